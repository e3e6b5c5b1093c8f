import Foundation
import Testing
@testable import Reporting

/// bench's Ctrl-C clean-up removes the report writer's temporary files through the registry, which then stays locked.
struct TemporaryFileRegistryTests {
    @Test func removingAllForExitDeletesEveryFileBeingWritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("registry-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let writing = folder.appendingPathComponent(".report.json.tmp").path
        let written = folder.appendingPathComponent("report.json").path
        for path in [writing, written] { #expect(FileManager.default.createFile(atPath: path, contents: Data("{}".utf8))) }
        // Its own registry: the shared one stays usable for the other tests, since this one is never unlocked.
        let registry = TemporaryFileRegistry()
        registry.add(writing)
        registry.removeAllForExit()
        #expect(!FileManager.default.fileExists(atPath: writing))
        #expect(FileManager.default.fileExists(atPath: written), "only the files being written go")
    }
}
