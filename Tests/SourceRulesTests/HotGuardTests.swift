import AuditModel
import Testing

@testable import SourceRules

/// Code inside webpack's HMR guard is wp-module-hot's alone: deleting the block removes the re-require and the
/// re-render, so CommonJS and React rules do not report them as app hazards too.
@Suite struct HotGuardTests {
    private func rules(_ code: String) -> [String] {
        EngineTests.run(code, path: "src/index.js").map { "\($0.ruleId):\($0.line)" }
    }

    @Test func theStandardAcceptBlockIsOnlyWebpackHMR() {
        let code = """
            import React from 'react';
            import ReactDOM from 'react-dom';
            import App from './App';
            ReactDOM.render(<App />, document.getElementById('root'));
            if (module.hot) {
              module.hot.accept('./App', () => {
                const NextApp = require('./App').default;
                ReactDOM.render(<NextApp />, document.getElementById('root'));
              });
            }
            """
        let found = rules(code)
        #expect(!found.contains { $0.hasPrefix("cjs-") }, "\(found)")
        #expect(found.filter { $0.hasPrefix("react18-render-root") } == ["react18-render-root:4"], "\(found)")
        #expect(found.contains("wp-module-hot:5") && found.contains("wp-module-hot:6"), "\(found)")
    }

    /// react-boilerplate's configureStore: the reducers are swapped, not a React tree; Vite hands the new module to the callback.
    @Test func acceptingADependencyNamesItInThePortedCall() {
        let code = """
            import rootReducer from '../reducers';
            export default function configureStore() {
              const store = createStore(rootReducer);
              if (module.hot) {
                module.hot.accept('../reducers', () => {
                  store.replaceReducer(require('../reducers').default);
                });
              }
              return store;
            }
            """
        let hot = EngineTests.run(code, path: "src/store/configureStore.js").filter { $0.ruleId == "wp-module-hot" }
        #expect(hot.map { "\($0.line) \($0.fix ?? "")" } == [
            "4 if (import.meta.hot) { import.meta.hot.accept(…) }",
            "5 if (import.meta.hot) { import.meta.hot.accept('../reducers', (next) => …) }: the callback is given the updated module (next.default), which neither a require() nor this file's import of it sees",
        ])
    }

    @Test func conjoinedAndBracelessGuardsAndBareAcceptCallbacksCount() {
        for code in [
            "if (module.hot && process.env.NODE_ENV !== 'production') { const a = require('./a'); }",
            "if (module.hot) module.hot.accept('./a', () => require('./a'));",
            "module.hot.accept('./a', function () { require('./a'); });",
        ] {
            #expect(!rules(code).contains { $0.hasPrefix("cjs-") }, "\(code)")
        }
        // Outside the guard the same require is still a hazard.
        #expect(rules("if (module.hot) { module.hot.accept(); }\nif (x) { require('./a'); }").contains("cjs-require-nested:2"))
    }

    @Test func webpack5sImportMetaGuardIsAnHMRBlockToo() {
        // webpack 5's ES-module spelling of the same block: the re-require inside it is wp-module-hot's alone.
        for code in [
            "if (import.meta.webpackHot) {\n  import.meta.webpackHot.accept('./a', () => { const a = require('./a'); });\n}",
            "if (import.meta.webpackHot) import.meta.webpackHot.accept('./a', () => require('./a'));",
            "import.meta.webpackHot.accept('./a', function () { require('./a'); });",
        ] {
            let found = rules(code)
            #expect(!found.contains { $0.hasPrefix("cjs-") }, "\(code): \(found)")
            #expect(found.contains { $0.hasPrefix("wp-module-hot:") }, "\(code): \(found)")
        }
        #expect(rules("if (import.meta.webpackHot) { import.meta.webpackHot.accept(); }\nif (x) { require('./a'); }").contains("cjs-require-nested:2"))
        // The reason given is the one that holds: `module` exists in neither spelling's place.
        let message = EngineTests.run("import.meta.webpackHot.accept();", path: "src/index.js").first { $0.ruleId == "wp-module-hot" }?.message ?? ""
        #expect(message.contains("undefined under Vite") && !message.contains("module is undefined"), "\(message)")
    }

    /// vortex-react's src/main.js: the accept callback's `setImmediate` goes with the block like its requires do,
    /// and the same call outside the block is still a hazard.
    @Test func everyRuleLeavesTheBlockToWebpackHMR() {
        let code = """
            import ReactDOM from 'react-dom';
            if (module.hot) {
              const url = process.env.REACT_APP_API;
              module.hot.accept(['./components/App'], () => setImmediate(() => {
                ReactDOM.unmountComponentAtNode(MOUNT_NODE);
                render();
              }));
            }
            setImmediate(render);
            """
        let found = rules(code)
        #expect(found.filter { $0.hasPrefix("node-setimmediate") } == ["node-setimmediate:9"], "\(found)")
        #expect(!found.contains { $0.hasPrefix("env-") || $0.hasPrefix("react18-") }, "\(found)")
        #expect(found.filter { $0.hasPrefix("wp-module-hot") } == ["wp-module-hot:2", "wp-module-hot:4"], "\(found)")
    }

    /// The file must parse before the block is deleted: a syntax finding first met inside the block stands.
    @Test func syntaxFindingsStandInsideTheBlock() {
        let code = "if (module.hot) { module.hot.accept('./App', () => render(<App />)); }\nrender(<App />);"
        #expect(rules(code).contains("syntax-jsx-in-js:1"), "\(rules(code))")
    }
}
