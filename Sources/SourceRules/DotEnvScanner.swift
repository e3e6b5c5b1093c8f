import AuditModel

/// Reads `.env*` files for the source-level env rules that also apply there (`env-react-app-prefix`).
public enum DotEnvScanner {
    /// True for `.env`, `.env.local`, `.env.production`, … (the file name, any folder).
    public static func isDotEnvFile(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name == ".env" || name.hasPrefix(".env.")
    }

    /// One `env-react-app-prefix` finding per `REACT_APP_*` key assigned in the file.
    public static func findings(path: String, text: String) -> [Finding] {
        let rule = EnvironmentRules.ReactAppPrefix().description
        var findings: [Finding] = []
        var lineNumber = 0
        // "\r\n" is one Character in Swift: split on both forms.
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            lineNumber += 1
            var body = Substring(line)
            let indent = body.prefix { $0 == " " || $0 == "\t" }.count
            body = body.dropFirst(indent)
            if body.hasPrefix("export ") {
                body = body.dropFirst(7).drop { $0 == " " }
            }
            guard body.hasPrefix("REACT_APP_"), let equals = body.firstIndex(of: "=") else { continue }
            let key = String(body[..<equals]).trimmed(" \t")
            guard key.count > 10, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            let column = line.distance(from: line.startIndex, to: body.startIndex) + 1
            let vite = "VITE_" + key.dropFirst(10)
            findings.append(
                Finding(
                    ruleId: rule.id, severity: rule.defaultSeverity, category: rule.category, file: path, line: lineNumber,
                    column: String(line[..<body.startIndex]).utf16.count + 1, endLine: lineNumber,
                    endColumn: column + key.utf16.count,
                    message: "\(key) is not exposed by Vite (only VITE_* reach import.meta.env); rename to \(vite) or set envPrefix",
                    fix: vite, snippet: String(line).trimmed(" \t"), context: .config))
        }
        return findings
    }
}
