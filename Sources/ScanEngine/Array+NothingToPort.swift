import AuditModel

extension Array where Element == Finding {
    /// These findings with each one of `ruleID` that `unused` answers (a setting the imports turned out not to
    /// need) made info, worded as that answer says: what the configuration audit reported as work before the
    /// imports were known.
    func markingNothingToPort(ruleID: String, _ unused: (Finding) -> (message: String, fix: String)?) -> [Finding] {
        map { finding in
            guard finding.ruleId == ruleID, let wording = unused(finding) else { return finding }
            var adjusted = finding
            adjusted.severity = .info
            adjusted.message = wording.message
            adjusted.fix = wording.fix
            return adjusted
        }
    }
}
