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

    /// The fix is code for this call: `createRoot(container).render(element)` named neither the argument nor where
    /// createRoot comes from, and gave each of two renders into one container its own createRoot, which React 18
    /// reports as an error ("a container that has already been passed to createRoot() before").
    @Test func aSecondRenderIntoOneContainerReusesItsRoot() {
        let code = """
            import ReactDOM from 'react-dom';
            const sidebar = document.querySelector('#sidebar');
            ReactDOM.render(<App title="main" />, document.getElementById('root'));
            ReactDOM.render(<App title="side" />, sidebar);
            ReactDOM.render(<App title="again" />, document.getElementById('root'));
            ReactDOM.unmountComponentAtNode(document.getElementById('root'));
            ReactDOM.unmountComponentAtNode(other);
            """
        let fixes = findings(code, fileName: "src/index.js").map { $0.fix ?? "" }
        #expect(fixes == [
            "import { createRoot } from 'react-dom/client'; const root = createRoot(document.getElementById('root')); root.render(<App title=\"main\" />);",
            "import { createRoot } from 'react-dom/client'; createRoot(sidebar).render(<App title=\"side\" />);",
            "root.render(<App title=\"again\" />); // the root from line 3: a second createRoot on one container is an error",
            "root.unmount(); // the root from line 3",
            "root.unmount(); // root: what createRoot(other) returned",
        ], "\(fixes)")
    }

    /// The same variable name in two functions (a `div` per test) is two containers; a long element is not copied.
    @Test func containersInSeparateFunctionsAreSeparateRoots() {
        let code = """
            function a() { const div = make(); ReactDOM.render(<A />, div); }
            function b() {
              const div = make();
              ReactDOM.render(<Provider store={store}>
                <App />
              </Provider>, div);
            }
            """
        let fixes = findings(code, fileName: "src/mount.js").map { $0.fix ?? "" }
        #expect(fixes == [
            "createRoot(div).render(<A />); /* import { createRoot } from 'react-dom/client' at the top of the file */",
            "createRoot(div).render(element); // import { createRoot } from 'react-dom/client' at the top of the file",
        ], "\(fixes)")
    }

    /// CRA's generated App.test.js: a root renders asynchronously, so the fix without act would leave the
    /// expectations that follow looking at an empty container. Inside the test's callback an import statement is no
    /// valid code: the imports are a note.
    @Test func aRenderInATestIsWrappedInAct() {
        let code = """
            it('renders without crashing', () => {
              const div = document.createElement('div');
              ReactDOM.render(<App />, div);
              ReactDOM.unmountComponentAtNode(div);
            });
            """
        let fixes = findings(code, fileName: "src/App.test.js").map { $0.fix ?? "" }
        #expect(fixes == [
            "const root = createRoot(div); act(() => root.render(<App />)); // import { createRoot } from 'react-dom/client' and import { act } from 'react' at the top of the file; outside act a root renders after the next line; act wants globalThis.IS_REACT_ACT_ENVIRONMENT = true in the test setup (render from @testing-library/react does both)",
            "act(() => root.unmount()); // the root from line 3",
        ], "\(fixes)")
    }

    /// A render the test already runs in act is not wrapped again (an act inside act).
    @Test func aRenderAlreadyInActIsNotWrappedAgain() {
        let code = """
            it('renders', () => {
              const div = document.createElement('div');
              act(() => {
                ReactDOM.render(<App />, div);
              });
            });
            """
        let fixes = findings(code, fileName: "src/App.test.js").map { $0.fix ?? "" }
        #expect(fixes == ["const root = createRoot(div); root.render(<App />); // import { createRoot } from 'react-dom/client' at the top of the file"], "\(fixes)")
    }

    @Test func hydrateAndThePortalFixesUseTheArguments() {
        let code = "import { hydrate } from 'react-dom';\nimport ReactDOM from 'react-dom';\nhydrate(<App />, rootEl);\nReactDOM.unstable_renderSubtreeIntoContainer(this, this.props.children, this.node);"
        let fixes = findings(code, fileName: "src/index.js").map { $0.fix ?? "" }
        #expect(fixes == [
            "import { hydrateRoot } from 'react-dom/client'; hydrateRoot(rootEl, <App />);",
            "createPortal(this.props.children, this.node) // returned from the component's render, createPortal from 'react-dom'",
        ], "\(fixes)")
    }

    /// `renderToNodeStream(<App />).pipe(res)` → the pipeable stream's code, piping once everything is ready (what
    /// React 18's renderToNodeStream did) rather than just the name of the API.
    @Test func aPipedNodeStreamGetsThePipeableStreamCode() {
        let code = "import { renderToNodeStream } from 'react-dom/server';\nexport const send = (res) => renderToNodeStream(<App url={url} />).pipe(res);\nconst s = renderToNodeStream(<App />);"
        let fixes = findings(code, fileName: "server/index.js").map { $0.fix ?? "" }
        #expect(fixes == [
            "{ const { pipe } = renderToPipeableStream(<App url={url} />, { onAllReady() { pipe(res); } }); } // import { renderToPipeableStream } from 'react-dom/server' at the top of the file",
            "renderToPipeableStream",
        ], "\(fixes)")
    }

    /// The pre-portal layer (react-modal 1, react-overlays' Portal): a component renders into its own `this.node`
    /// from lifecycle methods and unmounts it in componentWillUnmount. Roots there would be made on every update,
    /// render late, and warn when unmounted during React's commit; a portal replaces both calls.
    @Test func aLayerAComponentRendersIntoItsOwnNodeBecomesAPortal() {
        let code = """
            import ReactDOM from 'react-dom';
            export default class Layer extends React.Component {
              componentDidUpdate() { ReactDOM.render(<Overlay {...this.props} />, this.node); }
              componentWillUnmount() { ReactDOM.unmountComponentAtNode(this.node); }
              render() { return null; }
            }
            """
        let fixes = findings(code, fileName: "src/Layer.js").map { $0.fix ?? "" }
        #expect(fixes == [
            "createPortal(<Overlay {...this.props} />, this.node) /* returned from the component's render, createPortal from 'react-dom': a root made in a lifecycle method renders after it, and unmounting one during React's commit warns */",
            "/* delete the call: the portal replacing the render into this.node unmounts with its component */",
        ], "\(fixes)")
        let subtree = "import ReactDOM from 'react-dom';\nclass M extends React.Component {\n  componentDidMount() { ReactDOM.unstable_renderSubtreeIntoContainer(this, this.props.children, this.node); }\n  componentWillUnmount() { ReactDOM.unmountComponentAtNode(this.node); }\n}"
        #expect(findings(subtree, fileName: "src/Modal.js").last?.fix == "/* delete the call: the portal replacing the render into this.node unmounts with its component */")
    }

    /// Redux's vanilla counter example: `render` runs on every store update. A createRoot inside it made a new root
    /// each time; the root is made on the first call and kept. A container the function makes itself is fresh
    /// on every call, so its root is too.
    @Test func aRenderInAFunctionThatRunsAgainKeepsOneRoot() {
        let code = """
            const rootEl = document.getElementById('root');
            const render = () => ReactDOM.render(<Counter value={store.getState()} />, rootEl);
            render();
            store.subscribe(render);
            export function mount(props) { const div = document.createElement('div'); ReactDOM.render(<Widget />, div); return div; }
            """
        let fixes = findings(code, fileName: "src/index.js").map { $0.fix ?? "" }
        #expect(fixes == [
            "{ (root ??= createRoot(rootEl)).render(<Counter value={store.getState()} />); } // with `let root;` declared once outside this function and import { createRoot } from 'react-dom/client': it may run again, and a second createRoot on one container is an error",
            "createRoot(div).render(<Widget />); /* import { createRoot } from 'react-dom/client' at the top of the file */",
        ], "\(fixes)")
    }

    /// Methods destructured from react-dom's object and a call on `require('react-dom')` itself were never found.
    @Test func destructuredAndRequiredInPlaceMethodsAreReported() {
        let code = """
            import ReactDOM from 'react-dom';
            const { render, hydrate: hydrateApp } = ReactDOM;
            render(<App />, document.getElementById('root'));
            hydrateApp(<App />, ssrRoot);
            require('react-dom').render(<App />, document.getElementById('b'));
            const { render: other } = config;
            other(<App />, x);
            """
        let found = findings(code, fileName: "src/index.js")
        #expect(found.map { "\($0.line):\($0.column)" } == ["3:1", "4:1", "5:1"], "\(found.map(\.message))")
        #expect(found.map { $0.message.prefix { $0 != " " } } == ["render", "hydrate", "render"])
    }

    /// Legacy render returned the component instance; a root's render returns nothing, and a statement (with its
    /// `const root`) is no expression: where the call's value is read, the fix says so instead of code that breaks
    /// the line it is pasted into.
    @Test func aRenderWhoseValueIsReadIsManual() {
        let code = """
            it('returns the instance', () => {
              const div = document.createElement('div');
              const instance = ReactDOM.render(<App />, div);
              expect(instance.state.open).toBe(false);
            });
            """
        let found = findings(code, fileName: "src/App.test.js")
        #expect(found.map(\.severity) == [.manualFix])
        #expect(found.first?.fix?.hasPrefix("ReactDOM.render returned the component instance and a root's render returns nothing: reach the instance through a ref on the element (ref={…}), and render in a statement of its own, const root = createRoot(div); act(() => root.render(<App />)); (import { createRoot }") == true, "\(found.map(\.fix))")
        let top = findings("import ReactDOM from 'react-dom';\nexport default ReactDOM.render(<App />, el);", fileName: "src/index.js")
        #expect(top.map(\.severity) == [.manualFix])
    }

    /// An arrow's expression body takes no statement or import: the code goes in braces, the import to the note
    /// (the piped node stream above too).
    @Test func anArrowBodyGetsABlock() {
        let test = "it('renders', () => ReactDOM.render(<App />, div));"
        #expect(findings(test, fileName: "src/App.test.js").first?.fix?.hasPrefix("{ const root = createRoot(div); act(() => root.render(<App />)); } /* ") == true)
    }

    /// Code following the call on its line (a method's closing brace, the next statement) stays code: the note is
    /// a block comment there, where a line comment swallowed it.
    @Test func aNoteBeforeMoreCodeOnTheLineIsABlockComment() {
        let code = """
            import ReactDOM from 'react-dom';
            export function mount() { const div = make(); ReactDOM.render(<Widget />, div); return div; }
            export default class Layer extends React.Component {
              componentDidUpdate() { ReactDOM.render(<Overlay />, this.node); }
              componentWillUnmount() { ReactDOM.unmountComponentAtNode(this.node); document.body.removeChild(this.node); }
            }
            """
        #expect(findings(code, fileName: "src/Layer.js").map { $0.fix ?? "" } == [
            "createRoot(div).render(<Widget />); /* import { createRoot } from 'react-dom/client' at the top of the file */",
            "createPortal(<Overlay />, this.node) /* returned from the component's render, createPortal from 'react-dom': a root made in a lifecycle method renders after it, and unmounting one during React's commit warns */",
            "/* delete the call: the portal replacing the render into this.node unmounts with its component */",
        ])
    }
}
