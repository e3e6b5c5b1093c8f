import AuditModel
import Testing

@testable import SourceRules

/// A webpack magic comment's fix is what replaces its keys under Vite: an eager mode is no chunk name.
@Suite struct MagicCommentFixTests {
    private func fixes(_ code: String, viteMajor: Int = 8) -> [String] {
        let rule = DynamicImportRules.all.first { $0.description.id == "dyn-magic-comments" }!
        var facts = ProjectFacts.examples
        facts.targetViteMajor = viteMajor
        return ExampleRunner.findings(of: rule, code: code, fileName: "src/load.js", facts: facts).compactMap(\.fix)
    }

    @Test func eachKeyGetsItsOwnReplacement() {
        #expect(fixes("import(/* webpackMode: \"eager\" */ './a.js');") == [
            "a static import (or import.meta.glob(…, { eager: true }) for a pattern): Vite keeps import() lazy",
        ])
        #expect(fixes("import(/* webpackMode: \"weak\" */ './a.js');").first?.hasPrefix("import.meta.glob for the files") == true)
        #expect(fixes("import(/* webpackChunkName: \"a\", webpackPrefetch: true */ './a.js');") == [
            "build.rolldownOptions.output (chunkFileNames, codeSplitting) for chunk names; nothing for preloading (Vite preloads an import's dependencies), or a <link rel=\"prefetch\">",
        ])
        #expect(fixes("import(/* webpackIgnore: true */ url);") == ["/* @vite-ignore */"])
        // The mode's value decides, not a chunk name holding the word.
        #expect(fixes("import(/* webpackChunkName: \"eager-modal\", webpackMode: \"lazy\" */ './m.js');") == [
            "build.rolldownOptions.output (chunkFileNames, codeSplitting) for chunk names",
        ])
        #expect(fixes("import(/* webpackInclude: /\\.json$/ */ `./locales/${l}`);") == ["an import.meta.glob pattern naming the files to include or exclude"])
    }

    @Test func chunkNamesFollowTheTargetVite() {
        #expect(fixes("import(/* webpackChunkName: \"a\" */ './a.js');", viteMajor: 7) == [
            "build.rollupOptions.output (chunkFileNames, manualChunks) for chunk names",
        ])
        #expect(fixes("import(/* webpackChunkName: \"a\" */ './a.js');", viteMajor: 8) == [
            "build.rolldownOptions.output (chunkFileNames, codeSplitting) for chunk names",
        ])
    }
}
