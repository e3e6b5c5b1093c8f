import Foundation

/// The line of a failed command's output that most likely says why it failed. Node and the bundlers print the
/// cause first and a stack or a structured dump after it (`code: 'MODULE_NOT_FOUND'`, `requireStack: [...]`),
/// so the last lines alone rarely name it.
public enum FailureCause {
    /// What starts or marks a cause line in the output of node, npm, webpack, Babel, TypeScript and Vite.
    static let markers = [
        "Error:", "error:", "ERR!", "npm error", "Module not found", "SyntaxError", "ERROR in", "[ERROR]", "Failed to compile", "error TS",
    ]

    /// Longer lines are cut here: a minified bundle's line can be megabytes long.
    public static let maximumLength = 300

    /// Whether one line of output looks like the cause.
    static func marks(_ line: some StringProtocol) -> Bool {
        markers.contains { line.contains($0) }
    }

    /// The first line of `output` that looks like the cause, trimmed; nil when none does.
    public static func firstLine(in output: String) -> String? {
        for line in output.split(separator: "\n") {
            var trimmed = line.trimmingCharacters(in: .whitespaces)
            // A record's tail quotes each line after "  | ".
            if trimmed.hasPrefix("|") { trimmed = trimmed.dropFirst().trimmingCharacters(in: .whitespaces) }
            guard marks(trimmed) else { continue }
            return trimmed.count > maximumLength ? String(trimmed.prefix(maximumLength)) + "…" : trimmed
        }
        return nil
    }
}
