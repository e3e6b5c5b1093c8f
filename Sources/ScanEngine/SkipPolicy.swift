import Foundation
import GitKit

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
        /// A Git LFS pointer committed in place of the file, whose content git does not hold.
        case lfsPointer = "lfs-pointer"

        public static func < (a: Reason, b: Reason) -> Bool { a.rawValue < b.rawValue }

        /// The report warning for a source file skipped, after reading it, for a reason that may leave a gap in the
        /// audit (its content cannot be read as source, or looks like a bundle), with what to do; nil for the expected
        /// bulk skips, which are only counted.
        public var auditGap: String? {
            switch self {
            case .notUTF8: "not UTF-8 text; skipped — convert it to UTF-8 or exclude it in .migrate-audit.json"
            case .binary: "binary data (a NUL byte), not source text; skipped — a UTF-16 file has NUL bytes too: convert it to UTF-8; otherwise exclude it in .migrate-audit.json, or rename it if it is not source"
            // Judged by content, long lines: a bundle, or a hand-written file that is mostly a data URI. Only content
            // skips reach here (a `.min.js` name is judged with the path, before any file is read, and only counted).
            case .minified:
                "looks minified (mostly lines longer than skip.minifiedLineLength); skipped — if it is hand-written source, raise "
                    + "skip.minifiedLineLength in .migrate-audit.json"
            case .tooLarge:
                "larger than skip.maxFileSize; skipped without being read — if it is source, raise skip.maxFileSize in "
                    + ".migrate-audit.json"
            case .lfsPointer:
                "a Git LFS pointer, not the file's content; skipped — fetch the content (git lfs pull; in CI, check out "
                    + "with LFS) and scan the working tree: a revision holds only the pointer"
            case .nodeModules, .vendored, .generated, .unreadable: nil
            }
        }
    }

    /// Files above this size (bytes) are skipped without being read.
    public var maxFileSize: Int = 5 * 1024 * 1024
    /// Lines longer than this making up half or more of the first 64 KiB mark a file as minified (bundles, vendored
    /// builds); one such line among short ones (a data URI) does not.
    public var minifiedLineLength: Int = 2_000
    public var skipNodeModules = true
    public var skipVendored = true
    public var skipGenerated = true
    public var skipMinified = true

    public init() {}

    static let vendoredFolders: [[UInt8]] = ["vendor", "vendors", "third_party", "third-party", "bower_components", "jspm_packages"].map { Array($0.utf8) }
    /// `.yarn` is Yarn berry's own folder (its committed release and plugins, IDE SDKs, the zip cache): never the team's.
    static let generatedFolders: [[UInt8]] = ["coverage", ".next", "storybook-static", ".cache", ".vite", "__generated__", ".yarn"].map { Array($0.utf8) }
    /// Yarn Plug'n'Play's generated resolver, a Node program full of require, module.exports and process: audited as the
    /// app's source it gave false CommonJS and Node findings.
    static let generatedFiles: [[UInt8]] = [".pnp.cjs", ".pnp.js", ".pnp.loader.mjs"].map { Array($0.utf8) }
    /// Output folders by convention, but also plain words a team names its own folders with (`src/pages/build/`):
    /// generated only outside a `src` folder.
    static let outputFolders: [[UInt8]] = ["dist", "build", "out"].map { Array($0.utf8) }
    private static let sourceFolder = Array("src".utf8)
    private static let nodeModulesFolder = Array("node_modules".utf8)
    private static let minifiedSuffixes = [".min.js", ".bundle.js", "-min.js"].map { Array($0.utf8) }

    /// The reason to skip a file judged by its path alone, or nil. `startsInSource`: the path is relative to a folder
    /// inside a `src` folder, where `dist`, `build` and `out` are the team's own folder names too.
    public func reason(forPath path: String, startsInSource: Bool = false) -> Reason? {
        // Called for every listed file: one walk over the UTF-8 bytes, folders compared in place (no substring
        // hashing, no array of components).
        var path = path
        return path.withUTF8 { bytes in
            var nodeModules = false, vendored = false, generated = false, inSource = startsInSource
            var start = 0
            while let slash = bytes[start...].firstIndex(of: UInt8(ascii: "/")) {
                let folder = UnsafeBufferPointer(rebasing: bytes[start..<slash])
                if !folder.isEmpty {
                    if folder.elementsEqual(Self.nodeModulesFolder) { nodeModules = true }
                    if Self.vendoredFolders.contains(where: folder.elementsEqual) { vendored = true }
                    if Self.generatedFolders.contains(where: folder.elementsEqual) { generated = true }
                    if !inSource, Self.outputFolders.contains(where: folder.elementsEqual) { generated = true }
                    if folder.elementsEqual(Self.sourceFolder) { inSource = true }
                }
                start = slash + 1
            }
            if skipNodeModules, nodeModules { return .nodeModules }
            if skipVendored, vendored { return .vendored }
            let name = UnsafeBufferPointer(rebasing: bytes[start...])
            if skipGenerated, generated || Self.generatedFiles.contains(where: name.elementsEqual) { return .generated }
            if skipMinified, Self.minifiedSuffixes.contains(where: { name.count >= $0.count && name.suffix($0.count).elementsEqual($0) }) {
                return .minified
            }
            return nil
        }
    }

    /// The reason to skip a file judged by its size, or nil.
    public func reason(forSize size: Int) -> Reason? {
        size > maxFileSize ? .tooLarge : nil
    }

    /// A Git LFS pointer: a small text file that starts with the LFS spec line (pointers are about 130 bytes).
    static func isLFSPointer(_ bytes: [UInt8]) -> Bool {
        bytes.count < 1024 && bytes.starts(with: lfsSpecLine)
    }

    private static let lfsSpecLine = Array("version https://git-lfs.github.com/spec/v1\n".utf8)

    /// The reason to skip a file judged by its content (binary, not UTF-8, minified shape), or nil.
    /// `knownValidUTF8`: the caller has validated the bytes (`ContentClassifier`); they are not validated twice.
    public func reason(forContent bytes: [UInt8], knownValidUTF8: Bool = false) -> Reason? {
        // memchr over the first 64 KiB, for NUL and then line by line: three byte loops were a visible part of
        // reading each file.
        let probe = min(bytes.count, 65_536)
        let limit = minifiedLineLength
        let checkLines = skipMinified
        let found: Reason? = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, probe > 0 else { return nil }
            if memchr(base, 0, probe) != nil { return .binary }
            guard checkLines else { return nil }
            // A line feed ends lines in nearly every file; a stretch longer than the limit is a long line unless
            // carriage returns alone end its lines (classic Mac files), which the lexer counts as line ends too.
            func longestCRLine(from start: Int, count: Int) -> Int {
                var longest = 0, offset = start
                let end = start + count
                while offset < end {
                    let next = memchr(base + offset, 0x0D, end - offset).map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? end
                    longest = max(longest, next - offset)
                    offset = next + 1
                }
                return longest
            }
            // Minified code is nearly all long lines; a hand-written file may hold one (a data URI, a long
            // regular expression) among many short ones, and is scanned.
            var start = 0, longBytes = 0
            while start < probe {
                let newline = memchr(base + start, 0x0A, probe - start)
                let length = newline.map { UnsafeRawPointer($0) - UnsafeRawPointer(base + start) } ?? probe - start
                if length > limit, longestCRLine(from: start, count: length) > limit { longBytes += length }
                start += length + 1
            }
            return longBytes * 2 >= probe && longBytes > 0 ? .minified : nil
        }
        if let found { return found }
        if Self.isLFSPointer(bytes) { return .lfsPointer }
        if !knownValidUTF8, !ContentClassifier.isValidUTF8(bytes) { return .notUTF8 }
        return nil
    }
}
