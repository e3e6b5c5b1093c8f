import AuditModel
import ConfigAudit
import Foundation

/// `html-polyfill-entries` where Create React App documents it: `import 'react-app-polyfill/ie11'` at the top of the
/// client entry (or a module it imports), which the configuration audit, reading webpack `entry` arrays, never sees.
enum PolyfillImports {
    /// One finding per polyfill import in client code; `read` gives a file's bytes for the snippet.
    static func findings(
        in files: [(path: String, summary: FileSummary)], contexts: [String: CodeContext], read: (String) -> [UInt8]?
    ) -> [Finding] {
        var findings: [Finding] = []
        for (path, summary) in files where contexts[path] == .client {
            let imports = summary.packageImports.filter { ConfigRules.namesPolyfill($0.specifier) }
            guard !imports.isEmpty else { continue }
            let lines = read(path).map { String(decoding: $0, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) } ?? []
            for site in imports {
                let snippet = site.line >= 1 && site.line <= lines.count ? lines[site.line - 1].trimmingCharacters(in: CharacterSet(charactersIn: " \t\r")) : ""
                findings.append(Finding(
                    ruleId: ConfigRules.polyfillEntries.id, severity: ConfigRules.polyfillEntries.defaultSeverity, file: path,
                    line: site.line, column: site.column,
                    message: "client code imports the polyfill '\(site.specifier)'; Vite targets browsers with native ES modules and adds no polyfills.",
                    fix: "@vitejs/plugin-legacy if old browsers matter (it adds the polyfills they need), otherwise remove the import.",
                    snippet: snippet, context: .client))
            }
        }
        return findings
    }
}
