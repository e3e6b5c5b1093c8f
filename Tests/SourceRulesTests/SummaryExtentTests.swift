import Foundation
import JSLexer
import SourceRules
import SourceStructure
import Testing

/// The scan summarises every file from a structure built with `.modules(referencing:)`: the summary must be the one
/// the full structure gives, on every example and fixture source and on shadowing corner cases.
@Suite("Summaries from the modules-only structure")
struct SummaryExtentTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func sources() throws -> [(path: String, bytes: [UInt8])] {
        var found: [(String, [UInt8])] = []
        for folder in ["Examples", "Tests/SourceRulesTests/Fixtures"] {
            let root = packageRoot.appendingPathComponent(folder)
            let walker = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
            for case let url as URL in walker where ["js", "jsx", "ts", "tsx", "mjs", "cjs"].contains(url.pathExtension) {
                found.append((url.path, Array(try Data(contentsOf: url))))
            }
        }
        found.append(("shadowed.js", Array("""
            const { require, process } = ctx; require('./a'); process.exit(1);
            function f(__dirname) { return __dirname + require.context('./p', true) }
            import('./pages/' + name); const ctx = require.context('./routes', false, /x/);
            if (process.argv) { module.exports = require('fs') }
            """.utf8)))
        return found
    }

    @Test func theSummaryIsTheSameAsFromTheFullStructure() throws {
        let files = try Self.sources()
        #expect(files.count > 100)
        for (path, bytes) in files {
            let dialect = SourceDialect(fileExtension: String(path.split(separator: ".").last ?? "js")) ?? .javascript
            let lexed = Lexer.lex(bytes, dialect: dialect)
            let full = SourceStructure(lexed)
            let light = SourceStructure(lexed, extent: .modules(referencing: ContextClassifier.Summary.referencedGlobals))
            #expect(light.modules == full.modules, "\(path)")
            #expect(ContextClassifier.Summary(path: path, lexed: lexed, structure: light)
                == ContextClassifier.Summary(path: path, lexed: lexed, structure: full), "\(path)")
            #expect(RouterImportSignals(light) == RouterImportSignals(full), "\(path)")
        }
    }
}
