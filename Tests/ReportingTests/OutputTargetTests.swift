import Foundation
import Testing
@testable import Reporting

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Output paths that are not plain report files: nothing there may be replaced by a regular file.
@Suite struct OutputTargetTests {
    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("output-target-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func fileType(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    @Test func aFIFOIsWrittenThroughAndStaysAFIFO() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("report.pipe")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        #expect(try OutputTarget.resolve(fifo.path) == .special(fifo.path))
        // A reader opened first (non-blocking), so that opening for writing does not wait for one.
        let reader = open(fifo.path, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        try AtomicFileWriter.write(Data("{\"findings\": []}\n".utf8), to: fifo)
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(reader, &buffer, buffer.count)
        #expect(String(decoding: buffer[..<max(count, 0)], as: UTF8.self) == "{\"findings\": []}\n")
        #expect(fileType(fifo.path) == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.pipe"])
    }

    @Test func aLinkToAReportStaysALinkAndTheFileItLeadsToIsReplaced() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let real = folder.appendingPathComponent("real.json"), link = folder.appendingPathComponent("latest.json")
        try Data("old".utf8).write(to: real)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.json")
        try AtomicFileWriter.write(Data("new".utf8), to: link)
        #expect(fileType(link.path) == S_IFLNK)
        #expect(try String(contentsOf: real, encoding: .utf8) == "new")
    }

    @Test func aLinkToNothingCreatesTheFileItNames() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("latest.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "first.json")
        try AtomicFileWriter.write(Data("new".utf8), to: link)
        #expect(fileType(link.path) == S_IFLNK)
        #expect(try String(contentsOf: folder.appendingPathComponent("first.json"), encoding: .utf8) == "new")
    }

    @Test func foldersAndLoopsOfLinksAreClearErrors() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = #expect(throws: AtomicFileWriter.WriteError.self) { try AtomicFileWriter.write(Data("x".utf8), to: folder) }
        #expect(error?.description.contains("is a folder") == true)
        let first = folder.appendingPathComponent("a"), second = folder.appendingPathComponent("b")
        try FileManager.default.createSymbolicLink(atPath: first.path, withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: second.path, withDestinationPath: "a")
        let loop = #expect(throws: AtomicFileWriter.WriteError.self) { try AtomicFileWriter.write(Data("x".utf8), to: first) }
        #expect(loop?.description.contains("loop") == true)
        #expect(fileType(first.path) == S_IFLNK && fileType(second.path) == S_IFLNK)
    }

    @Test func standardOutputByPathIsTheDescriptorAndADestinationOfStandardOutput() throws {
        // Whatever the test runner's standard output is (a pipe, a file, a terminal), these paths lead to it.
        #expect(try OutputTarget.resolve("/dev/stdout") == .descriptor(STDOUT_FILENO))
        #expect(try OutputTarget.resolve("/proc/self/fd/1") == .descriptor(STDOUT_FILENO))
        #expect(ReportDestination(argument: "/dev/stdout", currentDirectory: URL(fileURLWithPath: "/")) == .standardOutput)
    }

    @Test func devicesAreSpecial() throws {
        // Classified only: a test must never write to the machine's devices.
        #expect(try OutputTarget.resolve("/dev/zero") == .special("/dev/zero"))
    }
}
