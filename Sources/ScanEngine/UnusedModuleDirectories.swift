import AuditModel
import ConfigAudit
import SourceRules

/// `wp-resolve-modules` for a setting no import relies on: the configuration audit reports every `baseUrl`,
/// `resolve.modules` folder and NODE_PATH as work, but when no bare import of the project names a file or folder
/// under it (the catalog's per-import detection), Vite has nothing to replace.
enum UnusedModuleDirectories {
    /// `findings` with the wp-resolve-modules finding of each setting in `settings` that none of `importedSpecifiers`
    /// resolves through made info, saying so.
    static func adjusting(
        _ findings: [Finding], settings: [ConfigFacts.ModuleDirectorySetting], importedSpecifiers: Set<String>, project: ProjectContext
    ) -> [Finding] {
        guard !settings.isEmpty else { return findings }
        let unused = settings.filter { !ModuleDirectoryUse.anyImport(importedSpecifiers, resolvesThrough: $0.folders, in: project) }
        guard !unused.isEmpty else { return findings }
        return findings.markingNothingToPort(ruleID: ConfigRules.resolveModules.id) { finding in
            unused.first { $0.file == finding.file && $0.line == finding.line && $0.column == finding.column }.map { ($0.unusedMessage, $0.unusedFix) }
        }
    }
}
