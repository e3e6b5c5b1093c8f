import Foundation

/// Which files of an output folder that no build of the run touched still belong to its output. Tools leave an
/// identical file alone (webpack's `output.compareBeforeEmit`), so "untouched" alone would call real output
/// stale; a file the build's log names, or that the output written (or kept) refers to by its content hash or
/// name, is the build's output left identical. Stale files of an older build are named by neither.
enum OutputReferences {
    /// Extensions of files whose text is searched for references.
    static let textExtensions: Set<String> = ["html", "htm", "js", "mjs", "cjs", "css", "json", "webmanifest", "txt", "xml", "svg"]
    /// Larger files are not searched: output entry points are far smaller.
    static let largestSearchedBytes = 8_000_000

    /// The names (relative to the folder) among `untouched` that `log` or the referring files name, or whose
    /// content hash a referring file's name shares (`main-5a796a60.js` beside a kept `main-5a796a60.js.LICENSE.txt`:
    /// webpack only stats an existing file with a hashed, immutable name and so never opens it).
    static func referenced(untouched: [(relative: String, path: String)], written: [String], log: [String]) -> Set<String> {
        var haystacks = [log.joined(separator: "\n")] + written.compactMap(text)
        var names = written.map { URL(fileURLWithPath: $0).lastPathComponent }
        var pending = untouched
        var kept: Set<String> = []
        while true {
            let found = pending.filter { file in
                let hashes = hashTokens(file.relative)
                return tokens(file.relative).contains { token in haystacks.contains { $0.contains(token) } }
                    || hashes.contains { hash in names.contains { $0.contains(hash) } }
            }
            guard !found.isEmpty else { return kept }
            for file in found { kept.insert(file.relative) }
            haystacks += found.compactMap { text($0.path) }
            names += found.map { URL(fileURLWithPath: $0.path).lastPathComponent }
            pending.removeAll { kept.contains($0.relative) }
        }
    }

    /// What refers to a file: its content-hash segments (webpack's runtime maps chunk ids to hashes, never to
    /// whole names), else its file name.
    static func tokens(_ relative: String) -> [String] {
        let hashes = hashTokens(relative)
        return hashes.isEmpty ? [relative.split(separator: "/").last.map(String.init) ?? relative] : hashes
    }

    /// The hash-like segments of a file name (`5a796a60` in `main-5a796a60.js`).
    static func hashTokens(_ relative: String) -> [String] {
        let name = relative.split(separator: "/").last.map(String.init) ?? relative
        return name.split(whereSeparator: { $0 == "." || $0 == "-" }).dropLast().map(String.init).filter(OutputSizer.looksLikeHash)
    }

    private static func text(_ path: String) -> String? {
        guard textExtensions.contains(URL(fileURLWithPath: path).pathExtension.lowercased()),
              let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int,
              size <= largestSearchedBytes, let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
