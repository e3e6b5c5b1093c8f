import Testing
@testable import ScanEngine
@testable import SourceRules

/// Node's built-ins against npm packages that share their names: `process/browser` and `buffer/` are packages'
/// files (the browser stand-ins), `fs/promises` and `node:path` are Node's.
@Suite struct BareSpecifierTests {
    @Test(arguments: ["fs", "node:fs", "fs/promises", "path/posix", "node:stream/web", "process"])
    func builtins(_ specifier: String) {
        #expect(ContextClassifier.isNodeBuiltin(specifier))
        #expect(!BareSpecifier.isPackage(specifier))
    }

    @Test(arguments: ["process/browser", "buffer/", "events/events.js", "path-browserify", "util/util.js", "@scope/fs"])
    func packagesNamedLikeBuiltins(_ specifier: String) {
        #expect(!ContextClassifier.isNodeBuiltin(specifier))
        #expect(BareSpecifier.isPackage(specifier))
    }
}
