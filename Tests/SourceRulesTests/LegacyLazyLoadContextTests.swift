import AuditModel
import JSLexer
import Testing

@testable import SourceRules
@testable import SourceStructure

/// webpack 1/2's lazy loads are edges of the import graph: what an entry reaches only through `System.import` or a
/// `require.ensure` callback is client code, as through `import()` and `require`.
@Suite struct LegacyLazyLoadContextTests {
    private let sources: [(String, [UInt8])] = [
        ("src/index.js", Array("System.import('./a');\nrequire.ensure(['./e'], (require) => { require('./b'); });\nrequire.ensure([], function (r) { const c = r('./c').default; });".utf8)),
        ("src/a.js", Array("import d from './d';\nexport const v = process.env.API_URL;".utf8)),
        ("src/b.js", Array("export const v = 1;".utf8)),
        ("src/c.js", Array("export const v = 1;".utf8)),
        ("src/d.js", Array("export default process.env.API_URL;".utf8)),
        ("src/e.js", Array("export default 1;".utf8)),
        ("test/d.spec.js", Array("import d from '../src/d';\ndescribe('d', () => { it('x', () => {}); });".utf8)),
    ]

    @Test func systemImportAndRequireEnsureReachClientCode() {
        let files = SourceRuleEngine.prepare(sources, facts: ProjectFacts())
        let contexts = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.context) })
        for path in ["src/a.js", "src/b.js", "src/c.js", "src/d.js", "src/e.js"] {
            #expect(contexts[path] == .client, "\(path): \(String(describing: contexts[path]))")
        }
        // d.js is shared with a test, but the app reaches it: its process.env read is a client finding.
        let findings = SourceRuleEngine().run(files: files, facts: ProjectFacts())
        #expect(findings.contains { $0.file == "src/d.js" && $0.ruleId.hasPrefix("env-") }, "\(findings.map { "\($0.ruleId) \($0.file)" })")
    }

    @Test func theScansModulesOnlySummaryFollowsThemToo() {
        let (_, bytes) = sources[0]
        let lexed = Lexer.lex(bytes, dialect: .javascript)
        let structure = SourceStructure(lexed, extent: .modules(referencing: ContextClassifier.Summary.referencedGlobals))
        let summary = ContextClassifier.Summary(path: "src/index.js", lexed: lexed, structure: structure)
        #expect(summary.specifiers.sorted() == ["./a", "./b", "./c", "./e"])
        // A `require` the callback shadows is not the free require: only the ensure's own calls are new edges.
        let plain = Lexer.lex(Array("const r = load; r('./x'); require.ensure([], () => { f('./y'); });".utf8), dialect: .javascript)
        let plainSummary = ContextClassifier.Summary(path: "src/p.js", lexed: plain, structure: SourceStructure(plain))
        #expect(plainSummary.specifiers.isEmpty)
    }
}
