import AuditModel
import Foundation
import GitTestSupport
import Testing

/// Declarations of the wrong type and a lockfile cut off mid-entry are said, never read as nothing.
@Suite struct ManifestShapeWarningsTests {
    private func warnings(_ repo: RepoBuilder, file: String) throws -> [String] {
        try ToolProcess.scanReport([repo.root, "--no-git", "--no-cache"]).warnings.filter { $0.file == file }.map(\.message)
    }

    @Test func declarationsOfTheWrongTypeAreNamed() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", "{\"name\":\"x\",\n\"dependencies\": [],\n\"devDependencies\": {\"react\": 16, \"jest\": \"^26.0.0\"}}\n")
        try repo.write("src/a.js", "import React from 'react';\n")
        let messages = try warnings(repo, file: "package.json")
        #expect(messages.contains { $0.hasPrefix("line 2, column 1: \"dependencies\" is an array; expected an object") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("line 3, column 21: \"devDependencies\" entry \"react\" is a number (16); expected a version range") }, "\(messages)")
    }

    @Test func aYarnLockCutOffMidEntryIsMalformedAtThatEntry() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", "{\"name\":\"x\",\"dependencies\":{\"react\":\"^16.0.0\",\"react-router\":\"^3.0.0\"}}\n")
        try repo.write("yarn.lock", "# yarn lockfile v1\n\nreact@^16.0.0:\n  version \"16.14.0\"\n\nreact-router@^3.0.0:\n  vers")
        let messages = try warnings(repo, file: "yarn.lock")
        #expect(messages.contains { $0.hasPrefix("yarn.lock is malformed at line 6, column 1: entry 'react-router@^3.0.0' has no version") }, "\(messages)")
    }
}
