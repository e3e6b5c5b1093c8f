import AuditModel
import SourceRules

/// Tells package specifiers (`react`, `@scope/pkg/sub`) from relative paths, absolute paths, URLs, Node
/// built-ins and webpack loader chains.
enum BareSpecifier {
    static func isPackage(_ specifier: String) -> Bool {
        guard let first = specifier.first, first != ".", first != "/", first != "~", first != "#" else { return false }
        if specifier.utf8.contains(UInt8(ascii: "!")) || specifier.utf8Contains("://") || specifier.hasPrefix("node:") { return false }
        // `process/browser` is the npm `process` package's file, not Node's `process`.
        return !ContextClassifier.isNodeBuiltin(specifier)
    }

    /// `@scope/pkg/deep` → `@scope/pkg`; `pkg/deep` → `pkg`.
    static func packageName(of specifier: String) -> String {
        let parts = specifier.split(separator: "/", omittingEmptySubsequences: false)
        if specifier.hasPrefix("@"), parts.count >= 2 { return parts[0] + "/" + parts[1] }
        return String(parts.first ?? "")
    }
}
