import AuditModel
import Testing

@testable import SourceRules

/// react18-render-root where the legacy root API really lives: server code, several roots, tests.
@Suite struct ReactRootTests {
    private func findings(_ code: String, fileName: String) -> [Finding] {
        ExampleRunner.findings(of: React18Rules.RenderRoot(), code: code, fileName: fileName)
    }

    /// renderToNodeStream only ever runs in Node: an SSR server under `server/` is node code, which the rule skipped,
    /// so the one API of the row that lives there was never reported.
    @Test func serverStreamsAreReportedInServerCode() {
        let code = "import React from 'react';\nimport ReactDOMServer, { renderToString } from 'react-dom/server';\nexport function stream(res) {\n  ReactDOMServer.renderToNodeStream(<App />).pipe(res);\n  return renderToString(<App />);\n}"
        let found = findings(code, fileName: "src/server/render.js")
        #expect(found.map { "\($0.line):\($0.column)" } == ["4:3"], "\(found.map(\.message))")
        #expect(found.first?.message.hasPrefix("renderToNodeStream is React's deprecated server streaming API") == true)
        // A Node script's other react-dom calls are not a browser root.
        #expect(findings("const ReactDOM = require('react-dom');\nReactDOM.render(null, null);", fileName: "scripts/check.js").isEmpty)
    }
}
