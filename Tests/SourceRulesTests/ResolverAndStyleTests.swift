import AuditModel
import Testing

@testable import SourceRules

@Suite("Module resolution and stylesheets")
struct ResolverAndStyleTests {
    @Test("joining paths folds `.`, `..` and doubled slashes, and never climbs above the root", arguments: [
        ("src/pages", "./Home", "src/pages/Home"), ("src/pages", "../lib/./x.js", "src/lib/x.js"),
        ("src", "../../../x", "x"), ("", "./a//b/", "a/b"), ("a/b/", "..", "a"), ("a", ".", "a"),
        ("src/é", "../ü/…/x", "src/ü/…/x"), ("a/b", "../..", ""), ("a", "...", "a/..."),
    ])
    func joining(directory: String, relative: String, joined: String) {
        #expect(ModuleResolver.join(directory, relative) == joined)
    }

    @Test("joining agrees with a segment-array reading over generated paths")
    func joiningAgreesWithASegmentArrayReading() {
        func reference(_ directory: String, _ relative: String) -> String {
            var segments = directory.split(separator: "/").map(String.init)
            for part in relative.split(separator: "/") where part != "." {
                if part == ".." { _ = segments.popLast() } else { segments.append(String(part)) }
            }
            return segments.joined(separator: "/")
        }
        let pieces = ["a", "bb", ".", "..", "...", "", "é", "x.js"]
        var seed: UInt64 = 5
        func next() -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(seed >> 33)
        }
        for _ in 0..<2_000 {
            let directory = (0..<next() % 4).map { _ in pieces[next() % pieces.count] }.joined(separator: "/")
            let relative = (0..<next() % 5).map { _ in pieces[next() % pieces.count] }.joined(separator: "/")
            #expect(ModuleResolver.join(directory, relative) == reference(directory, relative), "\(directory) + \(relative)")
        }
    }

    @Test("code is quoted in single backticks, or written as it is when it has its own (no double fences in plain text)", arguments: [
        ("x", "`x`"), ("require('a')", "`require('a')`"), ("a`b", "a`b"), ("import(`./${n}.png`)", "import(`./${n}.png`)"), ("`\u{301}x", "`\u{301}x"),
    ])
    func codeSpans(text: String, span: String) {
        #expect(text.codeSpan == span)
    }

    @Test("relative paths, aliases (exact with $), module folders, implied extensions and index files")
    func resolution() {
        let files: Set<String> = ["src/App.jsx", "src/components/Button/index.js", "src/utils/math.ts", "src/lodash-shim.js"]
        let facts = ProjectFacts(aliases: ["@": "src", "lodash$": "src/lodash-shim.js", "ui": "./src/components"], moduleDirectories: ["src"])
        let resolver = ModuleResolver(files: files, facts: facts)
        #expect(resolver.resolve("./App", from: "src/index.js") == "src/App.jsx")
        #expect(resolver.resolve("../src/utils/math", from: "test/a.js") == "src/utils/math.ts")
        #expect(resolver.resolve("@/components/Button", from: "src/index.js") == "src/components/Button/index.js")
        #expect(resolver.resolve("ui/Button", from: "src/index.js") == "src/components/Button/index.js")
        #expect(resolver.resolve("lodash", from: "src/index.js") == "src/lodash-shim.js")
        #expect(resolver.resolve("lodash/debounce", from: "src/index.js") == nil)
        #expect(resolver.resolve("utils/math", from: "src/index.js") == "src/utils/math.ts")
        #expect(resolver.resolve("./App?raw", from: "src/index.js") == "src/App.jsx")
        #expect(resolver.resolve("style-loader!./App", from: "src/index.js") == nil)
        #expect(resolver.resolve("./App", from: "src/index.js", extensions: ["js"]) == nil)
    }

    @Test("~ imports in stylesheets, comments skipped, url(~…) too")
    func tildeImports() {
        let scss = """
            /* @import '~commented'; */
            // @import '~also-commented';
            @import '~bootstrap/scss/bootstrap';
            @use "~@angular/material" as mat;
            .logo { background: url(~assets/logo.png) no-repeat; }
            .ok { background: url('./local.png'); }
            """
        let findings = StyleScanner.findings(path: "src/styles/app.scss", bytes: Array(scss.utf8))
        #expect(findings.map { "\($0.line):\($0.column)" } == ["3:1", "4:1", "5:21"])
        #expect(findings.allSatisfy { $0.ruleId == "wp-tilde-import" && $0.severity == .autoFixable })
        #expect(findings[0].message.contains("'~bootstrap/scss/bootstrap'"))
        #expect(StyleScanner.isStyleFile("a/b.LESS") && !StyleScanner.isStyleFile("a/b.js"))
    }

    @Test("a ~ import of a project folder found through baseUrl is fixed with an alias or the preprocessor's load paths")
    func tildeImportsOfProjectFolders() {
        let scss = "@import '~styles/variables';\n@import '~bootstrap/scss/functions';\n@import '~lib/mixins';\n"
        func findings(_ path: String, aliases: [String: String] = [:], declared: [String: String] = [:]) -> [Finding] {
            let facts = ProjectFacts(declaredRanges: declared, aliases: aliases, moduleDirectories: ["src"])
            let project = ProjectContext(
                facts: facts, filePaths: [], routerImports: [], listedPaths: ["src/styles/_variables.scss", "src/lib/mixins.less", "src/lib/mixins.scss"])
            return StyleScanner.findings(path: path, bytes: Array(scss.utf8), project: project)
        }
        let found = findings("src/pages/Dashboard.scss")
        #expect(found.map(\.message) == [
            "'~styles/variables' names src/styles/_variables.scss, a project file webpack found through resolve.modules/baseUrl, not a package; Vite resolves neither ~ nor baseUrl in stylesheets",
            "'~bootstrap/scss/functions' relies on webpack's ~ (node_modules) prefix; Vite cannot resolve it",
            "'~lib/mixins' names src/lib/mixins.scss, a project file webpack found through resolve.modules/baseUrl, not a package; Vite resolves neither ~ nor baseUrl in stylesheets",
        ])
        #expect(found.first?.fix == "@import '@/styles/variables' with resolve.alias { '@': path.resolve(__dirname, 'src') }, or @import 'styles/variables' (drop the ~) with css.preprocessorOptions.scss.loadPaths: ['src']")
        #expect(found[1].fix == "@import 'bootstrap/scss/functions' (drop the ~) or a ~ alias in resolve.alias")
        // The project's own alias for the folder is the one named; Less has its own search paths.
        #expect(findings("src/theme.less", aliases: ["~": "./src"]).first?.fix
            == "@import '~/styles/variables' with resolve.alias { '~': path.resolve(__dirname, 'src') }, or @import 'styles/variables' (drop the ~) with css.preprocessorOptions.less.paths: ['src']")
        // Vite applies no alias to Stylus imports: its search paths only.
        #expect(findings("src/app.styl").first?.fix == "@import 'styles/variables' (drop the ~) with css.preprocessorOptions.styl.paths: ['node_modules', 'src']")
        // A dependency of that name comes first, as in webpack's resolve.modules.
        #expect(findings("src/a.scss", declared: ["lib": "^1.0.0"]).map(\.fix).last == "@import 'lib/mixins' (drop the ~) or a ~ alias in resolve.alias")
    }

    @Test("a url(~…) of a project folder is fixed with an alias or a path relative to the stylesheet, never load paths")
    func tildeURLsOfProjectFolders() {
        let facts = ProjectFacts(declaredRanges: [:], aliases: [:], moduleDirectories: ["src"])
        let project = ProjectContext(facts: facts, filePaths: [], routerImports: [], listedPaths: ["src/images/bg.png", "src/fonts/icons.eot"])
        let scss = ".a { background: url(~images/bg.png); }\n@font-face { src: url('~fonts/icons.eot?#iefix'); }\n"
        let found = StyleScanner.findings(path: "src/styles/app.scss", bytes: Array(scss.utf8), project: project)
        #expect(found.map(\.fix) == [
            "url(@/images/bg.png) with resolve.alias { '@': path.resolve(__dirname, 'src') }, or url(../images/bg.png) (relative to this stylesheet)",
            "url('@/fonts/icons.eot?#iefix') with resolve.alias { '@': path.resolve(__dirname, 'src') }, or url('../fonts/icons.eot?#iefix') (relative to this stylesheet)",
        ], "\(found.map(\.fix))")
    }

    @Test("every style rule runs on a stylesheet, each with its comments skipped and its suppressions applied")
    func allStyleRules() {
        let scss = """
            @import '~bootstrap/scss/variables';
            /* :export { old: 1; } url($old) */
            $icons: '../icons';
            :export { primary: $primary; }
            .close { background: url("#{$icons}/close.svg"); }
            // migrate-audit-disable-next-line css-url-variable -- rebased by hand
            .open { background: url($icons + '/open.svg'); }
            .a { content: "url($not-a-url) :export {"; }
            """
        let findings = StyleScanner.findings(path: "src/styles/theme.scss", bytes: Array(scss.utf8))
        #expect(findings.map { "\($0.ruleId) \($0.line):\($0.column)" } == [
            "wp-tilde-import 1:1", "css-icss-export 4:1", "css-url-variable 5:22",
        ])
    }

    @Test("~ imports: Less options, statements over several lines, Sass lists; not inside strings")
    func tildeImportsInTheirOtherSpellings() {
        let less = """
            @import (reference) '~antd/lib/style/themes/default.less';
            @import
              '~bootstrap/less/variables';
            @import '~a/one', "./local", '~b/two';
            .quote::before { content: 'url(~not-an-import)'; }
            .escaped::after { content: "it\\"s url(~nor-this)"; }
            .real { background: url("~assets/bg.png"); }
            """
        let findings = StyleScanner.findings(path: "src/theme.less", bytes: Array(less.utf8))
        #expect(findings.map { "\($0.line):\($0.column)" } == ["1:1", "2:1", "4:1", "4:30", "7:21"])
        #expect(findings.map(\.message).allSatisfy { !$0.contains("not-an-import") && !$0.contains("nor-this") })
    }

    /// A fix starts with the code that replaces the finding's whole span, so a tool applying span + fix writes a
    /// valid stylesheet: the at-rule with its options, a url() with its quotes and parenthesis.
    @Test func eachTildeFixStartsWithTheCodeThatReplacesItsWholeSpan() {
        let less = "@import (reference) '~antd/lib/style/themes/default.less';\n@import\n  '~bootstrap/less/variables';\n@import '~a/one', \"~b/two\";\n.bg { background: url( \"~assets/bg.png\" ) no-repeat; }\n.icon { background: url(~assets/icon.svg); }\n"
        let findings = StyleScanner.findings(path: "src/theme.less", bytes: Array(less.utf8))
        let lines = less.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let spans = findings.map { finding -> String in
            let text = (finding.line...finding.endLine).map { lines[$0 - 1] }.joined(separator: "\n")
            let start = text.utf16.index(text.startIndex, offsetBy: finding.column - 1)
            let endOffset = (finding.endLine == finding.line ? 0 : text.utf16.count - lines[finding.endLine - 1].utf16.count) + finding.endColumn - 1
            return String(text[start..<text.utf16.index(text.startIndex, offsetBy: endOffset)])
        }
        #expect(spans == [
            "@import (reference) '~antd/lib/style/themes/default.less'", "@import\n  '~bootstrap/less/variables'", "@import '~a/one'", "\"~b/two\"",
            "url( \"~assets/bg.png\" )", "url(~assets/icon.svg)",
        ])
        #expect(findings.map { $0.fix?.components(separatedBy: " (drop the ~)").first } == [
            "@import (reference) 'antd/lib/style/themes/default.less'", "@import 'bootstrap/less/variables'", "@import 'a/one'", "\"b/two\"",
            "url( \"assets/bg.png\" )", "url(assets/icon.svg)",
        ])
        // The message still quotes the ~ path alone.
        #expect(findings.first?.message == "'~antd/lib/style/themes/default.less' relies on webpack's ~ (node_modules) prefix; Vite cannot resolve it")
    }

    /// A Less or plain CSS file's `:export` goes to a module file of its own type, not to `.scss`.
    @Test func anExportMovesToAModuleFileOfItsOwnType() {
        for ext in ["less", "css", "scss"] {
            let findings = StyleScanner.findings(path: "src/theme/colors.\(ext)", bytes: Array(":export {\n  primary: #0af;\n}\n".utf8))
            #expect(findings.map(\.fix) == ["move it to a *.module.\(ext) file and import that as a CSS module"])
        }
    }

    @Test("~ imports without quotes in the indented syntax (.sass)")
    func unquotedTildeImportsInIndentedSass() {
        let sass = "@import ~bootstrap/scss/functions\n@import ~a/one, ~b/two\n$x: 1px\n.a\n  width: $x\n"
        let findings = StyleScanner.findings(path: "src/styles/theme.sass", bytes: Array(sass.utf8))
        #expect(findings.map { "\($0.line):\($0.column)-\($0.endColumn)" } == ["1:1-34", "2:1-15", "2:17-23"])
        #expect(findings.map(\.fix) == [
            "@import bootstrap/scss/functions (drop the ~) or a ~ alias in resolve.alias",
            "@import a/one (drop the ~) or a ~ alias in resolve.alias",
            "b/two (drop the ~) or a ~ alias in resolve.alias",
        ])
    }

    /// Vite applies no alias to Stylus imports (its docs: "@import alias and url rebasing are not supported for
    /// Stylus"), but puts node_modules in Stylus's paths: dropping the ~ is the fix.
    @Test func aStylusTildeImportIsFixedByDroppingTheTildeOnly() {
        let findings = StyleScanner.findings(path: "src/styles/app.styl", bytes: Array("@import '~bootstrap-styl/bootstrap'\n".utf8))
        #expect(findings.map(\.fix) == ["@import 'bootstrap-styl/bootstrap' (drop the ~; Vite resolves no alias in Stylus, and looks in node_modules)"])
    }
}

