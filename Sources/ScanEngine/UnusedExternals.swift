import AuditModel
import ConfigAudit

/// `wp-externals` for a module nothing imports: the configuration audit reports every `externals` key as work, but
/// a mapping no scanned file uses has nothing for Vite to replace, only a line to delete.
enum UnusedExternals {
    /// `findings` with each externals finding whose module no scanned file imports made info, saying so.
    static func adjusting(_ findings: [Finding], externals: [ConfigFacts.External], importedSpecifiers: Set<String>) -> [Finding] {
        guard !externals.isEmpty else { return findings }
        func imported(_ module: String) -> Bool {
            importedSpecifiers.contains(module) || importedSpecifiers.contains { $0.hasPrefix(module + "/") }
        }
        let unused = externals.filter { !imported($0.module) }
        guard !unused.isEmpty else { return findings }
        return findings.markingNothingToPort(ruleID: ConfigRules.externals.id) { finding in
            unused.first { $0.file == finding.file && $0.line == finding.line && $0.column == finding.column }.map { external in
                ("externals maps '\(external.module)' to a global, but nothing imports it: remove it.",
                 "Remove the '\(external.module)' entry (and its <script> tag, if the app no longer uses the global).")
            }
        }
    }
}
