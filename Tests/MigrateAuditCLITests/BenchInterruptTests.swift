import Foundation
import GitTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-C (SIGINT) in the middle of a bench: every command stopped, nothing of the run left on disk, exit code 130
/// and no report of the broken runs.
@Suite struct BenchInterruptTests {
    /// A build that writes a few thousand files into its folder (removing them takes a while), names itself on the
    /// FIFO it is given (`pid cwd`), then goes on writing until killed.
    static let busyBuild = """
        const fs = require('fs');
        let i = 0;
        const write = () => {
          try { const d = 'dist/d' + (i % 50); fs.mkdirSync(d, { recursive: true }); fs.writeFileSync(d + '/f' + i, 'x'.repeat(100)); } catch {}
          i++;
        };
        while (i < 3000) write();
        fs.writeFileSync(process.argv[2], process.pid + ' ' + process.cwd() + '\\n');
        setInterval(() => { for (let n = 0; n < 20; n++) write(); }, 0);
        """

    /// A dev server that fills its cache folder, names itself on the FIFO, and serves (never ready for bench's log check).
    static let cachingServer = """
        const fs = require('fs');
        fs.mkdirSync('.tool-cache', { recursive: true });
        fs.writeFileSync('.tool-cache/entry', 'cached');
        fs.writeFileSync(process.argv[2], process.pid + ' ' + process.cwd() + '\\n');
        setInterval(() => {}, 1000);
        """

    /// Whether `pid` exists and is not a zombie.
    private static func isAlive(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return false }
        let state = stat[stat.index(after: close)...].split(separator: " ").first
        return state != "Z" && state != "X"
    }

    /// A bench started with `arguments`, its temporary folder `temporary`, and the line its command writes to `fifo`.
    private struct RunningBench {
        let process = Process()
        let exited = DispatchSemaphore(value: 0)
        let reader: Int32

        init(_ arguments: [String], temporary: String, fifo: String) throws {
            #expect(mkfifo(fifo, 0o600) == 0)
            // Open before the command writes, which blocks until a reader is there; non-blocking, so that a bench that
            // fails before its command starts ends the wait in poll's timeout rather than hanging the test.
            reader = open(fifo, O_RDONLY | O_NONBLOCK)
            process.executableURL = ToolProcess.executable
            process.arguments = arguments
            var environment = ProcessInfo.processInfo.environment
            environment["TMPDIR"] = temporary
            environment["NO_COLOR"] = "1"
            process.environment = environment
            process.standardOutput = Pipe()
            process.standardError = Pipe()
            process.standardInput = FileHandle.nullDevice
            process.terminationHandler = { [exited] _ in exited.signal() }
            try process.run()
        }

        /// The command's `pid cwd` line, once it has written it (at most a minute).
        func commandLine() -> (pid: pid_t, directory: String)? {
            defer { close(reader) }
            var poller = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 60_000) > 0 else { return nil }
            var bytes = [UInt8](repeating: 0, count: 4096)
            let count = read(reader, &bytes, bytes.count)
            let words = String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ", maxSplits: 1)
            guard words.count == 2, let pid = pid_t(words[0]) else { return nil }
            return (pid, String(words[1]))
        }

        /// Sends `signal` and waits (at most a minute) for the bench to end; its exit status and standard output.
        func interrupt(with signal: Int32) -> (status: Int32, stdout: String)? {
            kill(process.processIdentifier, signal)
            guard exited.wait(timeout: .now() + 60) == .success else {
                kill(process.processIdentifier, SIGKILL)
                return nil
            }
            let output = (process.standardOutput as? Pipe)?.fileHandleForReading.readDataToEndOfFile() ?? Data()
            return (process.terminationStatus, String(decoding: output, as: UTF8.self))
        }
    }

    @Test(.enabled(if: BenchTeardownTests.nodeAvailable, "node is needed to run the build"))
    func ctrlCDuringABuildInACheckoutRemovesEveryCheckoutAndEndsWith130() throws {
        let repo = try RepoBuilder()
        try repo.write("busy.js", Self.busyBuild)
        try repo.write("package.json", #"{"scripts":{}}"#)
        try repo.tag("v1", at: try repo.commitAll("v1"))
        let temporary = repo.temporaryFolder + "/tmp"
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        let fifo = repo.temporaryFolder + "/started"
        let report = repo.temporaryFolder + "/bench.json"
        let bench = try RunningBench([
            "bench", repo.root, "--before", "v1", "--after", "v1", "--build", "node busy.js '\(fifo)'", "--metrics", "build",
            "--runs", "3", "--warmup", "0", "--timeout", "300", "-f", "json", "-o", report,
        ], temporary: temporary, fifo: fifo)
        let build = bench.commandLine()
        let ended = bench.interrupt(with: SIGINT)
        if let build, Self.isAlive(build.pid) { kill(build.pid, SIGKILL) }
        let started = try #require(build, "the build never started")
        #expect(started.directory.hasPrefix(temporary + "/migrate-audit-bench-"), "\(started.directory)")
        let result = try #require(ended, "bench did not end after SIGINT")
        #expect(result.status == 130)
        #expect(result.stdout.isEmpty, "an interrupted run reports nothing: \(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: report))
        #expect(!Self.isAlive(started.pid), "the build outlived the interrupted bench")
        // The build kept writing into its checkout while it was being removed, which refilled it.
        let left = try FileManager.default.contentsOfDirectory(atPath: temporary)
        #expect(left.isEmpty, "checkouts left behind: \(left)")
    }

    @Test(.enabled(if: BenchTeardownTests.nodeAvailable, "node is needed to run the dev server"))
    func ctrlCRemovesTheCacheFolderTheRunsCreated() throws {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("bench-interrupt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: project) }
        try Data(#"{"scripts":{}}"#.utf8).write(to: project.appendingPathComponent("package.json"))
        try Data(Self.cachingServer.utf8).write(to: project.appendingPathComponent("server.js"))
        let fifo = project.appendingPathComponent("started").path
        let bench = try RunningBench([
            "bench", project.path, "--dev", "node server.js '\(fifo)'", "--metrics", "dev", "--cache-dir", ".tool-cache",
            "--runs", "1", "--warmup", "0", "--timeout", "300", "-f", "json",
        ], temporary: FileManager.default.temporaryDirectory.path, fifo: fifo)
        let server = bench.commandLine()
        let ended = bench.interrupt(with: SIGINT)
        if let server, Self.isAlive(server.pid) { kill(server.pid, SIGKILL) }
        #expect(server != nil, "the dev server never started")
        #expect(ended?.status == 130)
        // Left behind, the folder would have the next `bench --cache-dir .tool-cache` refused as not bench's own.
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent(".tool-cache").path))
    }
}
