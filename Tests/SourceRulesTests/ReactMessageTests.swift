import AuditModel
import Testing

@testable import SourceRules

/// The React 18 rules' messages and fixes say what is true of the code: an import that also brings named
/// bindings keeps them; APIs React 16.0 already removed are not called merely deprecated.
@Suite struct ReactMessageTests {
    private func messages(_ rule: any Rule, _ code: String) -> [String] {
        ExampleRunner.findings(of: rule, code: code, fileName: "src/App.jsx").map { $0.message + " | " + ($0.fix ?? "") }
    }

    @Test func aReactImportWithNamedBindingsKeepsThem() {
        let found = messages(React18Rules.JSXRuntime(), "import React, { Component, useState as useS } from 'react';\nexport class A extends Component { render() { useS; return <p/>; } }")
        #expect(found.count == 1)
        #expect(found.first?.hasSuffix("| remove `React` from the import and keep { Component, useState as useS }") == true, "\(found)")
        let alone = messages(React18Rules.JSXRuntime(), "import React from 'react';\nexport const A = () => <p/>;")
        #expect(alone.first?.hasSuffix("| remove the import") == true, "\(alone)")
    }

    /// PropTypes and createClass from 'react' are react18-legacy-apis findings: the kept list leaves them out.
    @Test func theKeptNamesLeaveOutWhatReact16Removed() {
        let found = messages(React18Rules.JSXRuntime(), "import React, { Component, PropTypes, createClass as cc } from 'react';\nexport class A extends Component { render() { return <p/>; } }\nA.propTypes = { x: PropTypes.string };\nexport const B = cc({});")
        #expect(found.count == 1)
        #expect(found.first?.hasSuffix("| remove `React` from the import and keep { Component }; react18-legacy-apis replaces `PropTypes`, `createClass as cc`") == true, "\(found)")
        let onlyRemoved = messages(React18Rules.JSXRuntime(), "import React, { PropTypes } from 'react';\nexport const A = () => <p/>;\nA.propTypes = { x: PropTypes.string };")
        #expect(onlyRemoved.first?.hasSuffix("| remove the import; react18-legacy-apis replaces `PropTypes`") == true, "\(onlyRemoved)")
    }

    @Test func propTypesAndCreateClassWereRemovedInReact16() {
        let found = messages(React18Rules.LegacyAPIs(), "import React from 'react';\nA.propTypes = { x: React.PropTypes.string };\nconst B = React.createClass({ render() { return null; } });\nReact.findDOMNode(this);")
        #expect(found.count == 3, "\(found)")
        #expect(found[0].hasPrefix("React.PropTypes was removed from the react package in React 16.0 (use prop-types) |"), "\(found)")
        #expect(found[1].hasPrefix("React.createClass was removed from the react package in React 16.0 (use create-react-class) |"), "\(found)")
        #expect(found[2].hasPrefix("React.findDOMNode is deprecated since React 16.x and removed in React 19 |"), "\(found)")
    }

    /// From real React 15 apps (react-redux-starter-kit's AppContainer.js, react-redux-universal-hot-example's App.js).
    @Test func propTypesImportedByNameFromReactIsRemovedToo() {
        let code = "import React, { Component, PropTypes } from 'react';\nexport default class App extends Component {\n  static propTypes = { user: PropTypes.object };\n}"
        let found = ExampleRunner.findings(of: React18Rules.LegacyAPIs(), code: code, fileName: "src/containers/App/App.js")
        #expect(found.map { "\($0.line):\($0.column)" } == ["1:28"], "\(found.map(\.message))")
        #expect(found.map(\.message) == ["PropTypes imported from 'react' was removed from the react package in React 16.0; the import is undefined"])
        #expect(found.map(\.fix) == ["import PropTypes from 'prop-types'"])
        #expect(messages(React18Rules.LegacyAPIs(), "import PropTypes from 'prop-types';\nimport { Component } from 'react';").isEmpty)
    }

    @Test func unsafeLifecyclesAreDeprecatedNotRemovedAndServerStreamsAreNotRoots() {
        let lifecycle = messages(React18Rules.LegacyAPIs(), "class A extends React.Component {\n  componentWillMount() {}\n  render() { return null; }\n}")
        #expect(lifecycle.first?.hasPrefix("componentWillMount is an unsafe lifecycle (renamed UNSAFE_componentWillMount); deprecated since React 16.3") == true, "\(lifecycle)")
        #expect(lifecycle.first?.contains("removed in React 19") == false)
        let stream = messages(React18Rules.RenderRoot(), "import { renderToNodeStream } from 'react-dom/server';\nrenderToNodeStream(app).pipe(res);")
        #expect(stream.first?.hasPrefix("renderToNodeStream is React's deprecated server streaming API") == true, "\(stream)")
    }

