import AuditModel
import Testing

@testable import SourceRules

/// wp-react-hot-loader's fix names what the file imported: v3 apps wrap the render in `<AppContainer>` and never call
/// `hot(module)`, which only v4 has.
@Suite struct ReactHotLoaderFixTests {
    private func fixes(_ code: String) -> [String] {
        EngineTests.run(code, path: "src/index.js").filter { $0.ruleId == "wp-react-hot-loader" }.map { "\($0.line): \($0.fix ?? "")" }
    }

    @Test func version3AppContainerIsUnwrappedNotHot() {
        let code = """
            import React from 'react';
            import ReactDOM from 'react-dom';
            import { AppContainer as HotContainer } from 'react-hot-loader';
            import Root from './Root';
            ReactDOM.render(<HotContainer><Root /></HotContainer>, document.getElementById('root'));
            """
        #expect(fixes(code) == ["3: remove react-hot-loader and its <HotContainer> wrapper around the rendered app"])
    }

    @Test func version4HotAndRootAndSetConfigNameTheirCalls() {
        #expect(fixes("import { hot } from 'react-hot-loader';\nexport default hot(module)(App);")
            == ["1: remove react-hot-loader and its hot(module)(…) wrapper"])
        #expect(fixes("import { hot } from 'react-hot-loader/root';\nexport default hot(App);")
            == ["1: remove react-hot-loader and its hot(…) wrapper"])
        #expect(fixes("import { hot, setConfig } from 'react-hot-loader';\nsetConfig({ logLevel: 'debug' });\nexport default hot(module)(App);")
            == ["1: remove react-hot-loader and its hot(module)(…) wrapper and setConfig(…) calls"])
        #expect(fixes("import 'react-hot-loader/patch';") == ["1: remove the import and react-hot-loader"])
        #expect(fixes("import ReactDOM from '@hot-loader/react-dom';") == ["1: import from 'react-dom' and remove @hot-loader/react-dom"])
    }
}
