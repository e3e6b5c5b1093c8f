import Foundation
import Reporting
import ScanEngine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks on an output path made before a long run, so that its results are not lost at the end.
/// (The writes themselves go through `ReportDestination`, which replaces files atomically.)
enum OutputPath {
    /// Throws when writing `output` (relative to the current folder; `-` and nil never) would replace a file the
    /// run reads (`inputs`: what each is, and its path), or a source file or audit configuration: a report written
    /// over its own baseline, a merge over a shard, or `-o src/index.js` would lose what the user has.
    static func checkNotAnInput(_ output: String?, option: String = "--output", inputs: [(role: String, path: String?)]) throws {
        guard let output, output != "-", !output.isEmpty else { return }
        let what = option == "--write-baseline" ? "baseline" : "report"
        var target = stat()
        // A path that does not exist yet replaces nothing.
        guard stat(output, &target) == 0, target.st_mode & S_IFMT == S_IFREG else { return }
        for (role, path) in inputs {
            guard let path, path != "-" else { continue }
            var input = stat()
            if stat(path, &input) == 0, input.st_dev == target.st_dev, input.st_ino == target.st_ino {
                throw CLIError("\(option) \(output) is \(role) \(path), which this run reads; write the \(what) to another file")
            }
        }
        let name = URL(fileURLWithPath: output).lastPathComponent
        if name == AuditConfiguration.fileName {
            throw CLIError("\(option) \(output) is an audit configuration file; write the \(what) to another file")
        }
        if SourceExtensions.lexed.contains(URL(fileURLWithPath: name).pathExtension.lowercased()) {
            throw CLIError("\(option) \(output) is a source file, which the \(what) would replace; write the \(what) to another file (e.g. Reports/audit.json)")
        }
    }

    /// The report a run writes without `--output` (`Reports/<name>.md` for Markdown), as a path for the checks above,
    /// which it needs as much as an explicit `--output`: nil when the report goes to standard output.
    static func implicitReport(named name: String, markdown: Bool) -> String? {
        markdown ? ReportDestination.defaultPath(named: name, format: .markdown) : nil
    }

    /// Throws when two outputs of one run name the same file (existing or not): the second write would replace the first.
    static func checkDistinct(_ first: (option: String, path: String?), _ second: (option: String, path: String?)) throws {
        guard let a = first.path, let b = second.path, a != "-", b != "-", !a.isEmpty, !b.isEmpty else { return }
        let resolved = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path }
        if resolved(a) == resolved(b) {
            throw CLIError("\(first.option) and \(second.option) both name \(a); give each its own file")
        }
    }

    /// Throws when `path` could not be written: the nearest existing folder on its way is not a writable
    /// folder. Missing folders below it are fine: the write creates them, as `scan` does for `Reports/`.
    /// `-` (standard output) always can.
    static func checkWritable(_ path: String) throws {
        guard path != "-" else { return }
        var folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        while !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        guard isDirectory.boolValue else {
            throw CLIError("cannot write \(path): \(folder.path) is a file, not a folder; choose another path")
        }
        guard access(folder.path, W_OK) == 0 else {
            throw CLIError("cannot write \(path): the folder \(folder.path) is not writable; choose another path")
        }
    }
}
