import Testing
@testable import Reporting
import AuditModel

@Suite struct MarkdownTextTests {
    @Test func hostileFileNameCannotBreakACellOrInjectHTML() {
        let escaped = MarkdownText.inline("a|b<img src=x onerror=alert(1)>.js")
        #expect(!escaped.contains("|"))
        #expect(!escaped.contains("<"))
        #expect(!escaped.contains(">"))
        #expect(escaped == "a&#124;b&lt;img src=x onerror=alert\\(1\\)&gt;.js")
    }

    @Test func newlinesAndControlCharactersStayOnOneLine() {
        let escaped = MarkdownText.inline("one\r\ntwo\nthree\u{1B}[31m")
        #expect(!escaped.contains("\n"))
        #expect(!escaped.contains("\r"))
        #expect(!escaped.unicodeScalars.contains("\u{1B}"))
        #expect(escaped.hasPrefix("one two three"))
    }

    @Test func blockMarkersAtTheStartAreNeutralised() {
        #expect(MarkdownText.inline("# title") == "\\# title")
        #expect(MarkdownText.inline("- item") == "\\- item")
        #expect(MarkdownText.inline("+ item") == "\\+ item")
        #expect(MarkdownText.inline("12. item") == "12\\. item")
        #expect(MarkdownText.inline("> quote") == "&gt; quote")
        #expect(MarkdownText.inline("a-b") == "a-b")
    }

    @Test func inlineSyntaxIsEscaped() {
        #expect(MarkdownText.inline("`code` *em* _u_ [l](x) ~s~ ![i](y) $m$ &amp;")
            == "&#96;code&#96; \\*em\\* \\_u\\_ \\[l\\]\\(x\\) \\~s\\~ \\!\\[i\\]\\(y\\) \\$m\\$ &amp;amp;")
    }

    @Test func urlPathsArePercentEncoded() {
        #expect(MarkdownText.urlPath("src/a|b<img src=x>.js") == "src/a%7Cb%3Cimg%20src%3Dx%3E.js")
        #expect(MarkdownText.urlPath("src/é (1).js") == "src/%C3%A9%20%281%29.js")
    }
}

extension MarkdownTextTests {
    @Test func versionNumbersAreNotTakenForListMarkers() {
        #expect(MarkdownText.inline("16.14.0") == "16.14.0")
        #expect(MarkdownText.inline("3.") == "3\\.")
    }
}

extension MarkdownTextTests {
    @Test func bidirectionalOverridesAndLeadingIndentationAreVisible() {
        #expect(MarkdownText.inline("src/\u{202E}sj.exe") == "src/\u{FFFD}sj.exe")
        #expect(MarkdownText.inline("    indented") == "&#32;&#32;&#32;&#32;indented")
        #expect(MarkdownText.inline("a  b") == "a  b")
        #expect(GitHubActionsRenderer.escapeData("a\u{1B}[31mb\u{202E}") == "a\u{FFFD}[31mb\u{FFFD}")
        #expect(TerminalSummaryRenderer.sanitize("x\u{2066}y") == "x\u{FFFD}y")
    }

    @Test func wholeFileFindingsHaveNoLinePosition() {
        let finding = AuditModel.Finding(ruleId: "cra-react-scripts", severity: .info, file: "package.json", line: 0, column: 0, message: "m")
        #expect(GitHubActionsRenderer.command(for: finding, kind: .notice, root: "") == "::notice file=package.json,title=cra-react-scripts::m")
        let rows = FindingRows(links: RepositoryLinks(source: SampleReport.report.source), rulesByID: [:])
        #expect(rows.location(finding) == "[package.json](https://github.com/example/legacy-app/blob/3f2a9c0d4e5b6a7980c1d2e3f4a5b6c7d8e9f0a1/packages/web/package.json)")
    }

    /// A working-tree file whose content is not the commit's would link to other lines: it is shown, not linked,
    /// and the header says why.
    @Test func filesNotAtTheCommitAreNotLinked() throws {
        var report = SampleReport.report
        report.source.worktree = true
        report.source.ref = nil
        let file = try #require(report.findings.first?.file)
        report.source.uncommittedFiles = [file]
        let rows = FindingRows(links: RepositoryLinks(source: report.source), rulesByID: [:])
        let finding = report.findings[0]
        #expect(rows.location(finding) == MarkdownText.inline("\(finding.file):\(finding.line)"))
        let other = try #require(report.findings.first { $0.file != file })
        #expect(rows.location(other).hasPrefix("[\(MarkdownText.inline("\(other.file):\(other.line)"))](https://github.com/example/legacy-app/blob/"))
        let markdown = MarkdownReportRenderer.render(report)
        #expect(markdown.contains(" — the working tree has uncommitted changes: 1 file with findings differs from this commit and is not linked to it\n"))
    }
}

