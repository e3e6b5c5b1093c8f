import Foundation
import Reporting
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files `bench` writes (`--output`, `--json`, `--markdown`): checked before the first run, as `scan` checks
/// its outputs, and written after standard output so that a late failure loses no results.
struct BenchOutputFiles {
    var output: String?
    var json: String?
    var markdown: String?

    /// Each file with its option, standard output (`-`) left out.
    private var files: [(option: String, path: String)] {
        [("--output", output), ("--json", json), ("--markdown", markdown)].compactMap { option, path in
            path.flatMap { $0 == "-" ? nil : (option, $0) }
        }
    }

    /// Throws when a file could not be written, or would replace a file that is not a migrate-audit report
    /// (package.json, a source file: a benchmark must never cost the user a file).
    func check() throws {
        try OutputPath.checkDistinct(("--output", output), ("--json", json))
        try OutputPath.checkDistinct(("--output", output), ("--markdown", markdown))
        try OutputPath.checkDistinct(("--json", json), ("--markdown", markdown))
        if output == nil || output == "-" || json == "-" || markdown == "-", StandardStreams.outputWasClosed {
            throw CLIError(StandardStreams.closedOutputError.description)
        }
        // Standard output always carries the report (or, with --output FILE, the Markdown beside it): a second document
        // there (`--json -`, `--json /dev/stdout`, the file stdout is redirected to) would run into it, unparseable.
        for (option, path) in [("--json", json), ("--markdown", markdown)] {
            guard let path, path == "-" || BaselineStep.writesStandardOutput(path) else { continue }
            let alone = option == "--json" ? "print the JSON record alone with --format json" : "drop it: the Markdown report is printed there already"
            throw CLIError("\(option) \(path) is standard output, which already carries the report, and the two would run together; "
                + "name a file for \(option), or \(alone)")
        }
        for (option, path) in files {
            try OutputPath.checkWritable(path)
            // Devices and the standard streams are written in place; only a regular file is replaced.
            guard case .replaceableFile(let real)? = try? OutputTarget.resolve(path) else { continue }
            var status = stat()
            if stat(real, &status) == 0, !OutputPath.isOurOutput(real) {
                throw CLIError("\(option) \(path) is an existing file that is not a migrate-audit report, which the report would "
                    + "replace; write the report to another file (e.g. bench.json), or delete the file first if it is yours to lose")
            }
            let folder = URL(fileURLWithPath: real).deletingLastPathComponent().path
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw CLIError("cannot write \(option) \(path): the folder \(folder) does not exist (bench creates no folders); "
                    + "create it first, or choose another path")
            }
            try Self.probe(folder: folder, for: "\(option) \(path)")
        }
    }

    /// Creates and removes a file in `folder`: permissions alone do not say that a write will succeed (`/proc`,
    /// a read-only mount, root bypassing the mode bits).
    private static func probe(folder: String, for what: String) throws {
        let probe = folder + "/.migrate-audit-write-check-\(UUID().uuidString)"
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw CLIError("cannot write \(what): \(String(cString: strerror(errno))) in \(folder); choose another path")
        }
        close(descriptor)
        unlink(probe)
    }

    /// Writes standard output's part first (the `--format` output, or the Markdown report when `--output` names a
    /// file), then each file. Returns one message per write that failed.
    func write(json: Data, markdown: Data, outputIsJSON: Bool) -> [String] {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let toStandardOutput = output == nil || output == "-"
        var errors: [String] = []
        do {
            if toStandardOutput {
                try ReportDestination.standardOutput.write(outputIsJSON ? json : markdown)
            } else if !StandardStreams.outputWasClosed {
                // A summary beside the files: dropped when standard output is closed or its reader is gone.
                try ReportDestination.standardOutput.write(markdown)
            }
        } catch {
            errors.append("cannot write the report to standard output: \(error)")
        }
        let printed = toStandardOutput && outputIsJSON ? "the JSON record" : "the Markdown report"
        var pending: [(option: String, path: String, data: Data)] = []
        if let path = self.json { pending.append(("--json", path, json)) }
        if let path = self.markdown { pending.append(("--markdown", path, markdown)) }
        if !toStandardOutput, let output { pending.append(("--output", output, outputIsJSON ? json : markdown)) }
        for (option, path, data) in pending {
            do {
                try ReportDestination(argument: path, currentDirectory: cwd).write(data)
            } catch {
                errors.append("cannot write \(option) \(path): \(error); \(printed) was printed to standard output")
            }
        }
        return errors
    }
}
