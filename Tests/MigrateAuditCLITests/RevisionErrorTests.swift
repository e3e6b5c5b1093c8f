import Foundation
import GitTestSupport
import Testing

/// A revision that does not resolve gets the same one-line message from every command that takes one, never
/// libgit2's own text (`git_revparse_single: revspec 'nope' not found`) alone.
@Suite struct RevisionErrorTests {
    @Test func everyCommandNamesAnUnknownRevisionAlike() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{"name":"app","scripts":{"build":"true"}}"#)
        try repo.write("src/a.js", "export const a = 1;\n")
        try repo.commitAll("app")
        let cache = repo.temporaryFolder + "/cache"
        let runs: [(option: String, arguments: [String])] = [
            ("", ["scan", repo.root, "--ref", "nope", "--cache-dir", cache]),
            ("--compare: ", ["scan", repo.root, "--compare", "nope", "--cache-dir", cache, "-f", "json", "-o", "/dev/null"]),
            ("--after: ", ["compare", repo.root, "--before", "HEAD", "--after", "nope", "--cache-dir", cache, "-o", "/dev/null"]),
            ("--before: ", ["bench", repo.root, "--before", "nope", "--after", "HEAD", "--build", "true", "--metrics", "build", "--runs", "1", "--warmup", "0"]),
        ]
        for (option, arguments) in runs {
            let result = try ToolProcess.run(arguments)
            #expect(result.exitCode == 2, "\(arguments[0]): \(result.stderr)")
            #expect(result.stderr.contains("error: \(option)unknown revision 'nope' in repository '"), "\(arguments[0]): \(result.stderr)")
            #expect(result.stderr.contains("no branch, tag or commit by that name (libgit2: revspec 'nope' not found); check `git log --oneline` or `git tag`"),
                "\(arguments[0]): \(result.stderr)")
            #expect(!result.stderr.contains("git_revparse_single"), "\(arguments[0]): \(result.stderr)")
        }
    }

    /// Right after `git init`, HEAD is no unknown name: the repository has no commit yet, which each command says.
    @Test func everyCommandSaysThatARepositoryWithoutCommitsHasNoRevision() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{"name":"app","scripts":{"build":"true"}}"#)
        try repo.write("src/a.js", "export const a = 1;\n")
        try expectEveryRevisionCommand(in: repo, given: "HEAD", beside: "HEAD", toSay: "repository '\(repo.root)' has no commits yet "
            + "(HEAD is the unborn branch 'main'), so 'HEAD' names none; commit first")
    }

    /// An orphan checkout: HEAD names a branch without commits while main has some. A revision read from HEAD names
    /// none, and the branches that would do are named instead of "no branch, tag or commit by that name".
    @Test func aRevisionFromAnUnbornHEADNamesTheBranchesWithCommits() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{"name":"app","scripts":{"build":"true"}}"#)
        try repo.write("src/a.js", "export const a = 1;\n")
        try repo.commitAll("on main")
        try repo.write(".git/HEAD", "ref: refs/heads/orphan\n")
        try expectEveryRevisionCommand(in: repo, given: "HEAD~1", beside: "main", toSay: "'HEAD~1' is relative to HEAD, and HEAD of repository "
            + "'\(repo.root)' names the branch 'orphan', which has no commits yet; its branches with commits: main; give one of them (e.g. main) instead")
    }

    /// `scan --compare`, `compare --before` and `bench --after` given `revision` (`other` on the side it is not) end
    /// with exit code 2 and `message` as their error, the option named. bench checks `other` out first, naming the
    /// checkout on stderr: the error is the last line.
    private func expectEveryRevisionCommand(in repo: RepoBuilder, given revision: String, beside other: String, toSay message: String) throws {
        let cache = repo.temporaryFolder + "/cache"
        let runs: [(option: String, arguments: [String])] = [
            ("--compare", ["scan", repo.root, "--compare", revision, "--cache-dir", cache, "-f", "json", "-o", "/dev/null"]),
            ("--before", ["compare", repo.root, "--before", revision, "--after", other, "--cache-dir", cache, "-o", "/dev/null"]),
            // bench reads --before first: given the same revision, that is the one it names.
            (other == revision ? "--before" : "--after", ["bench", repo.root, "--before", other, "--after", revision, "--build", "true", "--metrics", "build", "--runs", "1", "--warmup", "0"]),
        ]
        for (option, arguments) in runs {
            let result = try ToolProcess.run(arguments)
            #expect(result.exitCode == 2, "\(arguments[0]): \(result.stderr)")
            #expect(result.stderr.hasSuffix("error: \(option): \(message)\n") && !result.stderr.contains("git_revparse_single"), "\(arguments[0]): \(result.stderr)")
        }
    }

    /// A mistyped --after is said before anything is checked out: not after a checkout (and an install) of --before.
    @Test func benchResolvesBothRefsBeforeCheckingEitherOut() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{"name":"app","scripts":{"build":"true"}}"#)
        try repo.commitAll("main")
        let result = try ToolProcess.run(["bench", repo.root, "--before", "main", "--after", "mian", "--build", "true", "--metrics", "build", "--runs", "1", "--warmup", "0"])
        #expect(result.exitCode == 2, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("error: --after: unknown revision 'mian'"), "\(result.stderr)")
        #expect(!result.stderr.contains("checking out"), "\(result.stderr)")
    }
}