extension MarkdownTextTests {
    @Test func codeMarkedInBackticksStaysCode() {
        #expect(MarkdownText.withCodeSpans("use `import.meta.env` here", in: .tableCell) == "use `import.meta.env` here")
        #expect(MarkdownText.withCodeSpans("`<RouterProvider>` + `a|b`", in: .tableCell) == "`<RouterProvider>` + `a\\|b`")
        #expect(MarkdownText.withCodeSpans("`a|b`", in: .text) == "`a|b`")
        #expect(MarkdownText.withCodeSpans("- `x_y` (z)", in: .text) == "\\- `x_y` \\(z\\)")
    }

    @Test func backticksInsideCodeLengthenTheFence() {
        #expect(MarkdownText.withCodeSpans("``require(`./${x}`)`` fails", in: .tableCell) == "``require(`./${x}`)`` fails")
        #expect(MarkdownText.code("`x`", in: .text) == "`` `x` ``")
        #expect(MarkdownText.code(" a ", in: .text) == "`  a  `")
        #expect(MarkdownText.code("", in: .tableCell) == "")
    }

    /// Messages quote code holding a template literal as written; rendered, its backticks stay the template's.
    @Test func codeQuotedWithItsTemplateLiteralKeepsItsBackticks() {
        #expect(MarkdownText.withCodeSpans("require(`../flags/${c}.png`) is resolved at run time", in: .tableCell)
            == "``require(`../flags/${c}.png`)`` is resolved at run time")
        #expect(MarkdownText.withCodeSpans("process.env[`A_${b}`] reads a key; use `import.meta.env`", in: .tableCell)
            == "``process.env[`A_${b}`]`` reads a key; use `import.meta.env`")
        #expect(MarkdownText.withCodeSpans("use `Link` with to={`a/${id} b`}, then `x`", in: .text)
            == "use `Link` with ``to={`a/${id} b`}``, then `x`")
        #expect(MarkdownText.withCodeSpans("x = a+`${b}`: done", in: .text) == "x = `` a+`${b}` ``: done")
        // Code spans in prose parentheses, and a bracket without code glued before it, are ordinary code spans.
        #expect(MarkdownText.withCodeSpans("a value (`import.meta.env`) or [`x`]", in: .text) == "a value \\(`import.meta.env`\\) or \\[`x`\\]")
        // Unclosed: the backtick stays text.
        #expect(MarkdownText.withCodeSpans("require(`./x is cut", in: .tableCell) == "require\\(&#96;./x is cut")
    }

    @Test func unpairedBackticksAndHostileCodeStaySafe() {
        #expect(MarkdownText.withCodeSpans("a ` b <i>", in: .tableCell) == "a &#96; b &lt;i&gt;")
        #expect(MarkdownText.withCodeSpans("`a\\|b`", in: .tableCell) == "a\\\\&#124;b")
        #expect(MarkdownText.code("x\ny\u{202E}", in: .tableCell) == "`x y\u{FFFD}`")
    }
}

extension MarkdownTextTests {
    /// GitHub turns `@name`, `@org/team` and `#123` into mentions and issue links after rendering (a backslash does not
    /// stop it), so a report posted as a pull-request comment would notify whoever `@connect` or `@babel` is.
    @Test func gitHubMentionsAndIssueReferencesAreNeutralised() {
        let zws = "\u{200B}"
        #expect(MarkdownText.inline("decorator @connect needs Babel") == "decorator @\(zws)connect needs Babel")
        #expect(MarkdownText.inline("@babel/core") == "@\(zws)babel/core")
        #expect(MarkdownText.inline("(@svgr/webpack)") == "\\(@\(zws)svgr/webpack\\)")
        #expect(MarkdownText.inline("see #12") == "see \\#\(zws)12")
        // Not references: an @ or # after a word character, or before something that cannot start one.
        #expect(MarkdownText.inline("enzyme@3.10.0") == "enzyme@3.10.0")
        #expect(MarkdownText.inline("a@b.c x#1") == "a@b.c x\\#1")
        #expect(MarkdownText.inline("@ alone, #fff") == "@ alone, \\#fff")
        // Code spans are never references: their content stays exact.
        #expect(MarkdownText.withCodeSpans("use `@babel/core` or @babel/core", in: .tableCell)
            == "use `@babel/core` or @\(zws)babel/core")
    }
}
