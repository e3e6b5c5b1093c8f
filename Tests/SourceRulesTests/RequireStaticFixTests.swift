import AuditModel
import Testing

@testable import SourceRules

/// A top-level require's fix is the exact import that replaces it, when its shape says which.
@Suite struct RequireStaticFixTests {
    private func fixes(_ code: String, facts: ProjectFacts = .examples) -> [String] {
        ExampleRunner.findings(of: CommonJSRules.RequireStatic(), code: code, fileName: "src/index.js", facts: facts).map { $0.fix ?? "" }
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

    /// react-router 3's ES build has no default export: a module read only through members is a namespace import.
    @Test("a binding only read through members becomes a namespace import", arguments: [
        "var router = require('react-router');\nrender(h(router.Router, { history: router.browserHistory }));",
        "var router = require('react-router');\nconst name = router['Link'];\nrouter.Route.displayName = 'R';",
        "var router = require('react-router');\nrouter?.match(routes);",
        "var router = require('react-router');\nconst el = <router.Router history={history} />;",
    ])
    func memberReadsGiveANamespaceImport(_ code: String) {
        #expect(fixes(code) == ["import * as router from 'react-router'"])
    }

    @Test("a module object used whole keeps the default import", arguments: [
        ("var moment = require('moment');\nmoment().format();", "moment"),
        ("var moment = require('moment');\nregister(moment);\nmoment.locale('fr');", "moment"),
        ("var moment = require('moment');\nconst all = { ...moment };", "moment"),
        ("var moment = require('moment');\nmoment.locale = null;", "moment"),
        ("var moment = require('moment');\ndelete moment.fn;", "moment"),
        ("var moment = require('moment');\nmoment.count++;", "moment"),
        ("var Moment = require('moment');\nconst el = <Moment date={d} />;", "Moment"),
    ])
    func wholeValueUsesKeepTheDefaultImport(_ code: String, _ local: String) {
        #expect(fixes(code) == ["import \(local) from 'moment'"])
    }

    @Test("a shadowing local of the same name is not a use of the module")
    func shadowedNamesAreNotUses() {
        #expect(fixes("var router = require('react-router');\nrouter.Router;\nfunction f(router) { return router(); }")
            == ["import * as router from 'react-router'"])
    }

    /// What Vite loads decides first: an ES entry without a default export is a namespace however it is used, one
    /// with only a default export (moment's `jsnext:main` build) a default import even when only members are read.
    @Test("an installed ES entry's exports decide the import")
    func esModuleExportsDecide() {
        var facts = ProjectFacts.examples
        facts.esModulesWithoutDefault = ["react-router"]
        facts.defaultOnlyESModules = ["moment"]
        #expect(fixes("var router = require('react-router');\nregister(router);", facts: facts) == ["import * as router from 'react-router'"])
        #expect(fixes("var moment = require('moment');\nmoment.locale('fr');", facts: facts) == ["import moment from 'moment'"])
        // The package entry's exports say nothing of a subpath's.
        #expect(fixes("var link = require('react-router/lib/Link');\nregister(link);", facts: facts) == ["import link from 'react-router/lib/Link'"])
    }
}
