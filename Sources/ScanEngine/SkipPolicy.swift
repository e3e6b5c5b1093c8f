/// Decides which files are not application source, so that a scan costs less than a grep and reports
/// only what the team wrote. Every skip is counted by reason in the summary, and each reason can be
/// turned off by configuration.
public struct SkipPolicy: Sendable, Equatable {
    /// Why a file was left out.
    public enum Reason: String, Sendable, CaseIterable, Codable, Comparable {
        case nodeModules = "node_modules"
        case vendored
        case generated
        case minified
        case tooLarge = "too-large"
        case binary
        case notUTF8 = "not-utf8"
        case unreadable

        public static func < (a: Reason, b: Reason) -> Bool { a.rawValue < b.rawValue }
    }

    /// Files above this size (bytes) are skipped without being read.
    public var maxFileSize: Int = 5 * 1024 * 1024
    /// A line longer than this in the first 64 KiB marks a file as minified (bundles, vendored builds).
    public var minifiedLineLength: Int = 2_000
    public var skipNodeModules = true
    public var skipVendored = true
    public var skipGenerated = true
    public var skipMinified = true

    public init() {}

    static let vendoredFolders: Set<Substring> = ["vendor", "vendors", "third_party", "third-party", "bower_components", "jspm_packages"]
    static let generatedFolders: Set<Substring> = ["dist", "build", "coverage", ".next", "out", "storybook-static", ".cache", ".vite", "__generated__"]

    /// The reason to skip a file judged by its path alone, or nil.
    public func reason(forPath path: String) -> Reason? {
        let components = path.split(separator: "/")
        let folders = components.dropLast()
        if skipNodeModules, folders.contains("node_modules") { return .nodeModules }
        if skipVendored, folders.contains(where: { Self.vendoredFolders.contains($0) }) { return .vendored }
        if skipGenerated, folders.contains(where: { Self.generatedFolders.contains($0) }) { return .generated }
        if skipMinified, let name = components.last, name.hasSuffix(".min.js") || name.hasSuffix(".bundle.js") || name.hasSuffix("-min.js") {
            return .minified
        }
        return nil
    }

    /// The reason to skip a file judged by its size, or nil.
    public func reason(forSize size: Int) -> Reason? {
        size > maxFileSize ? .tooLarge : nil
    }

    /// The reason to skip a file judged by its content (binary, not UTF-8, minified shape), or nil.
    public func reason(forContent bytes: [UInt8]) -> Reason? {
        let probe = bytes.prefix(65_536)
        if probe.contains(0) { return .binary }
        if skipMinified {
            var lineLength = 0
            for byte in probe {
                if byte == 0x0A {
                    lineLength = 0
                } else {
                    lineLength += 1
                    if lineLength > minifiedLineLength { return .minified }
                }
            }
        }
        if !Self.isValidUTF8(bytes) { return .notUTF8 }
        return nil
    }

    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        // Fast path: pure ASCII needs no decoding.
        if !bytes.contains(where: { $0 >= 0x80 }) { return true }
        return String(validating: bytes, as: UTF8.self) != nil
    }
}