    @Test func legacyContextAssignedAfterTheClassIsReported() {
        let found = messages(React18Rules.LegacyAPIs(), "class Z extends React.Component { render() { return null; } }\nZ.contextTypes = { theme: PropTypes.object };\nZ.childContextTypes = { color: PropTypes.string };\nstore.contextTypes = 1;")
        #expect(found.count == 2, "\(found)")
        #expect(found.first?.hasPrefix("contextTypes is legacy context") == true, "\(found)")
    }

    @Test func reactNamedInAJSXElementIsAUseOfTheImport() {
        // `<React.Fragment>` compiles to a read of `React` under both runtimes: removing the import breaks the file.
        for code in ["import React from 'react';\nexport const A = () => <React.Fragment><b>x</b></React.Fragment>;",
                     "import * as React from 'react';\nexport const A = () => <React.StrictMode><b/></React.StrictMode>;"] {
            #expect(messages(React18Rules.JSXRuntime(), code).isEmpty, "\(code)")
        }
        #expect(messages(React18Rules.JSXRuntime(), "import React from 'react';\nexport const A = () => <Reactive.Box/>;").count == 1)
    }

    @Test func stringRefsWrittenAsExpressionsAreLegacyRefs() {
        let code = "class A extends React.Component {\n  render() { return <div><i ref={'a'} /><i ref={`b`} /><i ref={this.c} /><i ref={`d${n}`} /></div>; }\n}"
        let found = ExampleRunner.findings(of: React18Rules.LegacyAPIs(), code: code, fileName: "src/App.jsx")
        #expect(found.map { "\($0.line):\($0.column)" } == ["2:29", "2:44"], "\(found.map(\.message))")
        #expect(found.first?.message.hasPrefix("string ref") == true, "\(found.map(\.message))")
    }

    @Test func legacyContextWithKeysBesidesRouterIsReportedAndRouterAloneOnlyWithoutV3Rules() {
        let mixed = "class Home extends React.Component {\n  static contextTypes = { router: PropTypes.object, theme: PropTypes.string };\n  render() { return this.context.theme; }\n}"
        #expect(messages(React18Rules.LegacyAPIs(), mixed).first?.hasPrefix("contextTypes is legacy context") == true)
        let routerOnly = "class Home extends React.Component {\n  static contextTypes = { router: PropTypes.object };\n}"
        // Under React Router v3 (the example facts) rr3-context-router reports it; without v3 nothing else would.
        #expect(messages(React18Rules.LegacyAPIs(), routerOnly).isEmpty)
        let noRouter = ProjectFacts(installedVersions: ["react": "16.14.0", "react-dom": "16.14.0"])
        let found = ExampleRunner.findings(of: React18Rules.LegacyAPIs(), code: routerOnly, fileName: "src/App.jsx", facts: noRouter)
        #expect(found.map(\.message).first?.hasPrefix("contextTypes is legacy context") == true, "\(found.map(\.message))")
        let child = "class App extends React.Component {}\nApp.childContextTypes = { router: PropTypes.object };"
        #expect(messages(React18Rules.LegacyAPIs(), child).count == 1)
    }

    @Test func theCreateReactClassPackageStillWorksWithReact18() {
        let found = ExampleRunner.findings(of: React18Rules.LegacyAPIs(), code: "import createReactClass from 'create-react-class';\nconst C = createReactClass({ render() { return null; } });", fileName: "src/App.jsx")
        #expect(found.count == 1)
        #expect(found.first?.severity == .info)
        let message = found.first?.message ?? ""
        #expect(message.contains("deprecated in 15.5 and removed in 16.0") && message.contains("still works with React 18"), "\(message)")
        #expect(!message.contains("React 19") && !message.contains("16.x"), "\(message)")
    }

