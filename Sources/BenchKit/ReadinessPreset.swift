/// Log lines by which dev servers announce themselves, with the tool's self-reported time when it prints one.
///
/// Self-reported numbers start at different points per tool (Vite: its bin's first line; webpack: the
/// compilation, after CLI and config loading), so they are kept as secondary data and never compared.
public enum ReadinessPreset: String, Sendable, CaseIterable, Codable {
    /// `VITE v5.0.0  ready in 312 ms`
    case vite
    /// webpack-cli / webpack-dev-server: `webpack 5.88.0 compiled successfully in 1234 ms`,
    /// `compiled with 2 warnings in 1.2 s`.
    case webpack
    /// Create React App: `Compiled successfully!` or `Compiled with warnings.`
    case cra
    /// `esbuild --serve`: ` > Local:   http://127.0.0.1:8000/`
    case esbuild
    /// Next.js: `✓ Ready in 1.2s` or `ready - started server on …`
    case next

    /// The pattern; capture groups 1 and 2, when present, are the self-reported number and its unit.
    public var pattern: String {
        switch self {
        case .vite: return #"ready in ([0-9.]+) ?(ms|s)\b"#
        case .webpack: return #"compiled (?:successfully|with [0-9]+ warnings?) in ([0-9.]+) ?(ms|s)\b"#
        case .cra: return #"Compiled successfully!|Compiled with warnings\."#
        case .esbuild: return #"^\s*> (?:Local|Network):\s+https?://"#
        case .next: return #"Ready in ([0-9.]+) ?(ms|s)\b|ready - started server"#
        }
    }

    /// One pattern matching any preset, for `--ready log` without a tool named.
    public static var anyPattern: String { allCases.map { "(?:\($0.pattern))" }.joined(separator: "|") }

    /// Lines that signal a rebuild after an edit (for HMR timing): webpack's and CRA's compile lines,
    /// Vite's `hmr update` / `page reload`, esbuild watch's `build finished`.
    public static let updatePattern =
        #"compiled (?:successfully|with [0-9]+ warnings?)|Compiled successfully!|Compiled with warnings\.|hmr update|page reload|\[watch\] build finished"#

    /// The self-reported milliseconds in a matched line, when the pattern captured a number and unit.
    static func reportedMilliseconds(_ captures: [String?]) -> Double? {
        let groups = captures.dropFirst().compactMap { $0 }
        var index = groups.startIndex
        while index < groups.endIndex {
            if let value = Double(groups[index]), groups.index(after: index) < groups.endIndex {
                let unit = groups[groups.index(after: index)]
                return unit == "s" ? value * 1000 : value
            }
            index = groups.index(after: index)
        }
        return nil
    }
}
