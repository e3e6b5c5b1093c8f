import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a rendered report goes: standard output (`--output -`), a file replaced atomically, or a file
/// appended to (GitHub's `$GITHUB_STEP_SUMMARY`, which earlier steps may have written to).
public enum ReportDestination: Sendable, Equatable {
    case standardOutput
    /// A file the user named: a symbolic link there stays, and the file it leads to is replaced.
    case file(URL)
    /// The default place (`Reports/<name>`), which the user did not name: never reached through a symbolic link,
    /// since a link committed to the repository would have the run replace any file the user can write.
    case defaultPlace(URL)
    case appending(URL)

    /// The folder reports go to when `--output` is not given.
    public static let defaultFolderName = "Reports"

    /// `-` is standard output, and so is a path leading to it (`/dev/stdout`); anything else a file path, relative
    /// to `currentDirectory`.
    public init(argument: String, currentDirectory: URL) {
        if argument == "-" {
            self = .standardOutput
        } else {
            let url = argument.hasPrefix("/")
                ? URL(fileURLWithPath: argument) : currentDirectory.appendingPathComponent(argument)
            // The report alone on standard output, as with `-`: no summary or "wrote …" line mixed into it.
            let isStandardOutput = (try? OutputTarget.resolve(url.path)) == .descriptor(STDOUT_FILENO)
            self = isStandardOutput ? .standardOutput : .file(url.standardizedFileURL)
        }
    }

    /// `Reports/<name>.<extension>` under `currentDirectory`.
    public static func defaultFile(named name: String, format: ReportFormat, currentDirectory: URL) -> ReportDestination {
        .defaultPlace(currentDirectory.appendingPathComponent(defaultPath(named: name, format: format)))
    }

    /// The file this destination replaces, nil for standard output and appends.
    public var replacedFile: URL? {
        switch self {
        case .file(let url), .defaultPlace(let url): url
        case .standardOutput, .appending: nil
        }
    }

    /// Throws when the default report file `url`, or the folder it is in, is a symbolic link (or the file is not a
    /// regular file): the report is not written through it. Called before the scan and again at the write.
    public static func checkDefaultPlace(_ url: URL) throws {
        let folder = url.deletingLastPathComponent()
        let shown = defaultFolderName + "/" + url.lastPathComponent
        for (path, name) in [(folder.path, defaultFolderName), (url.path, shown)] {
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            let kind = info.st_mode & S_IFMT
            if kind == S_IFLNK {
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
                throw AtomicFileWriter.WriteError(description: "\(name) is a symbolic link to \(target), and the report is not written "
                    + "through a link it was not named with (it would replace that file); remove the link, or name the report's file with -o")
            }
            if path == folder.path, kind != S_IFDIR {
                throw AtomicFileWriter.WriteError(description: "\(name) is not a folder, so the report cannot go to \(shown); "
                    + "remove or rename it, or name the report's file with -o")
            }
            if path == url.path, kind != S_IFREG {
                throw AtomicFileWriter.WriteError(description: "\(shown) is not a regular file, so the report does not replace it; "
                    + "remove it, or name the report's file with -o")
            }
        }
    }

    /// `url`'s path, and where the report really went when `url` is a symbolic link (a link to a file that did not
    /// exist creates that file): what "wrote …" says, so that no file appears elsewhere unannounced. `shown`: how
    /// to name `url` (default: its path).
    public static func writtenPlace(_ url: URL, shown: String? = nil) -> String {
        let name = shown ?? url.path
        var info = stat()
        guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, let real = realpath(url.path, nil) else { return name }
        defer { free(real) }
        return "\(name) (a symbolic link: written to \(String(cString: real)))"
    }

    /// `Reports/<name>.<extension>`, relative to the folder the command runs in.
    public static func defaultPath(named name: String, format: ReportFormat) -> String {
        defaultFolderName + "/" + name + "." + format.fileExtension
    }

    /// The system's words for a failed write (`No space left on device`), not Foundation's error domain and code.
    static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let posix = underlying, posix.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(posix.code))) }
        return error.localizedDescription
    }

    /// Writes `data`. Files are replaced atomically (their folder is created when missing); appends are one
    /// `write` loop on a descriptor opened with `O_APPEND`, so nothing already in the file is touched.
    public func write(_ data: Data) throws {
        try write(parts: [data])
    }

    /// Writes `parts` one after the other, as one report: a large report is never joined into one buffer first.
    public func write<Part: DataProtocol & ContiguousBytes>(parts: [Part]) throws {
        switch self {
        case .standardOutput:
            if StandardStreams.outputWasClosed { throw StandardStreams.closedOutputError }
            // The throwing write: the other one traps on a full disk or a closed pipe.
            do {
                for part in parts { try FileHandle.standardOutput.write(contentsOf: part) }
            } catch {
                // The reader stopped reading (`| head`): the rest of the report is not wanted, and that is no failure.
                if StandardStreams.readerIsGone { return }
                throw AtomicFileWriter.WriteError(description: "cannot write to standard output: \(Self.reason(error))")
            }
        case .file(let url), .defaultPlace(let url):
            let isDefaultPlace = self == .defaultPlace(url)
            if isDefaultPlace { try Self.checkDefaultPlace(url) }
            let folder = url.deletingLastPathComponent()
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw AtomicFileWriter.WriteError(
                    description: "cannot create the folder \(folder.path): \(error.localizedDescription)")
            }
            // At the default place a link made since the check is replaced itself, never the file it leads to.
            try AtomicFileWriter.write(to: url, followingLinks: !isDefaultPlace) { sink in
                for part in parts { try sink.write(part) }
            }
        case .appending(let url):
            // Created when missing, as the shell's `>>` does: GitHub creates the step summary file, other runners may not.
            let descriptor = open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                throw AtomicFileWriter.WriteError(
                    description: "cannot open \(url.path) to append to it: \(String(cString: strerror(errno)))")
            }
            let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
            defer { try? handle.close() }
            do {
                for part in parts { try handle.write(contentsOf: part) }
            } catch {
                throw AtomicFileWriter.WriteError(description: "cannot append to \(url.path): \(error.localizedDescription)")
            }
        }
    }
}
