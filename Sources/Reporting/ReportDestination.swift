import Foundation

/// Where a rendered report goes: standard output (`--output -`), a file replaced atomically, or a file
/// appended to (GitHub's `$GITHUB_STEP_SUMMARY`, which earlier steps may have written to).
public enum ReportDestination: Sendable, Equatable {
    case standardOutput
    case file(URL)
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
        .file(currentDirectory.appendingPathComponent(defaultPath(named: name, format: format)))
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
            // The throwing write: the other one traps on a full disk or a closed pipe.
            do {
                for part in parts { try FileHandle.standardOutput.write(contentsOf: part) }
            } catch {
                throw AtomicFileWriter.WriteError(description: "cannot write to standard output: \(Self.reason(error))")
            }
        case .file(let url):
            let folder = url.deletingLastPathComponent()
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw AtomicFileWriter.WriteError(
                    description: "cannot create the folder \(folder.path): \(error.localizedDescription)")
            }
            try AtomicFileWriter.write(to: url) { sink in
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
