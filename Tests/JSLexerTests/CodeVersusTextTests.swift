import JSLexer
import Testing

/// What is code and what is not: `process.env` inside comments, strings, template text and JSX text must
/// produce no `process` identifier; inside a template substitution or JSX expression container it must.
@Suite struct CodeVersusTextTests {
    @Test func processEnvInLineComment() {
        #expect(!hasIdentifier("process", in: "a(); // process.env.API_URL\nb()"))
    }

    @Test func processEnvInBlockComment() {
        #expect(!hasIdentifier("process", in: "a(); /* process.env.API_URL\n more */ b()"))
    }

    @Test func processEnvInHTMLComment() {
        #expect(!hasIdentifier("process", in: "<!-- process.env.X\nb()\n--> process.env.Y\n"))
    }

    @Test func processEnvInStrings() {
        #expect(!hasIdentifier("process", in: "a('process.env.X', \"process.env.Y\")"))
        #expect(!hasIdentifier("process", in: "a('it\\'s process.env')"))
    }

    @Test func processEnvInTemplateTextParts() {
        #expect(!hasIdentifier("process", in: "a(`process.env.X`)"))
        #expect(!hasIdentifier("process", in: "a(`${b} process.env.X ${c} process.env.Y`)"))
    }

    @Test func processEnvInJSXTextAndAttributeStrings() {
        #expect(!hasIdentifier("process", in: "x = <p title=\"process.env\">process.env is gone</p>", .jsx))
        #expect(!hasIdentifier("process", in: "x = <p>process.env is gone</p>"))
    }

    @Test func processEnvInRegex() {
        #expect(!hasIdentifier("process", in: "x = /process.env/"))
    }

    @Test func processEnvInCodeIsFound() {
        #expect(hasIdentifier("process", in: "a(process.env.X)"))
        #expect(hasIdentifier("process", in: "a(`${process.env.X}`)"))
        #expect(hasIdentifier("process", in: "x = <p>{process.env.X}</p>", .jsx))
        #expect(hasIdentifier("process", in: "x = <p a={process.env.X} />", .jsx))
        #expect(hasIdentifier("process", in: "if (a) /* c */ process.env.X"))
    }

    @Test func commentsAreTriviaWithKinds() {
        let file = lexed("#!/usr/bin/env node\n// a\n/* b */\n<!-- c\n--> d\nx")
        #expect(file.comments.map(\.kind) == [.hashbang, .lineComment, .blockComment, .htmlComment, .htmlComment])
        #expect(file.comments.map { file.text($0) } == ["#!/usr/bin/env node", "// a", "/* b */", "<!-- c", "--> d"])
        #expect(file.tokens.map { file.text($0) } == ["x"])
    }

    @Test func htmlCloseCommentOnlyAtLineStart() {
        #expect(texts("x-->0") == ["x", "--", ">", "0"])
        #expect(texts("x\n--> y\nz") == ["x", "z"])
    }

    @Test func noHTMLCommentsInTypeScript() {
        #expect(texts("a<!--b", .typescript) == ["a", "<", "!", "--", "b"])
    }

    @Test func hashbangOnlyAtStart() {
        #expect(lexed("#!node\nx").comments.first?.kind == .hashbang)
        let later = lexed("x\n#!y")
        #expect(later.comments.isEmpty)
        #expect(later.tokens.map(\.kind) == [.identifier, .punctuator, .punctuator, .identifier])
    }

    @Test func webpackMagicCommentIsKeptVerbatim() {
        let file = lexed("import(/* webpackChunkName: \"a\" */ './a')")
        #expect(file.comments.map { file.text($0) } == ["/* webpackChunkName: \"a\" */"])
        #expect(file.tokens.map { file.text($0) } == ["import", "(", "'./a'", ")"])
    }

    @Test func unterminatedBlockCommentIsReported() {
        let file = lexed("a /* never closed\nprocess.env")
        #expect(file.errors.map(\.offset) == [2])
        #expect(!file.tokens.contains { file.text($0) == "process" })
        #expect(file.comments.first?.end == Int32(file.bytes.count))
    }

    @Test func newlineInBlockCommentSetsNewlineBefore() {
        let file = lexed("a /*\n*/ b /* */ c")
        #expect(file.tokens.map(\.newlineBefore) == [false, true, false])
    }
}
