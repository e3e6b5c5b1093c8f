import Foundation
import GitKit
import GitTestSupport
import Testing

/// Awkward paths and bytes: names with spaces, non-ASCII and invalid UTF-8; CRLF and BOM; binary; huge files.
@Suite struct FileContentTests {
    private let invalidName: [UInt8] = Array("src/bad-".utf8) + [0xFF, 0xFE] + Array(".js".utf8)

    private func awkwardRepository() throws -> RepoBuilder {
        let repo = try RepoBuilder()
        try repo.write("src/with space.js", "space\n")
        try repo.write("src/ünïcødé/日本.js", "unicode\n")
        try repo.write(rawPath: invalidName, bytes: Array("raw name\n".utf8))
        try repo.commitAll("awkward names")
        return repo
    }

    @Test func awkwardNamesInTheWorkingTree() throws {
        let repo = try awkwardRepository()
        try checkAwkwardNames(try WorkingTreeSource(repository: try Repository.discover(from: repo.root)))
    }

    @Test func awkwardNamesAtARevision() throws {
        let repo = try awkwardRepository()
        try checkAwkwardNames(try RevisionSource(repository: try Repository.discover(from: repo.root), revision: "HEAD"))
    }

    @Test func awkwardNamesInAPlainFolder() throws {
        let repo = try awkwardRepository()
        try checkAwkwardNames(DirectorySource(path: repo.root))
    }

    private func checkAwkwardNames(_ source: any FileSource) throws {
        let files = try source.listFiles().files
        let invalid = try #require(files.first { $0.rawPath == invalidName })
        // Each byte that is not UTF-8 spelled as git quotes it: two such names never merge into one path.
        #expect(invalid.path == #"src/bad-\377\376.js"#)
        #expect(try source.read(invalid) == Array("raw name\n".utf8))
        // Sorted by raw bytes: "bad-\xFF" before "with space", and the non-ASCII folder last.
        #expect(files.map(\.path) == [#"bad-\377\376.js"#, "with space.js", "ünïcødé/日本.js"].map { "src/" + $0 })
        #expect(try contents(of: source)["src/with space.js"] == "space\n")
        #expect(try contents(of: source)["src/ünïcødé/日本.js"] == "unicode\n")
    }

    @Test func crlfAndBOMBytesAreReturnedUnchanged() throws {
        let repo = try RepoBuilder()
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("const a = 1;\r\nconst b = 2;\r\n".utf8)
        try repo.write(rawPath: Array("crlf.js".utf8), bytes: bytes)
        try repo.commitAll("crlf")
        let repository = try Repository.discover(from: repo.root)
        for source in [try WorkingTreeSource(repository: repository) as any FileSource,
                       try RevisionSource(repository: repository, revision: "HEAD"), DirectorySource(path: repo.root)] {
            let entry = try #require(try source.listFiles().files.first { $0.path == "crlf.js" })
            #expect(try source.loadText(entry, sizeLimit: 1 << 20) == .text(bytes))
        }
    }

    @Test func binaryAndNonUTF8FilesAreClassified() throws {
        let repo = try RepoBuilder()
        try repo.write(rawPath: Array("logo.png".utf8), bytes: [0x89, 0x50, 0x4E, 0x47, 0x00, 0x01])
        try repo.write(rawPath: Array("latin1.js".utf8), bytes: Array("const caf".utf8) + [0xE9] + Array(" = 1;\n".utf8))
        try repo.write("ok.js", "const café = 1;\n")
        try repo.commitAll("c")
        let source = try RevisionSource(repository: try Repository.discover(from: repo.root), revision: "HEAD")
        var kinds: [String: FileContent] = [:]
        for entry in try source.listFiles().files { kinds[entry.path] = try source.loadText(entry, sizeLimit: 1 << 20) }
        #expect(kinds["logo.png"] == .binary)
        #expect(kinds["latin1.js"] == .notUTF8)
        #expect(kinds["ok.js"] == .text(Array("const café = 1;\n".utf8)))
    }

    @Test func fileOverTheLimitIsReportedBySizeWithoutBeingRead() throws {
        let repo = try RepoBuilder()
        let size = 50 * 1024 * 1024 + 1
        try repo.writeLargeFile("huge.js", size: size)
        let source = try WorkingTreeSource(repository: try Repository.discover(from: repo.root))
        let entry = try #require(try source.listFiles().files.first { $0.path == "huge.js" })
        #expect(entry.size == size)
        // Gone from disk: any attempt to read it would throw, so `.tooLarge` proves it was not read.
        try repo.remove("huge.js")
        #expect(try source.loadText(entry, sizeLimit: 50 * 1024 * 1024) == .tooLarge(size: size))
        #expect(throws: SourceReadError.self) { try source.read(entry) }
    }

    @Test func blobOverTheLimitIsReportedBySizeFromItsHeader() throws {
        let repo = try RepoBuilder(bare: true)
        let size = 50 * 1024 * 1024 + 1
        let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: size)
        try repo.commitTree([.file(rawPath: Array("huge.js".utf8), bytes: bytes, executable: false), .text("small.js", "s")],
                            message: "huge")
        let source = try RevisionSource(repository: try Repository.discover(from: repo.root), revision: "HEAD")
        let entry = try #require(try source.listFiles().files.first { $0.path == "huge.js" })
        #expect(try source.contentSize(of: entry) == size)
        #expect(try source.loadText(entry, sizeLimit: 50 * 1024 * 1024) == .tooLarge(size: size))
    }
}
