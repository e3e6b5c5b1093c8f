import Foundation
import GitKit
import GitTestSupport
import Testing

@Suite struct DirectorySourceTests {
    @Test func walksAPlainFolderWithoutFollowingSymlinks() throws {
        let repo = try RepoBuilder()
        try repo.write("src/a.js", "a")
        try repo.write("src/deep/b.js", "b")
        try repo.write("node_modules/react/index.js", "installed")
        try repo.write(".git-like/c.js", "c")
        try repo.symlink("src/link.js", to: "a.js")
        try repo.symlink("src/outside", to: "/usr")
        try repo.symlink("src/loop-a", to: "loop-b")
        try repo.symlink("src/loop-b", to: "loop-a")
        try repo.symlink("src/deep/up", to: "..")

        let input = try ScanInput.resolve(path: repo.root, noGit: true)
        let listing = try input.source.listFiles()
        #expect(listing.files.map(\.path) == [".git-like/c.js", "src/a.js", "src/deep/b.js"])
        #expect(listing.warnings.isEmpty)
        // Not followed, but listed as unscanned, as the git sources list theirs (loops and dangling links too).
        #expect(listing.unscanned == ["src/deep/up", "src/link.js", "src/loop-a", "src/loop-b", "src/outside"].map {
            FileListing.UnscannedEntry(path: $0, kind: .symbolicLink)
        })
    }

    @Test func oneThreadsSourceReadsWhatTheSharedOneReadsAndFollowsNoLink() throws {
        let repo = try RepoBuilder()
        for name in ["a.js", "src/x.js", "src/deep/y.js", "src/z.js", "lib/w.js"] { try repo.write(name, name) }
        try repo.symlink("src/deep/up", to: "..")
        let shared = DirectorySource(path: repo.root)
        let own = shared.forOneThread()
        #expect(try contents(of: own) == contents(of: shared))
        #expect(try contents(of: own).count == 5)
        // A listed file whose folder became a link: refused, as by the shared source.
        let entry = SourceFileEntry(rawPath: Array("src/deep/up/x.js".utf8), size: nil, blobID: nil, isExecutable: false)
        #expect(throws: SourceReadError.self) { try own.read(entry) }
        #expect(throws: SourceReadError.self) { try shared.read(entry) }
    }

    @Test func folderSymlinkedToItsParentIsNotARecursion() throws {
        let repo = try RepoBuilder()
        try repo.write("pkg/index.js", "x")
        try repo.symlink("pkg/self", to: ".")
        try repo.symlink("pkg/parent", to: "..")
        let source = DirectorySource(path: repo.path("pkg"))
        #expect(try contents(of: source) == ["index.js": "x"])
    }

    @Test func excludedFolderNamesAreConfigurable() throws {
        let repo = try RepoBuilder()
        try repo.write("node_modules/a/index.js", "a")
        try repo.write("build/out.js", "b")
        let source = DirectorySource(path: repo.root, excludedDirectories: ["build", ".git"])
        #expect(try paths(of: source) == ["node_modules/a/index.js"])
    }

    @Test func missingFolderIsAnError() throws {
        let repo = try RepoBuilder()
        #expect(throws: SourceReadError.self) { try DirectorySource(path: repo.path("absent")).listFiles() }
    }
}