    /// From real entries (b8208241/Pile-dev's ModalBox.jsx, a universal-app index.tsx): the API is read into a
    /// local and called through it, so no `ReactDOM.x(` is ever written.
    @Test func aLegacyRootAPIReadIntoALocalIsReported() {
        let subtree = "import ReactDOM from 'react-dom';\nconst renderSubtreeIntoContainer = ReactDOM.unstable_renderSubtreeIntoContainer;\nrenderSubtreeIntoContainer(this, kids, node);"
        let found = ExampleRunner.findings(of: React18Rules.RenderRoot(), code: subtree, fileName: "src/ModalBox.jsx")
        #expect(found.map { "\($0.line):\($0.column)" } == ["2:36"], "\(found.map(\.message))")
        let picked = "import ReactDOM from 'react-dom';\nconst _render = module.hot ? ReactDOM.render : ReactDOM.hydrate || ReactDOM.render;\n_render(app, root);"
        let methods = ExampleRunner.findings(of: React18Rules.RenderRoot(), code: picked, fileName: "src/index.js").map { $0.message.prefix { $0 != " " } }
        #expect(methods == ["render", "hydrate", "render"], "\(methods)")
        let stub = "import ReactDOM from 'react-dom';\nReactDOM.render = jest.fn();"
        #expect(ExampleRunner.findings(of: React18Rules.RenderRoot(), code: stub, fileName: "src/setup.js").isEmpty)
    }

