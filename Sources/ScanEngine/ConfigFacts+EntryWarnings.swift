import AuditModel
import ConfigAudit

extension ConfigFacts {
    /// One warning per webpack entry that no scanned file answers: what such an entry loads is not known as client
    /// code, so the findings that only client code gets may be missing there.
    func unresolvedEntryWarnings(_ unresolved: [String]) -> [ScanWarning] {
        let missing = Set(unresolved)
        var seen: Set<ScanWarning> = []
        var warnings: [ScanWarning] = []
        for entry in webpackEntries where missing.contains(entry.path) {
            let context = entry.context.isEmpty ? "" : ", from context '\(entry.context)'"
            let warning = ScanWarning(
                file: entry.file,
                message: "webpack entry '\(entry.written)' (line \(entry.line); looked up as \(entry.path.isEmpty ? "." : entry.path)\(context)) matches no scanned file; the code it loads is not known as client code, so its client findings may be missing")
            if seen.insert(warning).inserted { warnings.append(warning) }
        }
        return warnings
    }
}
