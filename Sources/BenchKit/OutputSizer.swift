import Foundation

/// Sizes of a build's output folder per file, raw, gzip and brotli, with content hashes in file names replaced by
/// `[hash]` so that `index-4f3a9c1b.js` before and `index-9d2e7a10.js` after pair up.
///
/// Gzip sizes come from the system's `gzip -9 -n -c` (maximum compression, no name or timestamp in the
/// header, so sizes are reproducible): Foundation exposes no zlib on Linux and the package adds no
/// C dependency for it. Level 9 is what compressed-size-action and size-limit report. Brotli sizes come from the
/// system's `brotli` likewise, at quality 11 with a 4 MiB window (`-q 11 -w 22`: Node's zlib defaults, which
/// compressed-size-action's brotli-size uses); without the command they are absent, and the report says so.
public enum OutputSizer {
    public struct File: Sendable, Equatable, Codable {
        public var name: String
        public var bytes: Int
        public var gzipBytes: Int
        /// Absent when the `brotli` command is not installed (and in records written before it was measured).
        public var brotliBytes: Int? = nil
    }

    /// Whether the `brotli` command is on PATH: asked once per process.
    public static let brotliAvailable: Bool = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/brotli") }
    }()

    public static func measure(folder: String) throws -> [File] {
        try measure(folder: folder, excluding: .empty).files
    }

    /// Sizes the files under `folder` that are not as they were in `baseline` (written since), and those left
    /// untouched that a build opened (`OutputWatcher`: a tool comparing before it emits) or that `log` or the
    /// written files name (`OutputReferences`): identical output a tool did not rewrite. The rest are returned by name (unnormalised) as stale, sorted; `written` counts the files
    /// written since the baseline and `keptIdentical` names the untouched files sized.
    public static func measure(folder: String, excluding baseline: OutputSnapshot, log: [String] = [],
                               opened: Set<String> = [])
        throws -> (files: [File], stale: [String], written: Int, keptIdentical: [String]) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw BenchError.invalidProject("cannot read the build output folder \(folder)")
        }
        let all = regularFiles(in: folder)
        let untouched = all.filter { baseline.isUnchanged($0.relative, at: $0.path) }
        let untouchedNames = Set(untouched.map(\.relative))
        let written = all.filter { !untouchedNames.contains($0.relative) }
        let compared = untouched.filter { opened.contains($0.relative) }
        let others = untouched.filter { !opened.contains($0.relative) }
        let kept = Set(compared.map(\.relative)).union(others.isEmpty ? [] : OutputReferences.referenced(
            untouched: others, written: written.map(\.path) + compared.map(\.path), log: log))
        var files: [File] = []
        for (relative, path) in all where !untouchedNames.contains(relative) || kept.contains(relative) {
            let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            files.append(File(name: normaliseHashes(relative), bytes: bytes, gzipBytes: try gzipSize(path),
                              brotliBytes: brotliAvailable ? try brotliSize(path) : nil))
        }
        let stale = untouched.map(\.relative).filter { !kept.contains($0) }
        return (files.sorted { ($0.name, $0.bytes) < ($1.name, $1.bytes) }, stale.sorted(), written.count, kept.sorted())
    }

    /// Every regular file under `folder` (symlinks not followed), as (path relative to `folder`, full path).
    static func regularFiles(in folder: String) -> [(relative: String, path: String)] {
        let root = URL(fileURLWithPath: folder)
        guard let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey], options: []) else { return [] }
        let prefix = root.standardizedFileURL.path + "/"
        var found: [(String, String)] = []
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            let path = url.standardizedFileURL.path
            found.append((String(path.dropFirst(prefix.count)), path))
        }
        return found
    }

    /// Replaces hash-like name segments (after `.` or `-`, before the extension) with `[hash]`:
    /// `assets/index-4f3a9c1b.js` → `assets/index-[hash].js` (webpack), `main.a1b2c3d4.chunk.js` (CRA),
    /// `index-ZBHBLTEB.js` (esbuild's base32), `index-BxZ3cNqA.js` (Vite/Rollup's base64). A segment is a hash
    /// when it has 8+ characters of `[A-Za-z0-9_]` and a digit, or is 8 capitals, or mixes case with two or
    /// more capitals after its first letter — which names like `vendor-react` or `UserProfile` do not.
    public static func normaliseHashes(_ name: String) -> String {
        var components = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard var file = components.popLast() else { return name }
        var output = ""
        var segment = ""
        func flush() {
            let isHash = output.last.map { $0 == "." || $0 == "-" } == true && looksLikeHash(segment)
            output += isHash ? "[hash]" : segment
            segment = ""
        }
        for character in file {
            if character == "." || character == "-" {
                flush()
                output.append(character)
            } else {
                segment.append(character)
            }
        }
        // The last segment is the extension, never a hash.
        output += segment
        file = output
        components.append(file)
        return components.joined(separator: "/")
    }

    static func looksLikeHash(_ segment: String) -> Bool {
        guard segment.count >= 8, segment.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else {
            return false
        }
        if segment.contains(where: \.isNumber) { return true }
        if segment.count == 8 && segment.allSatisfy(\.isUppercase) { return true }
        let innerCapitals = segment.dropFirst().filter(\.isUppercase).count
        return segment.count == 8 && innerCapitals >= 2 && segment.contains(where: \.isLowercase)
    }

    static func gzipSize(_ path: String) throws -> Int {
        try compressedSize(path, command: "exec gzip -9 -n -c -- \"$SIZE_INPUT\" | wc -c", tool: "gzip")
    }

    static func brotliSize(_ path: String) throws -> Int {
        try compressedSize(path, command: "exec brotli -q 11 -w 22 -c -- \"$SIZE_INPUT\" | wc -c", tool: "brotli")
    }

    /// The byte count `command` prints for the file at `path` (given as $SIZE_INPUT, never spliced into the command).
    private static func compressedSize(_ path: String, command: String, tool: String) throws -> Int {
        let process = try ManagedProcess(command: command, directory: "/", environment: ["SIZE_INPUT": path])
        defer { process.terminate(graceMs: 1000) }
        // Quality 11 takes about a second per megabyte: a large bundle gets minutes, not the gzip minute.
        guard let exit = process.waitForExit(deadline: MonotonicClock.now() + 600_000_000_000), exit.code == 0,
              let size = process.lastLines(1).first.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) else {
            throw BenchError.invalidProject("\(tool) failed on \(path); is \(tool) installed?")
        }
        return size
    }
}
