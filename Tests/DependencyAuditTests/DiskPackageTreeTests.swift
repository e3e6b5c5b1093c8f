import Testing
@testable import DependencyAudit

struct DiskPackageTreeTests {
    @Test func followsLinksInsideTheProjectOnly() throws {
        let directory = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        try outside.write("secret/package.json", #"{"name": "secret"}"#)
        try directory.write("node_modules/.pnpm/a@1.0.0/node_modules/a/package.json", #"{"name": "a", "version": "1.0.0"}"#)
        try directory.write("node_modules/.pnpm/a@1.0.0/node_modules/a/index.js", "module.exports = 1")
        try directory.link("node_modules/a", to: ".pnpm/a@1.0.0/node_modules/a")
        try directory.link("node_modules/escape", to: outside.path + "/secret")
        try directory.link("node_modules/up", to: "../../" + URL(fileURLWithPath: outside.path).lastPathComponent + "/secret")
        try directory.link("node_modules/c1", to: "c2")
        try directory.link("node_modules/c2", to: "c1")
        let tree = DiskPackageTree(root: directory.path)
        #expect(tree.canonicalPath("node_modules/a/index.js") == .found("node_modules/.pnpm/a@1.0.0/node_modules/a/index.js", .file))
        guard case .outsideProject = tree.canonicalPath("node_modules/escape/package.json") else { Issue.record("absolute link out must be refused"); return }
        guard case .outsideProject = tree.canonicalPath("node_modules/up/package.json") else { Issue.record("relative link out must be refused"); return }
        guard case .cycle = tree.canonicalPath("node_modules/c1") else { Issue.record("cycle must be detected"); return }
        #expect(tree.read("node_modules/escape/package.json") == nil)
        let trusted = DiskPackageTree(root: directory.path, trustedRoots: [outside.path])
        #expect(trusted.read("node_modules/escape/package.json") != nil)
    }

    /// A tree that remembers folders answers as one that stats every time, links and all, asked once or again.
    @Test func rememberingFoldersAnswersTheSame() throws {
        let directory = try TemporaryDirectory()
        try directory.write("node_modules/.pnpm/a@1.0.0/node_modules/a/lib/index.js", "module.exports = 1")
        try directory.link("node_modules/a", to: ".pnpm/a@1.0.0/node_modules/a")
        try directory.link("node_modules/b", to: "a/lib")
        try directory.link("node_modules/c1", to: "c2")
        try directory.link("node_modules/c2", to: "c1")
        try directory.link("node_modules/out", to: "../..")
        let plain = DiskPackageTree(root: directory.path)
        let remembering = DiskPackageTree(root: directory.path, remembersDirectories: true)
        let paths = [
            "node_modules/a/lib/index.js", "node_modules/b/index.js", "node_modules/a/lib", "node_modules/a/lib/index.js/x",
            "node_modules/a/missing.js", "node_modules/c1/x", "node_modules/out/y", "node_modules", "",
        ]
        for _ in 0..<2 {
            for path in paths {
                #expect(remembering.canonicalPath(path) == plain.canonicalPath(path), "\(path)")
                #expect(remembering.entryKind(at: path) == plain.entryKind(at: path), "\(path)")
            }
        }
        #expect(remembering.read("node_modules/b/index.js") == Array("module.exports = 1".utf8))
    }

    /// Paths are split at `/` Characters, as they always were: a `/` followed by a combining mark is none.
    @Test func aSlashFollowedByACombiningMarkSeparatesNothing() {
        #expect(PathUtilities.components("a//b/./c/") == ["a", "b", ".", "c"])
        #expect(PathUtilities.components("node_modules/caf\u{E9}/x.js") == ["node_modules", "caf\u{E9}", "x.js"])
        #expect(PathUtilities.components("node_modules/p/./\u{301}x.js") == ["node_modules", "p", "./\u{301}x.js"])
        // A package whose main is `./\u{301}x.js` has that entry, `./` kept.
        #expect(PathUtilities.join("node_modules/p", "./\u{301}x.js") == "node_modules/p/./\u{301}x.js")
        #expect(PathUtilities.join("node_modules/p", "./x.js") == "node_modules/p/x.js")
    }

    @Test func auditsAPnpmProjectOnDisk() throws {
        let directory = try TemporaryDirectory()
        try directory.write("package.json", #"{"name": "app", "dependencies": {"a": "^1.0.0"}}"#)
        try directory.write("node_modules/.pnpm/a@1.0.0/node_modules/a/package.json", #"{"name": "a", "version": "1.0.0"}"#)
        try directory.write("node_modules/.pnpm/a@1.0.0/node_modules/a/index.js", "module.exports = 1")
        try directory.link("node_modules/a", to: ".pnpm/a@1.0.0/node_modules/a")
        let result = DependencyAuditor(tree: DiskPackageTree(root: directory.path)).audit(importSites: ["a": [ImportSite(file: "src/index.js", line: 1)]])
        #expect(result.record("a")?.format == .cjs)
        #expect(result.record("a")?.entry == "node_modules/.pnpm/a@1.0.0/node_modules/a/index.js")
    }
}

import Foundation
