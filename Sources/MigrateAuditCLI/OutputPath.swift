import AuditModel
import BenchKit
import Foundation
import GitKit
import Reporting
import ScanEngine
import ShellWords
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
    /// `project`: the folders the scan reads (the scanned folder, its repository's working tree), in which an
    /// existing file is refused unless migrate-audit wrote it: manifests, lockfiles, `.env`, configuration files and
    /// `index.html` are inputs as much as source files are, and a previous report must stay replaceable.
    static func checkNotAnInput(
        _ output: String?, option: String = "--output", inputs: [(role: String, path: String?)], project: ProjectFolders? = nil
    ) throws {
        guard let output, output != "-", !output.isEmpty else { return }
        let what = option == "--write-baseline" ? "baseline" : "report"
        // A file name of the kind being written, as the README's examples name them.
        let example = what == "baseline" ? "base.json" : "Reports/audit.json"
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
            throw CLIError("\(option) \(output) is a source file, which the \(what) would replace; write the \(what) to another file (e.g. \(example))")
        }
        if let project, let folder = project.folder(containing: output), !isOurOutput(output) {
            throw CLIError("\(option) \(output) is a file of the scanned project (in \(folder)) that migrate-audit did not write, which the "
                + "\(what) would replace; write the \(what) to another file (e.g. \(example)), or delete the file first if it is yours to lose")
        }
    }

    /// The folders a scan reads files from: the scanned folder and, in a repository, its working tree (a monorepo's
    /// root manifest and lockfile are read for a package's scan).
    struct ProjectFolders {
        /// Real paths, without a trailing slash.
        var roots: [String]

        init(scanned path: String, noGit: Bool, trustRepository: Bool) {
            var roots = [path]
            if !noGit, let workdir = (try? Repository.discover(from: path, trustOwner: trustRepository))?.workdir { roots.append(workdir) }
            self.roots = roots.compactMap(OutputPath.realPath)
        }

        /// The root `path` (an existing file) is inside, nil when it is in none of them.
        func folder(containing path: String) -> String? {
            guard let real = OutputPath.realPath(path) else { return nil }
            return roots.first { root in real.hasPrefix(root == "/" ? root : root + "/") }
        }
    }

    /// `path` with every link and `..` resolved, nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    /// Whether the file at `path` is empty or something migrate-audit writes (a report in any format, a baseline), so
    /// that replacing it loses nothing of the user's. Recognised by content, as a report may have any name.
    static func isOurOutput(_ path: String) -> Bool {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else { return false }
        if data.isEmpty { return true }
        let head = String(decoding: data.prefix(256), as: UTF8.self)
        // Markdown reports (scan, merge, compare) and the text summary begin with their title.
        let titles = [MarkdownReportRenderer.title, MigrationReportRenderer.title, TerminalSummaryRenderer.headingPrefix, BenchMarkdown.marker]
        if titles.contains(where: head.hasPrefix) { return true }
        // GitHub annotations end with the summary line.
        let tail = String(decoding: data.suffix(4096), as: UTF8.self)
        let summary = GitHubActionsRenderer.summaryPrefix
        if tail.hasPrefix(summary) || tail.contains("\n" + summary) { return true }
        guard head.hasPrefix("{") else { return false }
        // JSON and SARIF reports name the tool as our encoder spells it (a manifest writes `"name": …`).
        if data.range(of: Data(#""name" : "\#(ToolInfo.current.name)""#.utf8)) != nil,
            data.range(of: Data(#""schemaVersion" : "#.utf8)) != nil || data.range(of: Data(#""$schema" : "#.utf8)) != nil {
            return true
        }
        return (try? Baseline.decode(data, name: path)) != nil
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
        // What the write will open: the file behind a link, a device written in place (`/dev/null`), standard output.
        var real = path
        // Said after the folder checks below, which name a file in the way more plainly.
        var unresolvable: CLIError?
        do {
            switch try OutputTarget.resolve(path) {
            case .descriptor: return
            case .special(let device):
                guard access(device, W_OK) == 0 else { throw CLIError("cannot write \(path): \(String(cString: strerror(errno))); choose another path") }
                return
            case .replaceableFile(let file): real = file
            }
        } catch let error as AtomicFileWriter.WriteError {
            unresolvable = CLIError(error.description)
        }
        var folder = URL(fileURLWithPath: real).standardizedFileURL.deletingLastPathComponent()
        // The write creates the missing folders the path names, not those a symbolic link leads to: said now, not
        // after the scan in the words of the failed write ("a file with the same name already exists").
        if real != path, !FileManager.default.fileExists(atPath: folder.path) {
            throw CLIError("cannot write \(path): it is a symbolic link to \(real), whose folder \(folder.path) does not exist, and the folders "
                + "a link leads to are not created; create it (`mkdir -p \(ShellWord.quoted(folder.path))`) or choose another path")
        }
        var isDirectory: ObjCBool = false
        while !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), folder.path != "/" {
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: folder.path) {
                let missing = target.hasPrefix("/") ? target : folder.deletingLastPathComponent().appendingPathComponent(target).standardizedFileURL.path
                throw CLIError("cannot write \(path): \(folder.path) is a symbolic link to \(missing), which does not exist, and the folders "
                    + "a link leads to are not created; create it (`mkdir -p \(ShellWord.quoted(missing))`) or choose another path")
            }
            folder.deleteLastPathComponent()
        }
        guard isDirectory.boolValue else {
            throw CLIError("cannot write \(path): \(folder.path) is a file, not a folder; choose another path")
        }
        guard access(folder.path, W_OK) == 0 else {
            throw CLIError("cannot write \(path): the folder \(folder.path) is not writable; choose another path")
        }
        if let unresolvable { throw unresolvable }
    }

    /// Throws, before a run, when its report could not be written: at `output` as given, else (`defaultName` not
    /// nil) at `Reports/<defaultName>.md`, which must also not be, or be in, a symbolic link.
    static func checkWritable(output: String?, defaultName: String?) throws {
        if output == "-" || (output == nil && defaultName == nil) {
            if StandardStreams.outputWasClosed { throw CLIError(StandardStreams.closedOutputError.description) }
            return
        }
        if let output { return try checkWritable(output) }
        guard let defaultName else { return }
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        guard case .defaultPlace(let url) = ReportDestination.defaultFile(named: defaultName, format: .markdown, currentDirectory: cwd) else { return }
        do {
            try ReportDestination.checkDefaultPlace(url)
        } catch let error as AtomicFileWriter.WriteError {
            throw CLIError(error.description)
        }
        try checkWritable(url.path)
    }
}
