import AuditModel
import ConfigAudit
import Foundation
import JSLexer

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
            // The lexer's lines (LF, CR, CRLF, U+2028/9), as the import sites' line numbers count them.
            let lexed = read(path).map { Lexer.lex($0, dialect: SourceDialect(fileExtension: (path as NSString).pathExtension.lowercased()) ?? .javascript) }
            for site in imports {
                let snippet = lexed.map { Finding.snippet(quoting: $0.lineText(site.line)) } ?? ""
                findings.append(Finding(
                    ruleId: ConfigRules.polyfillEntries.id, severity: ConfigRules.polyfillEntries.defaultSeverity, file: path,
                    line: site.line, column: site.column, endColumn: site.endColumn,
                    message: "client code imports the polyfill '\(site.specifier)'; Vite targets browsers with native ES modules and adds no polyfills.",
                    fix: "@vitejs/plugin-legacy if old browsers matter (it adds the polyfills they need), otherwise remove the import.",
                    snippet: snippet, context: .client))
            }
        }
        return findings
    }
}
