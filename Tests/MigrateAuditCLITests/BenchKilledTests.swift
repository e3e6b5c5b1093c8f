import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A bench killed with SIGKILL (a CI hard timeout) runs no teardown; its watchdog still stops the dev server.
@Suite struct BenchKilledTests {
    @Test func aSIGKILLedBenchStillStopsItsDevServer() throws {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("bench-killed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: project) }
        try Data(#"{"scripts":{}}"#.utf8).write(to: project.appendingPathComponent("package.json"))
        // The server holds this FIFO open for writing: its end of file tells the test that the server is gone.
        let fifo = project.appendingPathComponent("alive").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let bench = Process()
        bench.executableURL = ToolProcess.executable
        bench.arguments = ["bench", project.path, "--dev", "exec 3>'\(fifo)'; echo $$ >&3; exec sleep 120", "--metrics", "dev",
                           "--runs", "1", "--warmup", "0", "--timeout", "300", "-f", "json"]
        bench.standardOutput = FileHandle.nullDevice
        bench.standardError = FileHandle.nullDevice
        bench.standardInput = FileHandle.nullDevice
        try bench.run()
        // Blocks until the server opened its end, then reads its pid (the leader of its process group).
        let reader = open(fifo, O_RDONLY)
        #expect(reader >= 0)
        defer { close(reader) }
        var bytes = [UInt8](repeating: 0, count: 32)
        let count = read(reader, &bytes, bytes.count)
        let server = pid_t(String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        #expect(server > 0)
        kill(bench.processIdentifier, SIGKILL)
        // Reaped last: Foundation may notice the exit only once the server is gone too.
        defer { bench.waitUntilExit() }
        // End of file within thirty seconds (a loaded CI machine schedules the watchdog late): the server's group was stopped without bench.
        var poller = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
        var ended = false
        while poll(&poller, 1, 30_000) > 0 {
            if read(reader, &bytes, bytes.count) <= 0 {
                ended = true
                break
            }
        }
        if !ended && server > 0 { kill(-server, SIGKILL) }
        #expect(ended, "the dev server outlived the SIGKILLed bench")
    }
}
