import AuditModel
import Testing

@testable import SourceRules

/// A top-level require's fix is the exact import that replaces it, when its shape says which.
@Suite struct RequireStaticFixTests {
    private func fixes(_ code: String) -> [String] {
        ExampleRunner.findings(of: CommonJSRules.RequireStatic(), code: code, fileName: "src/index.js").map { $0.fix ?? "" }
    }

    @Test("each shape gets its import", arguments: [
        ("const { debounce } = require('lodash');", "import { debounce } from 'lodash'"),
        ("const { debounce, throttle: limit } = require('lodash');", "import { debounce, throttle as limit } from 'lodash'"),
        ("const { default: Chart } = require('chart.js');", "import { default as Chart } from 'chart.js'"),
        ("const numeral = require('numeral');", "import numeral from 'numeral'"),
        ("const Chart = require('chart.js').default;", "import Chart from 'chart.js'"),
        ("const get = require('lodash').get;", "import { get } from 'lodash'"),
        ("const pick = require('lodash').pickBy;", "import { pickBy as pick } from 'lodash'"),
        ("require('./polyfills');", "import './polyfills'"),
    ])
    func eachShapeGetsItsImport(_ code: String, _ fix: String) {
        #expect(fixes(code) == [fix])
    }

    @Test("patterns an import cannot express keep the general advice", arguments: [
        "const { a = 1 } = require('x');", "const { a, ...rest } = require('x');", "const { a: { b } } = require('x');",
        "const x = require('x')(options);", "module.exports = require('x');", "const y = require('x').a.b;",
    ])
    func otherShapesKeepTheGeneralAdvice(_ code: String) {
        #expect(fixes(code) == ["an import of 'x'"])
    }
}
