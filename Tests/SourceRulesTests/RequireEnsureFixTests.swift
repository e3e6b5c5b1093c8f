import AuditModel
import Testing

@testable import SourceRules

/// wp-require-ensure names the modules the callback requires, which are what import() must load.
@Suite struct RequireEnsureFixTests {
    private func fixes(_ code: String) -> [String] {
        ExampleRunner.findings(of: WebpackRules.RequireEnsure(), code: code, fileName: "src/routes/Home/index.js").compactMap(\.fix)
    }

    // dreambo8563/rx-reactStore-demo src/routes/Home/index.js
    @Test func theRequiredModuleIsNamed() {
        let code = """
            let Home = () => ({
                getComponent(nextState, cb) {
                    require.ensure([], (require) => {
                        const Home = require('./components/Home').default
                        cb(null, Home)
                    }, 'Home')
                }
            })
            """
        #expect(fixes(code) == ["import('./components/Home').then((m) => …) (m is the namespace: m.default for a default export or a former module.exports)"])
    }

    @Test func severalModulesAreLoadedTogether() {
        let code = "require.ensure([], function (require) { var a = require('./A'); var b = require('./B'); require('./A'); cb(a, b); });"
        #expect(fixes(code) == ["Promise.all([import('./A'), import('./B')]).then((modules) => …)"])
    }

    @Test func withoutALiteralRequireTheFixStaysGeneral() {
        #expect(fixes("require.ensure(['./a'], cb);") == ["import('./X').then((m) => …)"])
    }
}
