import Foundation
import Testing
@testable import Reporting

#if canImport(Glibc)
    import Glibc
#endif

/// Inputs named through a pipe: process substitution (`--baseline <(git show main:base.json)`) gives `/dev/fd/63`,
/// which used to be refused as "permission denied".
@Suite struct InputFileTests {
    /// The `/dev/fd` path of a pipe holding `text`, its writing end closed, as a shell's `<(…)` gives one.
    private func pipePath(holding text: String) throws -> (path: String, pipe: Pipe) {
        let pipe = Pipe()
        try pipe.fileHandleForWriting.write(contentsOf: Data(text.utf8))
        try pipe.fileHandleForWriting.close()
        return ("/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)", pipe)
    }

    @Test func aBaselineAndAConfigurationAreReadThroughAPipe() throws {
        let entry = #"{"file":"src/a.js","fingerprint":"0123456789abcdef","ruleId":"env-process-env-static"}"#
        let baseline = try pipePath(holding: #"{"version":1,"entries":["# + entry + "]}")
        let read = try Baseline.read(from: URL(fileURLWithPath: baseline.path))
        #expect(read.entries.map(\.file) == ["src/a.js"])
        let configuration = try pipePath(holding: #"{"version":1,"exclude":["legacy/**"]}"#)
        #expect(try AuditConfiguration.read(from: URL(fileURLWithPath: configuration.path)).exclude.count == 1)
        withExtendedLifetime((baseline.pipe, configuration.pipe)) {}
    }

    @Test func aNamedPipeNobodyWritesToReadsAsEmptyRatherThanWaiting() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("input-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("base.json")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        #expect(try InputFile.contents(of: fifo).isEmpty)
        #expect(throws: InputError.self) { try Baseline.read(from: fifo) }
    }
}
