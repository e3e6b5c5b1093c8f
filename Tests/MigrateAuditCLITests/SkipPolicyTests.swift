import Testing

@testable import ScanEngine

/// Skips judged by content: binary, minified by shape, not UTF-8.
@Suite struct SkipPolicyTests {
    private let policy: SkipPolicy = {
        var policy = SkipPolicy()
        policy.minifiedLineLength = 10
        return policy
    }()

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func aLineLongerThanTheLimitMarksAMinifiedFile() {
        #expect(policy.reason(forContent: bytes("0123456789\nshort\n")) == nil, "exactly the limit")
        #expect(policy.reason(forContent: bytes("short\n0123456789A\n")) == .minified)
        #expect(policy.reason(forContent: bytes("short\n0123456789A")) == .minified, "the last line, without newline")
        #expect(policy.reason(forContent: bytes("short\n0123456789")) == nil)
        #expect(policy.reason(forContent: bytes("\n\n\n")) == nil)
        #expect(policy.reason(forContent: []) == nil)
        var off = policy
        off.skipMinified = false
        #expect(off.reason(forContent: bytes("0123456789ABCDEF")) == nil)
    }

    @Test func aGitLFSPointerIsNotSource() {
        let pointer = "version https://git-lfs.github.com/spec/v1\noid sha256:" + String(repeating: "0", count: 64) + "\nsize 12345\n"
        #expect(SkipPolicy().reason(forContent: bytes(pointer)) == .lfsPointer)
        #expect(SkipPolicy().reason(forContent: bytes("// version https://git-lfs.github.com/spec/v1\n")) == nil)
        #expect(SkipPolicy().reason(forContent: bytes(pointer + String(repeating: "var a = 1;\n", count: 100))) == nil, "a pointer is small")
    }

    @Test func outputFolderNamesInsideSrcAreTheTeamsOwnFolders() {
        let policy = SkipPolicy()
        #expect(policy.reason(forPath: "build/main.js") == .generated)
        #expect(policy.reason(forPath: "packages/app/dist/index.js") == .generated)
        #expect(policy.reason(forPath: "src/pages/build/BuildPage.js") == nil)
        #expect(policy.reason(forPath: "packages/app/src/out/index.js") == nil)
        #expect(policy.reason(forPath: "src/__generated__/schema.js") == .generated, "always generated, wherever it is")
        #expect(policy.reason(forPath: "src/coverage/lcov.js") == .generated)
    }

    @Test("Yarn berry's own files (its committed release and plugins, the PnP resolver) are generated, not the app's source")
    func yarnBerryFilesAreGenerated() {
        let policy = SkipPolicy()
        #expect(policy.reason(forPath: ".pnp.cjs") == .generated)
        #expect(policy.reason(forPath: ".pnp.js") == .generated, "Yarn 2's name")
        #expect(policy.reason(forPath: ".pnp.loader.mjs") == .generated)
        #expect(policy.reason(forPath: "apps/web/.pnp.cjs") == .generated)
        #expect(policy.reason(forPath: ".yarn/releases/yarn-3.6.4.cjs") == .generated)
        #expect(policy.reason(forPath: ".yarn/plugins/@yarnpkg/plugin-workspace-tools.cjs") == .generated)
        #expect(policy.reason(forPath: ".yarn/sdks/typescript/lib/tsserver.js") == .generated)
        #expect(policy.reason(forPath: "src/pnp.cjs") == nil)
        #expect(policy.reason(forPath: "src/yarn/index.js") == nil)
        var kept = policy
        kept.skipGenerated = false
        #expect(kept.reason(forPath: ".pnp.cjs") == nil)
    }

    @Test func carriageReturnsAloneEndLinesToo() {
        // Classic Mac line ends: short lines, no line feed anywhere.
        #expect(policy.reason(forContent: bytes("var a = 1;\rvar b = 2;\rvar c = 3;\r")) == nil)
        #expect(policy.reason(forContent: bytes("var a = 1;\r\nvar b = 2;\r\n")) == nil)
        #expect(policy.reason(forContent: bytes("var a = 1;\r0123456789AB\r")) == .minified)
        #expect(policy.reason(forContent: bytes("short\nvar a = 1;\r0123456789AB\nshort")) == .minified)
    }

    @Test func onlyTheFirst64KiBAreProbedForLongLinesAndNUL() {
        let lines = [UInt8](repeating: 0x0A, count: 65_536)
        #expect(policy.reason(forContent: lines + bytes("0123456789ABCDEF")) == nil)
        #expect(policy.reason(forContent: lines + [0]) == nil)
        #expect(policy.reason(forContent: Array(lines.prefix(9000)) + [0]) == .binary)
        // A long line straddling the probe's end counts up to the end.
        // A long line straddling the probe's end counts up to the end.
        let long = [UInt8](repeating: 0x61, count: 70_000)
        #expect(policy.reason(forContent: Array(lines.prefix(5)) + long) == .minified, "long lines are most of the probe")
        #expect(policy.reason(forContent: Array(lines.prefix(40_000)) + long) == nil, "less than half of the probe")
    }

    @Test("One long line among many short ones is a hand-written file's (a data URI): scanned; a bundle is nearly all long lines")
    func longLinesMustBeMostOfTheFile() {
        let code = String(repeating: "a = 1;\n", count: 10)
        #expect(policy.reason(forContent: bytes(code + "const icon = 'data:image/png;base64,AAAA';\n" + code)) == nil)
        #expect(policy.reason(forContent: bytes("/* license */\n" + String(repeating: "var a=1,b=2;", count: 20) + "\n")) == .minified)
        // Half of it is enough: a file that is mostly a data URI holds little code.
        #expect(policy.reason(forContent: bytes("let x;\n" + String(repeating: "A", count: 40))) == .minified)
    }

    @Test func invalidUTF8IsNamedUnlessTheCallerValidatedIt() {
        #expect(policy.reason(forContent: [0x61, 0xC0, 0xAF, 0x0A]) == .notUTF8)
        #expect(policy.reason(forContent: [0x61, 0xC0, 0xAF, 0x0A], knownValidUTF8: true) == nil)
        #expect(policy.reason(forContent: bytes("é\n")) == nil)
    }
}
