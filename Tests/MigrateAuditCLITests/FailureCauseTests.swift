import BenchKit
import Foundation
import GitTestSupport
@testable import MigrateAuditCLI
import Testing

/// A failed build's error names the line that says why, not only the stack or dump that ends its output.
@Suite struct FailureCauseTests {
    /// What node prints when a build script's dependency is missing: the cause first, then 10 lines of stack and dump.
    static let missingModule = """
        node:internal/modules/cjs/loader:1080
          throw err;
          ^

        Error: Cannot find module 'graceful-fs'
        Require stack:
        - /app/node_modules/fs-extra/lib/fs/index.js
        - /app/scripts/build.js
            at Module._resolveFilename (node:internal/modules/cjs/loader:1077:15)
            at Module._load (node:internal/modules/cjs/loader:922:27)
            at Module.require (node:internal/modules/cjs/loader:1143:19) {
          code: 'MODULE_NOT_FOUND',
          requireStack: [ '/app/node_modules/fs-extra/lib/fs/index.js', '/app/scripts/build.js' ]
        }
        """

    @Test(arguments: [
        (missingModule, "Error: Cannot find module 'graceful-fs'"),
        ("> build\nwebpack compiled\nModule not found: Error: Can't resolve './missing' in '/app/src'\n", "Module not found: Error: Can't resolve './missing' in '/app/src'"),
        ("npm ERR! code ELIFECYCLE\nnpm ERR! errno 1\n", "npm ERR! code ELIFECYCLE"),
        ("/app/src/a.js:3\n  const = 1;\n  SyntaxError: Unexpected token '='\n", "SyntaxError: Unexpected token '='"),
        ("src/a.ts(3,7): error TS2322: Type 'string' is not assignable\n", "src/a.ts(3,7): error TS2322: Type 'string' is not assignable"),
    ])
    func theFirstLineThatLooksLikeTheCauseIsFound(_ output: String, _ cause: String) {
        #expect(FailureCause.firstLine(in: output) == cause)
    }

    @Test func outputWithoutAnErrorLineNamesNoCause() {
        #expect(FailureCause.firstLine(in: "building…\n  code: 'MODULE_NOT_FOUND'\n}\n") == nil)
        #expect(FailureCause.firstLine(in: "Error: " + String(repeating: "x", count: 1000))?.count == FailureCause.maximumLength + 1)
    }

    @Test func theErrorNamesTheCauseAndTheTail() throws {
        // As a record holds it (the type has no public initialiser).
        let fields: [String: Any] = [
            "metric": "build", "run": 0, "exitCode": 1, "message": "`npm run build` failed with status 1. Last output:", "logTail": Self.missingModule,
        ]
        let failure = try JSONDecoder().decode(BenchRecord.Failure.self, from: JSONSerialization.data(withJSONObject: fields))
        let text = BenchCommand.explanation(of: failure)
        #expect(text.hasPrefix("`npm run build` failed with status 1; the first error in its output: Error: Cannot find module 'graceful-fs'. Last output:\n"), "\(text)")
        #expect(text.hasSuffix("requireStack: [ '/app/node_modules/fs-extra/lib/fs/index.js', '/app/scripts/build.js' ]\n}"), "\(text)")
    }

    @Test func aBenchWhoseBuildFailsNamesTheCauseOnStandardError() throws {
        let repo = try RepoBuilder()
        try repo.write("src/index.js", "export const a = 1;\n")
        try repo.write("package.json", #"{"scripts":{"build":"true"}}"#)
        try repo.write("node-error.txt", Self.missingModule + "\n")
        try repo.commitAll("app")
        let json = repo.temporaryFolder + "/bench.json"
        let result = try ToolProcess.run([
            "bench", repo.root, "--build", "cat node-error.txt >&2; exit 1", "--metrics", "build", "--runs", "1", "--warmup", "0", "-f", "json", "-o", json,
        ])
        #expect(result.exitCode == 2, "\(result.stderr)")
        #expect(result.stderr.contains("exited with status 1; the first error in its output: Error: Cannot find module 'graceful-fs'. Last output:"), "\(result.stderr)")
        #expect(result.stderr.contains("code: 'MODULE_NOT_FOUND'"), "the tail stays: \(result.stderr)")
    }
}
