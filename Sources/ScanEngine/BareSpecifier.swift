import AuditModel

/// Tells package specifiers (`react`, `@scope/pkg/sub`) from relative paths, absolute paths, URLs, Node
/// built-ins and webpack loader chains.
enum BareSpecifier {
    static let nodeBuiltins: Set<String> = [
        "assert", "buffer", "child_process", "cluster", "console", "constants", "crypto", "dgram", "dns", "domain",
        "events", "fs", "http", "http2", "https", "module", "net", "os", "path", "perf_hooks", "process", "punycode",
        "querystring", "readline", "repl", "stream", "string_decoder", "sys", "timers", "tls", "tty", "url", "util",
        "v8", "vm", "worker_threads", "zlib",
    ]

    static func isPackage(_ specifier: String) -> Bool {
        guard let first = specifier.first, first != ".", first != "/", first != "~", first != "#" else { return false }
        if specifier.utf8.contains(UInt8(ascii: "!")) || specifier.utf8Contains("://") || specifier.hasPrefix("node:") { return false }
        let name = packageName(of: specifier)
        return !nodeBuiltins.contains(name)
    }

    /// `@scope/pkg/deep` → `@scope/pkg`; `pkg/deep` → `pkg`.
    static func packageName(of specifier: String) -> String {
        let parts = specifier.split(separator: "/", omittingEmptySubsequences: false)
        if specifier.hasPrefix("@"), parts.count >= 2 { return parts[0] + "/" + parts[1] }
        return String(parts.first ?? "")
    }
}