    /// Each legacy API gets its own replacement: the catalog's whole list (prop-types, createContext, UNSAFE_, …)
    /// was the fix on every line. From qiongxuehaixin/private's MyComponents.jsx and jimloop/webpack_react_antd's Provider.js.
    @Test func eachLegacyAPIGetsItsOwnFix() {
        let refs = "class MyComponent extends Component {\n  handleClick() { this.refs.myTextInput.focus(); }\n  render() { return <div><input type=\"text\" ref=\"myTextInput\" /><i ref=\"my-icon\" /></div>; }\n}"
        let fixes = ExampleRunner.findings(of: React18Rules.LegacyAPIs(), code: refs, fileName: "src/MyComponents.jsx").map { $0.fix ?? "" }
        #expect(fixes == [
            "a callback ref (`ref={el => (this.myTextInput = el)}`) or `createRef()`; read `this.myTextInput` where the code reads `this.refs.myTextInput`",
            "a callback ref (`ref={el => (this.node = el)}`) or `createRef()`; read `this.node` where the code reads `this.refs['my-icon']`",
        ], "\(fixes)")
        let provider = "class Provider extends Component {\n  getChildContext() { return { store: this.props.store }; }\n  componentWillReceiveProps(next) {}\n}\nProvider.childContextTypes = { store: PropTypes.object };"
        let found = ExampleRunner.findings(of: React18Rules.LegacyAPIs(), code: provider, fileName: "src/Provider.js").map { $0.fix ?? "" }
        #expect(found.count == 2, "\(found)")
        #expect(found.first?.hasPrefix("`componentDidUpdate(prevProps)` or `static getDerivedStateFromProps`") == true, "\(found)")
        #expect(found.last?.hasPrefix("`React.createContext`") == true, "\(found)")
        #expect(!found.contains { $0.contains("prop-types") || $0.contains("findDOMNode") }, "\(found)")
    }

    /// Legacy context declared as a typed static field (sourcegraph's ComponentWithRouter.tsx) or as a key of a
    /// createClass spec or mixin (react-router 2's RouterContextMixin.js) was missed: only `contextTypes =` was read.
    @Test func legacyContextAsATypedFieldOrASpecKeyIsReported() {
        let typed = "export abstract class ComponentWithRouter<P, S> extends React.Component<P, S> {\n\tstatic contextTypes: React.ValidationMap<any> = {\n\t\tstore: PropTypes.object.isRequired,\n\t};\n\tcontext: any;\n}"
        let found = ExampleRunner.findings(of: React18Rules.LegacyAPIs(), code: typed, fileName: "src/ComponentWithRouter.tsx")
        #expect(found.map { "\($0.line):\($0.column)" } == ["2:9"], "\(found.map(\.message))")
        let mixin = "var RouterContextMixin = {\n  childContextTypes: {\n    router: object.isRequired,\n  },\n  getChildContext() { return { router: this.props.router }; }\n};"
        #expect(ExampleRunner.findings(of: React18Rules.LegacyAPIs(), code: mixin, fileName: "src/Mixin.js").map(\.line) == [2])
        let spec = "const Item = createReactClass({\n  contextTypes: { theme: PropTypes.string },\n  render() { return null; }\n});"
        let specFound = ExampleRunner.findings(of: React18Rules.LegacyAPIs(), code: spec, fileName: "src/Item.js").filter { $0.message.hasPrefix("contextTypes") }
        #expect(specFound.map(\.line) == [2])
        // Not a declaration: a key holding a non-object, a type's member.
        let other = "const config = { contextTypes: names };\ninterface P { contextTypes: { a: string }; }"
        #expect(ExampleRunner.findings(of: React18Rules.LegacyAPIs(), code: other, fileName: "src/config.ts").isEmpty)
    }

    /// From topcoder-platform/community-app's __tests__/shared/components/Button.jsx: React 19 removes
    /// renderIntoDocument, Simulate and the find helpers, and 18.3 deprecates test-utils' act.
    @Test func reactDOMTestUtilsIsReportedAsInfo() {
        let code = "import React from 'react';\nimport TU from 'react-dom/test-utils';\nconst render = TU.renderIntoDocument(<b />);\nTU.Simulate.click(TU.findRenderedDOMComponentWithClass(render, 'tc-btn'));"
        let found = ExampleRunner.findings(of: React18Rules.LegacyAPIs(), code: code, fileName: "__tests__/Button.jsx")
        #expect(found.map { "\($0.line):\($0.column):\($0.severity)" } == ["2:1:info"], "\(found.map(\.message))")
        #expect(found.first?.message.contains("React 19 removes everything in it but act") == true)
        let required = ExampleRunner.findings(of: React18Rules.LegacyAPIs(), code: "const { act } = require('react-dom/test-utils');", fileName: "src/setupTests.js")
        #expect(required.count == 1, "\(required.map(\.message))")
    }

    /// A prerendered CRA entry (react-snap's `self.prerenderReady = true`): createRoot's and hydrateRoot's render
    /// take no callback, so a fix without it would silently drop the code that ran after the first render.
    @Test func aRenderCallbackIsNamedInTheFix() {
        let code = "import ReactDOM from 'react-dom';\nReactDOM.hydrate(<App {...props} />, document.getElementById('root'), () => { self.prerenderReady = true });\nReactDOM.render(<h1>Hello, world</h1>, root);"
        let fixes = ExampleRunner.findings(of: React18Rules.RenderRoot(), code: code, fileName: "src/index.js").map { $0.fix ?? "" }
        #expect(fixes == [
            "import { hydrateRoot } from 'react-dom/client'; hydrateRoot(document.getElementById('root'), <App {...props} />); // its callback (third argument) has no counterpart there: run it from a useEffect in the rendered component",
            "import { createRoot } from 'react-dom/client'; createRoot(root).render(<h1>Hello, world</h1>);",
        ], "\(fixes)")
        let named = "import { render } from 'react-dom';\nrender(Routes, window.document.getElementById('root'), () => {\n  registerHotKey();\n});"
        #expect(ExampleRunner.findings(of: React18Rules.RenderRoot(), code: named, fileName: "src/index.js").first?.fix?.contains("third argument") == true)
    }

    /// React 19 removed renderToStaticNodeStream beside renderToNodeStream; React 18 still runs it.
    @Test func renderToStaticNodeStreamIsAnInfoAboutReact19() {
        let code = "import ReactDOMServer from 'react-dom/server';\nReactDOMServer.renderToStaticNodeStream(<Page />).pipe(res);"
        let found = ExampleRunner.findings(of: React18Rules.RenderRoot(), code: code, fileName: "src/ssr.js")
        #expect(found.map { "\($0.line):\($0.severity)" } == ["2:info"], "\(found.map(\.message))")
        #expect(found.first?.message == "renderToStaticNodeStream still works in React 18 and is removed in React 19")
    }

    /// An entry whose `ReactDOM` comes from webpack's ProvidePlugin (or a UMD script) has no import of react-dom:
    /// its ReactDOM.render went unreported while react18-legacy-apis already read the same global for findDOMNode.
    @Test func aFreeReactDOMIsReactDOM() {
        let code = "class App extends React.Component { render() { return <div />; } }\nReactDOM.render(<App />, document.getElementById('root'));"
        let found = ExampleRunner.findings(of: React18Rules.RenderRoot(), code: code, fileName: "src/index.js")
        #expect(found.map { "\($0.line):\($0.column)" } == ["2:1"], "\(found.map(\.message))")
        let shadowed = "function mount(ReactDOM) { ReactDOM.render(null, null); }"
        #expect(ExampleRunner.findings(of: React18Rules.RenderRoot(), code: shadowed, fileName: "src/mount.js").isEmpty)
    }

    /// `import ReactDom from 'react-dom'` (TypeScript starters' spelling) and `const react = require('react')`: the
    /// rule read only identifiers spelled `React` and `ReactDOM`, so these calls went unreported.
    @Test func legacyAPIsThroughAnyLocalNameOfReactOrReactDOM() {
        let code = "import * as ReactDom from 'react-dom';\nconst react = require('react');\nconst node = ReactDom.findDOMNode(this);\nconst Old = react.createClass({});\nconst t = react.PropTypes.string;"
        let found = ExampleRunner.findings(of: React18Rules.LegacyAPIs(), code: code, fileName: "src/Panel.tsx")
        #expect(found.map { "\($0.line):\($0.column)" } == ["3:14", "4:13", "5:11"], "\(found.map(\.message))")
        #expect(found.map { $0.message.prefix { $0 != " " } } == ["ReactDom.findDOMNode", "react.createClass", "react.PropTypes"], "\(found.map(\.message))")
        #expect(found.map(\.fix).last == "import PropTypes from 'prop-types'", "\(found.map(\.fix))")
        // A parameter shadowing the name is not react-dom.
        #expect(ExampleRunner.findings(of: React18Rules.LegacyAPIs(), code: "import ReactDom from 'react-dom';\nfunction f(ReactDom) { ReactDom.findDOMNode(x); }", fileName: "src/f.js").isEmpty)
    }

    /// A lifecycle name is a declaration only in a class body (or a createClass spec): a call in a function body and
    /// a TypeScript interface's member were reported as unsafe lifecycles.
    @Test func lifecycleNamesOutsideAClassBodyAreNotDeclarations() {
        let code = "function helper() {\n  componentWillMount();\n}\ninterface Lifecycle { componentWillMount(): void; componentWillUpdate?(): void }\nexport default class extends React.PureComponent {\n  public componentWillMount(): void {}\n  componentWillReceiveProps = (next: {}) => {};\n}\nconst make = () => class extends Component { componentWillUpdate() {} };"
        let found = ExampleRunner.findings(of: React18Rules.LegacyAPIs(), code: code, fileName: "src/Edge.tsx")
        #expect(found.map { "\($0.line):\($0.column)" } == ["6:10", "7:3", "9:46"], "\(found.map(\.message))")
        // A class extending nothing is no component: an abstract TypeScript class declaring the same names.
        let plain = "export abstract class Editor<T> {\n  abstract componentWillReceiveProps(next: T): void;\n  componentWillMount() {}\n}\n"
        #expect(ExampleRunner.findings(of: React18Rules.LegacyAPIs(), code: plain, fileName: "src/E.tsx").isEmpty)
    }

    /// A createClass spec under the package's import name of choice (`import crc from 'create-react-class'`): only
    /// the names createReactClass and createClass were read as spec calls, so its lifecycles went unreported.
    @Test func aCreateReactClassSpecUnderAnyImportNameIsRead() {
        let code = "import crc from 'create-react-class';\nexport const C = crc({\n  componentWillMount() {},\n  render() { return null; },\n});\nconst other = make({ componentWillMount() {} });"
        let found = ExampleRunner.findings(of: React18Rules.LegacyAPIs(), code: code, fileName: "src/C.jsx").filter { $0.severity != .info }
        #expect(found.map { "\($0.line):\($0.column)" } == ["3:3"], "\(found.map(\.message))")
    }

    /// `React.FC`, `React.ReactNode`: a TypeScript file naming React in types uses the import, so it is not "only for
    /// JSX" and removing it leaves the types naming a UMD global.
    @Test func reactNamedInTypesIsAUseOfTheImport() {
        let typed = "import * as React from 'react';\nexport const A: React.FC<{ n: number }> = ({ n }) => <p>{n}</p>;"
        #expect(ExampleRunner.findings(of: React18Rules.JSXRuntime(), code: typed, fileName: "src/A.tsx").isEmpty)
        let jsxOnly = "import * as React from 'react';\nexport const A = ({ n }: { n: number }) => <p title=\"React\">{n}</p>;"
        #expect(ExampleRunner.findings(of: React18Rules.JSXRuntime(), code: jsxOnly, fileName: "src/A.tsx").count == 1)
    }
}
