import AuditModel
import Testing
@testable import ConfigAudit

/// How values the audit could not read are spelled in its messages.
struct EmptyObjectRenderingTests {
    /// An unresolved spread of a call given `{}` (`...withDefaults({})`) is quoted as written, not as `({  })`.
    @Test func anEmptyObjectIsWrittenAsBraces() {
        let files = [
            "package.json": "{ \"devDependencies\": { \"jest\": \"^26.6.3\" } }",
            "jest.config.js": "const withDefaults = require('./missing-defaults');\nmodule.exports = {\n  ...withDefaults({}),\n  verbose: true,\n};\n",
        ]
        let messages = ConfigFixture(files: files).audit().findings("audit-config-unresolved").map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("({})") == true)
        #expect(messages.first?.contains("{  }") == false)
        #expect(ConfigNode(.object([]), line: 1, column: 1).rendered == "{}")
    }

    /// The same inside a run-time choice: `...(isProd ? makeProd() : {})` is quoted with `{}`, not `({  })`.
    @Test func anEmptyObjectInAChoiceIsWrittenAsBraces() {
        let files = [
            "package.json": "{ \"devDependencies\": { \"webpack\": \"^4.0.0\" } }",
            "webpack.config.js": "const isProd = process.env.NODE_ENV === 'production';\nmodule.exports = {\n  entry: './src/a.js',\n  ...(isProd ? makeProd() : {}),\n};\n",
            "src/a.js": "",
        ]
        let messages = ConfigFixture(files: files).audit().findings("audit-config-unresolved").map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("? makeProd() : {};") == true, "\(messages)")
        #expect(messages.first?.contains("{  }") == false, "\(messages)")
    }
}
