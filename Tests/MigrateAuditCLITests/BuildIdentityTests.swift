import Foundation
import Testing

@testable import ScanEngine

/// Cache keys tell builds apart by the linker's build id, not by size and modification time.
@Suite struct BuildIdentityTests {
    @Test func theBuildIDIsReadFromTheExecutablesNotes() throws {
        #if os(Linux)
            let identity = BuildIdentity.current
            #expect(identity.hasPrefix("build-id:"), "\(identity)")
            #expect(identity.dropFirst("build-id:".count).count >= 16)
            // The same id as the ELF note readelf prints, for the tool's own executable.
            let tool = ToolProcess.executable.path
            let descriptor = open(tool, O_RDONLY)
            defer { close(descriptor) }
            let id = try #require(BuildIdentity.gnuBuildID(descriptor))
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/readelf") else { return }
            let readelf = Process()
            readelf.executableURL = URL(fileURLWithPath: "/usr/bin/readelf")
            readelf.arguments = ["-n", tool]
            let pipe = Pipe()
            readelf.standardOutput = pipe
            try readelf.run()
            let notes = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            readelf.waitUntilExit()
            #expect(notes.contains("Build ID: \(id)"))
        #endif
    }

    @Test func aFileWithoutNotesIsHashedAndTwoContentsOfOneSizeDiffer() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("identity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func hash(_ text: String) throws -> String {
            let url = folder.appendingPathComponent(UUID().uuidString)
            try Data(text.utf8).write(to: url)
            let descriptor = open(url.path, O_RDONLY)
            defer { close(descriptor) }
            #expect(BuildIdentity.gnuBuildID(descriptor) == nil)
            return BuildIdentity.contentHash(descriptor)
        }
        #expect(try hash("window by webpack 4 ...") != (try hash("window by webpack X ...")))
        #expect(try hash("same bytes") == (try hash("same bytes")))
    }
}
