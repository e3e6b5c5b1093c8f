import AuditModel
import Testing

/// react-scripts inlined images up to IMAGE_INLINE_SIZE_LIMIT, 10,000 bytes when unset; Vite inlines under 4096.
@Suite struct CRAImageInlineLimitTests {
    private static let manifest = "{\n  \"dependencies\": {\n    \"react-scripts\": \"4.0.3\"\n  }\n}\n"

    private func findings(_ files: [String: String]) -> [Finding] {
        ConfigFixture(files: files).audit().findings("asset-inline-limit")
    }

    private func image(_ bytes: Int) -> String { String(repeating: "x", count: bytes) }

    @Test func anImageBetweenTheTwoDefaultsIsReportedOnceAtReactScripts() {
        let found = findings([
            "package.json": Self.manifest, "src/logo.png": image(6000), "src/icons/a.gif": image(9000), "src/tiny.png": image(2000),
            "src/big.jpg": image(20000), "public/favicon.png": image(6000),
        ])
        #expect(found.map { "\($0.file):\($0.line):\($0.column)" } == ["package.json:3:5"])
        #expect(found.first?.severity == .info)
        #expect(found.first?.message == "react-scripts inlines imported images up to 10000 bytes as data URLs (IMAGE_INLINE_SIZE_LIMIT unset); Vite inlines only those under 4096 bytes, so src/icons/a.gif (9000 bytes) and 1 more become separate files.")
        #expect(found.first?.fix == "build: { assetsInlineLimit: 10001 } in vite.config to keep them inlined (Vite inlines only files under the limit, react-scripts those up to it), or nothing if separate files are fine")
    }

    /// react-scripts inlined an image of exactly 10,000 bytes (url-loader's `size <= limit`, asset modules' `<= maxSize`);
    /// Vite inlines only `content.length < assetsInlineLimit`, so the limit that keeps it inlined is 10001.
    @Test func theFixKeepsAnImageOfExactlyTheLimitInlined() {
        let found = findings(["package.json": Self.manifest, "src/edge.png": image(10_000)])
        #expect(found.first?.message.contains("src/edge.png (10000 bytes)") == true)
        #expect(found.first?.fix?.hasPrefix("build: { assetsInlineLimit: 10001 }") == true)
    }

    /// Images both tools treat alike, a limit the project sets itself, no react-scripts: nothing to say.
    @Test func nothingWhenBothToolsInlineTheSameImages() {
        #expect(findings(["package.json": Self.manifest, "src/tiny.png": image(4095), "src/big.png": image(10001), "src/icon.svg": image(6000)]).isEmpty)
        let set = findings(["package.json": Self.manifest, "src/logo.png": image(6000), ".env": "IMAGE_INLINE_SIZE_LIMIT=0\n"])
        #expect(set.map(\.file) == [".env"], "the .env line is the finding, as before")
        let script = "{\n  \"scripts\": { \"build\": \"IMAGE_INLINE_SIZE_LIMIT=0 react-scripts build\" },\n  \"dependencies\": { \"react-scripts\": \"4.0.3\" }\n}\n"
        #expect(findings(["package.json": script, "src/logo.png": image(6000)]).isEmpty)
        #expect(findings(["package.json": "{ \"dependencies\": { \"webpack\": \"^4.0.0\" } }", "src/logo.png": image(6000)]).isEmpty)
    }
}
