import GitKit
import GitTestSupport
import Testing

/// What `bench --after HEAD` would leave out: every way the working tree can differ from HEAD.
@Suite struct UncommittedChangesTests {
    @Test func editsStagedFilesDeletionsAndUntrackedFilesCountIgnoredOnesDoNot() throws {
        let repo = try RepoBuilder()
        try repo.write(".gitignore", "dist/\n")
        try repo.write("app/src/App.js", "committed\n")
        try repo.write("app/src/gone.js", "committed\n")
        try repo.write("app2/index.js", "a sibling with a common prefix\n")
        try repo.commitAll("first")
        let repository = try Repository.discover(from: repo.root)
        #expect(try repository.uncommittedChanges(under: "") == [])

        try repo.write("app/src/App.js", "edited\n")
        try repo.write("app/src/staged.js", "staged\n")
        try repo.stageAll()
        try repo.remove("app/src/gone.js")
        try repo.write("app/src/new.js", "untracked\n")
        try repo.write("app/dist/bundle.js", "ignored\n")
        try repo.write("app2/index.js", "edited outside the folder\n")
        #expect(try repository.uncommittedChanges(under: "app") == ["app/src/App.js", "app/src/gone.js", "app/src/new.js", "app/src/staged.js"])
        #expect(try repository.uncommittedChanges(under: "").contains("app2/index.js"))
    }
}
