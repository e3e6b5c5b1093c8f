import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `--hmr` file of one side: checked to be a regular file inside the project before anything runs, and
/// cleared of a probe comment a killed run left behind.
enum HMRFile {
    /// The real path of `hmr` in `directory`. `side`: how to name the side in messages ("the working tree",
    /// "--before main (abc1234)").
    static func resolve(_ hmr: String, in directory: String, side: String) throws -> String {
        guard !hmr.hasPrefix("/") else {
            throw BenchError.invalidProject("--hmr \(hmr) is an absolute path; give the file relative to the project folder, "
                + "such as src/App.jsx, so that each side edits its own copy")
        }
        guard let (target, root) = ContainedPath.locate(hmr, in: directory), ContainedPath.isStrictlyInside(target, root) else {
            throw BenchError.invalidProject("--hmr \(hmr) leads outside the project folder (\(directory)); give a source file "
                + "inside it, such as src/App.jsx")
        }
        var status = stat()
        guard stat(target, &status) == 0 else {
            // A migration that renamed it (App.jsx → App.tsx) is the usual cause: the files beside it are named.
            let others = BenchRunner.renamedCandidates(of: target).map { "`" + ($0.hasPrefix(root + "/") ? String($0.dropFirst(root.count + 1)) : $0) + "`" }
            let hint = others.isEmpty ? "" : "; it has " + others.joined(separator: ", ") + " instead"
            throw BenchError.invalidProject("--hmr \(hmr): no such file in \(side) (\(directory))\(hint); give a source file "
                + (side == "the working tree" ? "of the project" : "that both refs have"))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return target
        case S_IFDIR:
            throw BenchError.invalidProject("--hmr \(hmr) is a folder in \(side); give one source file the dev server watches, "
                + "such as \(hmr.hasSuffix("/") ? hmr : hmr + "/")App.jsx")
        default:
            throw BenchError.invalidProject("--hmr \(hmr) is not a regular file in \(side); give a source file the dev server watches")
        }
    }

    /// Removes the probe comment a run killed mid-update (SIGKILL, a power cut) left at the end of `path`, and
    /// says so; nil when there was none or it could not be removed.
    /// The comment is the one `HMREdit` writes for the file's type (`//`, `/* */`, `<!-- -->`, `#`); JSON's
    /// trailing whitespace names no run and is left alone.
    static func removeLeftoverProbe(at path: String) -> String? {
        guard var text = try? Data(contentsOf: URL(fileURLWithPath: path)),
            let comment = HMREdit.commentDelimiters(of: HMREdit.syntax(forExtension: URL(fileURLWithPath: path).pathExtension.lowercased()))
        else { return nil }
        let original = text.count
        let open = Data(comment.open.utf8), close = Data(comment.close.utf8)
        while text.count >= open.count + close.count, text.suffix(close.count) == close,
              let start = text.range(of: open, options: .backwards)?.lowerBound,
              isRunNumber(text[(start + open.count)..<(text.endIndex - close.count)]) {
            text = text.prefix(upTo: start)
        }
        guard text.count != original else { return nil }
        do {
            try FileRewriter.overwrite(URL(fileURLWithPath: path), with: text)
        } catch {
            return "\(path) ends with the comment of an HMR probe that an earlier bench left behind (killed before it "
                + "could restore the file), and it could not be removed (\(error.localizedDescription)); delete its last line yourself"
        }
        return "removed the HMR probe comment an earlier bench left at the end of \(path) (it was killed before it could "
            + "restore the file)"
    }

    /// Whether `digits` is a run number (`-1` for a warm-up).
    private static func isRunNumber(_ digits: Data) -> Bool {
        !digits.isEmpty && digits.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "-") }
    }
}
