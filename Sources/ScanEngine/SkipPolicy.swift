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
        // One walk over the folders without splitting into an array: called for every listed file, often twice.
        var nodeModules = false, vendored = false, generated = false
        var start = path.startIndex
        while let slash = path.utf8[start...].firstIndex(of: UInt8(ascii: "/")) {
            let folder = path[start..<slash]
            if !folder.isEmpty {
                if folder == "node_modules" { nodeModules = true }
                if Self.vendoredFolders.contains(folder) { vendored = true }
                if Self.generatedFolders.contains(folder) { generated = true }
            }
            start = path.index(after: slash)
        }
        if skipNodeModules, nodeModules { return .nodeModules }
        if skipVendored, vendored { return .vendored }
        if skipGenerated, generated { return .generated }
        let name = path[start...]
        if skipMinified, !name.isEmpty, name.hasSuffix(".min.js") || name.hasSuffix(".bundle.js") || name.hasSuffix("-min.js") {
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
