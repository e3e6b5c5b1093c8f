import AuditModel
import ConfigAudit

/// A project held in memory for configuration audits.
struct ConfigFixture {
    var files: [String: String]

    func audit(vite: Int = 8) -> ConfigAuditResult {
        let snapshot = files
        return ConfigAuditor.audit(ConfigProject(files: Array(snapshot.keys), vite: vite) { snapshot[$0].map { Array($0.utf8) } })
    }
}

extension ConfigAuditResult {
    func findings(_ rule: String) -> [Finding] { findings.filter { $0.ruleId == rule } }
}
