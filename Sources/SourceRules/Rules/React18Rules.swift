import AuditModel
import SourceStructure

/// Catalog section L: React 18 (`react18-*`).
enum React18Rules {
    static let all: [any Rule] = [RenderRoot(), LegacyAPIs(), JSXRuntime()]

    /// React 15's named exports that React 16.0 removed, with the import that replaces each: react18-legacy-apis
    /// reports them, so no other fix keeps them in an import from 'react'.
    static let removedNamedExports = [
        ("PropTypes", "import PropTypes from 'prop-types'"), ("createClass", "import createReactClass from 'create-react-class'"),
    ]
    static let guide = "https://react.dev/blog/2022/03/08/react-18-upgrade-guide"

    /// A module's default/namespace bindings, and its named ones (by imported name).
    static func locals(_ file: SourceFile, _ specifiers: Set<String>) -> (objects: [ModuleBinding], named: [String: ModuleBinding]) {
        var objects: [ModuleBinding] = []
        var named: [String: ModuleBinding] = [:]
        for (_, binding) in file.bindings(from: { specifiers.contains($0) }) {
            if binding.imported == "default" || binding.imported == "*" { objects.append(binding) } else { named[binding.imported] = binding }
        }
        return (objects, named)
    }

    struct RenderRoot: Rule {
        static let methods: [String: String] = [
            "render": "createRoot(container).render(element)", "hydrate": "hydrateRoot(container, element)",
            "unmountComponentAtNode": "root.unmount()", "unstable_renderSubtreeIntoContainer": "a portal",
            "renderToNodeStream": "renderToPipeableStream",
            "renderToStaticNodeStream": "renderToPipeableStream, piping once `onAllReady` fires (or renderToStaticMarkup)",
        ]

        let description = RuleDescription(
            id: "react18-render-root", title: "Legacy root API",
            summary: "`ReactDOM.render`, `hydrate`, `unmountComponentAtNode`, `unstable_renderSubtreeIntoContainer`, `renderToNodeStream`, `renderToStaticNodeStream` (info: removed in React 19).",
            rationale: "React 18 keeps `ReactDOM.render` only in legacy mode (no concurrent features, a console error); React 19 removes it.",
            defaultSeverity: .autoFixable,
            replacement: "`createRoot(container).render(<App />)`, `hydrateRoot`, `root.unmount()` from `react-dom/client`; `renderToPipeableStream`.",
            sourceURL: guide,
            triggeringExamples: ["import ReactDOM from 'react-dom';\n⟦ReactDOM.render(<App />, document.getElementById('root'));", "import { render } from 'react-dom';\n⟦render(<App />, root);"],
            nonTriggeringExamples: [
                "import { createRoot } from 'react-dom/client';\ncreateRoot(root).render(<App />);", "import { render } from '@testing-library/react';\nrender(<App />);",
                "import ReactDOM from 'react-dom';\nexport function mount(ReactDOM) { ReactDOM.render(null, null); }",
            ])

        /// Calls of methods destructured from the module's object (`const { render, hydrate: h } = ReactDOM;`), with
        /// the method each one is.
        static func destructuredCalls(from objectUses: [Int], in file: SourceFile) -> [(Int, Int, String)] {
            var calls: [(Int, Int, String)] = []
            for index in objectUses where file.isPunct(index - 1, "=") && file.isPunct(index - 2, "}") {
                guard let open = file.structure.partner(of: index - 2),
                    file.isWord(open - 1, "const") || file.isWord(open - 1, "let") || file.isWord(open - 1, "var")
                else { continue }
                for token in open + 1..<index - 2 {
                    guard let local = file.word(token), let declaration = file.structure.declarations[local]?.first(where: { $0.tokenIndex == token })
                    else { continue }
                    // `hydrate: hydrateApp` binds the method under another name.
                    let method = file.isPunct(token - 1, ":") ? file.word(token - 2) ?? local : local
                    guard Self.methods[method] != nil else { continue }
                    for use in file.uses(of: declaration) where file.isPunct(use + 1, "(") { calls.append((use, use, method)) }
                }
            }
            return calls
        }

        /// The server streams: they run in Node, so they are looked for in server code too, where the roots are not.
        static let serverStreams: Set<String> = ["renderToNodeStream", "renderToStaticNodeStream"]

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            let isServer = file.context == .node
            guard file.context.isTransformed || isServer else { return }
            let (objects, named) = React18Rules.locals(file, ["react-dom", "react-dom/server"])
            var hits: [(Int, Int, String)] = []
            // A free `ReactDOM` is react-dom too: webpack's ProvidePlugin (`ReactDOM: 'react-dom'`) or a UMD script
            // put it there, and react18-legacy-apis reads it the same way for findDOMNode.
            let objectUses = objects.flatMap { file.uses(of: $0) } + file.structure.freeReferences(to: "ReactDOM")
            for index in objectUses {
                let chain = file.structure.memberChain(at: index, in: file.lexed)
                // A read that is not a call still picks the API (`const r = module.hot ? ReactDOM.render : ReactDOM.hydrate`,
                // `const subtree = ReactDOM.unstable_renderSubtreeIntoContainer`); only a stub assigned over it is not a use.
                guard chain.segments.count == 1, let method = chain.segments[0].name, Self.methods[method] != nil, !file.isAssigned(chain) else { continue }
                hits.append((index, chain.lastToken, method))
            }
            hits += Self.destructuredCalls(from: objectUses, in: file)
            // `require('react-dom').render(…)`: the module's method called on the require itself.
            for reference in file.references(to: { $0 == "react-dom" || $0 == "react-dom/server" }) where reference.kind == .require {
                guard let method = reference.memberAfterCall, Self.methods[method] != nil, let open = reference.openParen,
                    let close = file.structure.partner(of: open)
                else { continue }
                hits.append((reference.keywordToken, close + 2, method))
            }
            for (imported, binding) in named where Self.methods[imported] != nil {
                for index in file.uses(of: binding) where file.isPunct(index + 1, "(") {
                    hits.append((index, index, imported))
                }
            }
            // A re-render in an `if (module.hot)` block goes with the block: the sink drops it (wp-module-hot).
            let calls = hits.sorted(by: { $0.0 < $1.0 }).filter { !isServer || Self.serverStreams.contains($0.2) }
                .map { Self.rootCall($0.0, $0.1, $0.2, in: file) }
            for (index, call) in calls.enumerated() {
                let method = call.method
                // renderToNodeStream is a server API, not a root: deprecated in 18, removed in 19.
                // renderToStaticNodeStream was left undeprecated until 18.3 and removed by React 19 (facebook/react#28873).
                if method == "renderToStaticNodeStream" {
                    sink.report(at: call.start, through: call.end, message: "renderToStaticNodeStream still works in React 18 and is removed in React 19",
                        fix: Self.methods[method], severity: .info)
                    continue
                }
                let message = method == "renderToNodeStream"
                    ? "renderToNodeStream is React's deprecated server streaming API (deprecated in 18, removed in 19)"
                    : "\(method) is React's legacy root API (legacy mode in 18, removed in 19)"
                // A render whose instance is read needs a ref as well as a root: more than replacing the call.
                let readsInstance = call.isRenderOrHydrate
                    && Self.place(from: call.start, through: Self.replacedEnd(of: call, in: file), in: file) == .value
                sink.report(at: call.start, through: call.end, message: message, fix: Self.fix(for: index, of: calls, in: file) ?? Self.methods[method],
                    severity: readsInstance ? .manualFix : nil)
            }
        }
    }

    struct LegacyAPIs: Rule {
        static let unsafeLifecycles: Set<String> = ["componentWillMount", "componentWillReceiveProps", "componentWillUpdate"]
        /// The package is React.createClass moved out of react (15.5) and still supports React 18: a legacy style, not
        /// a removed API.
        /// react-dom/test-utils works in React 18; 18.3 moves its `act` to 'react' and React 19 keeps only that.
        static let testUtils = "react-dom/test-utils still works in React 18 (18.3 deprecates its act for act from 'react'); React 19 removes everything in it but act"
        static let createReactClass = "create-react-class is React.createClass as a package (React.createClass was deprecated in 15.5 and removed in 16.0); it still works with React 18, so rewriting its components as classes or hooks is optional"

        let description = RuleDescription(
            id: "react18-legacy-apis", title: "Deprecated React API",
            summary: "`React.createClass`, `React.PropTypes`, string refs, legacy `contextTypes`/`childContextTypes` (one holding only `router` is `rr3-context-router` under React Router v3), `create-react-class` (info: the package works with React 18), `react-dom/test-utils` (info: React 19 keeps only `act`, from 'react'), un-prefixed `componentWillMount/ReceiveProps/Update`, `findDOMNode`, `defaultProps` on function components (info: React 18 applies them, 18.3 warns).",
            rationale: "Deprecated since React 16.x; StrictMode warns and double-invokes, and React 19 removes most of them.",
            defaultSeverity: .manualFix,
            replacement: "Classes or hooks; the `prop-types` package; callback refs or `createRef`; `createContext`; `UNSAFE_` prefixes or a redesign; refs instead of `findDOMNode`.",
            sourceURL: guide,
            triggeringExamples: [
                "class Search extends React.Component {\n  ⟦componentWillReceiveProps(next) { this.sync(next); }\n  render() { return <input ⟦ref=\"input\" />; }\n}",
                "class Panel extends React.Component {\n  render() { return <div ⟦ref={'root'} />; }\n}",
                "const node = ⟦ReactDOM.findDOMNode(this);",
                "const Old = ⟦React.createClass({ render() { return null; } });",
                "const Older = ⟦React.createClass({ ⟦componentWillMount: function () {}, ⟦componentWillUpdate() {}, render() { return null; } });",
                RuleExample("class E extends Component<P, {}> {\n  ⟦componentWillMount() {}\n  render() { return null; }\n}", fileName: "src/E.tsx"),
                RuleExample("class B<T> extends React.Component<any> {\n  ⟦componentWillReceiveProps(next: any) {}\n}", fileName: "src/B.tsx"),
                "function Button({ size }) { return <button className={size} />; }\n⟦Button.defaultProps = { size: 'md' };",
                RuleExample("const Icon: React.FC<Props> = ({ name }) => <i className={name} />;\n⟦Icon.defaultProps = { name: 'dot' };", fileName: "src/Icon.tsx"),
            ],
            nonTriggeringExamples: [
                "class Search extends React.Component {\n  UNSAFE_componentWillReceiveProps(next) {}\n  render() { return <input ref={this.input} />; }\n}",
                "class Panel extends React.Component { render() { return null; } }\nPanel.defaultProps = { size: 'md' };",
            ])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isTransformed else { return }
            var hits: [(Int, String)] = []
            // The packages' default or namespace imports under any local name (`import ReactDom from 'react-dom'`,
            // `const react = require('react')`), and a free `React`/`ReactDOM` (ProvidePlugin, a UMD script).
            let objects = React18Rules.locals(file, ["react", "react-dom"]).objects
            let roots = Set(objects.flatMap { file.uses(of: $0) } + file.structure.freeReferences(to: "React") + file.structure.freeReferences(to: "ReactDOM"))
            for index in roots.sorted() {
                let chain = file.structure.memberChain(at: index, in: file.lexed)
                guard let member = chain.segments.first?.name else { continue }
                let name = file.text(index)
                if member == "PropTypes" || member == "createClass" {
                    hits.append((index, "\(name).\(member) was removed from the react package in React 16.0 (use \(member == "PropTypes" ? "prop-types" : "create-react-class"))"))
                } else if member == "findDOMNode" {
                    hits.append((index, "\(name).\(member) is deprecated"))
                }
            }
            // `import React, { Component, PropTypes } from 'react'`: React 15's named export, undefined since 16.0, so
            // `PropTypes.object` throws where the class is defined.
            let (_, reactNamed) = React18Rules.locals(file, ["react"])
            let removedExports = React18Rules.removedNamedExports
                .compactMap { name, fix in reactNamed[name].map { (binding: $0, name: name, fix: fix) } }
            let (_, named) = React18Rules.locals(file, ["react-dom"])
            if let binding = named["findDOMNode"] {
                for index in file.uses(of: binding) where file.isPunct(index + 1, "(") { hits.append((index, "findDOMNode is deprecated")) }
            }
            for reference in file.references(to: { $0 == "create-react-class" }) {
                hits.append((reference.keywordToken, Self.createReactClass))
            }
            for reference in file.references(to: { $0 == "react-dom/test-utils" }) {
                hits.append((reference.keywordToken, Self.testUtils))
            }
            // The string ref's name, for a fix that names the field replacing `this.refs.<name>`.
            var refNames: [Int: String] = [:]
            for element in file.structure.jsxElements {
                for attribute in element.attributes where attribute.name == "ref" {
                    switch attribute.value {
                    case .string(let value):
                        refNames[attribute.nameToken] = file.literal(value..<value + 1)
                        hits.append((attribute.nameToken, "string ref=\"…\" is a legacy ref"))
                    // `ref={'root'}` and ``ref={`root`}`` are the same string ref written as an expression.
                    case .expression(let range) where file.literal(range) != nil:
                        refNames[attribute.nameToken] = file.literal(range)
                        hits.append((attribute.nameToken, "string ref={…} is a legacy ref"))
                    default: break
                    }
                }
            }
            if file.lexed.containsBytes("defaultProps") {
                let functions = React18Rules.functionNames(file)
                for index in file.tokens.indices where file.isWord(index, "defaultProps") && file.isPunct(index - 1, ".") && file.isPunct(index + 1, "=") {
                    guard let owner = file.word(index - 2), functions.contains(owner), !file.isPunct(index - 3, ".") else { continue }
                    hits.append((index - 2, "\(owner).defaultProps on a function component"))
                }
            }
            // Lifecycle and legacy-context names hold these bytes: files without them skip the walk over every token.
            let mayDeclareLegacy = file.lexed.containsBytes("componentWill") || file.lexed.containsBytes("ontextTypes")
            // A class component extends React.Component (or a base that does): a class extending nothing is no
            // component, whatever its methods are called (an abstract TypeScript class declaring the same names).
            let classBodies = mayDeclareLegacy
                ? Set(file.structure.classes.filter { shape in (shape.keyword..<shape.body).contains { file.isWord($0, "extends") } }.map(\.body)) : []
            // The calls taking a createClass spec: React.createClass, and create-react-class under any import name.
            let specMakers = Set(["createReactClass", "createClass"] + React18Rules.locals(file, ["create-react-class"]).objects.map(\.local))
            for index in mayDeclareLegacy ? file.tokens.indices : 0..<0 where file.tokens[index].kind == .identifier {
                // `Component.contextTypes = {…}` after the class: a member of a capitalised name, assigned.
                let assignedOnComponent = file.isPunct(index - 1, ".") && file.isPunct(index + 1, "=")
                    && file.word(index - 2)?.first?.isUppercase == true
                guard file.isPunct(index + 1, "(") || file.isPunct(index + 1, "=") || file.isPunct(index + 1, ":"),
                    assignedOnComponent || (!file.isPunct(index - 1, ".") && !file.isPunct(index - 1, "?.")), let name = file.word(index),
                    !assignedOnComponent || name == "contextTypes" || name == "childContextTypes"
                else { continue }
                if Self.unsafeLifecycles.contains(name), let open = file.structure.enclosingBracket(of: index),
                    // A class body's method or field (not a call in a function body, not an interface's member), or
                    // a `createReactClass({ … })` spec's method or key.
                    (classBodies.contains(open) && !file.isPunct(index + 1, ":"))
                        || (file.isPunct(open - 1, "(") && file.word(open - 2).map(specMakers.contains) == true)
                {
                    hits.append((index, "\(name) is an unsafe lifecycle (renamed UNSAFE_\(name))"))
                } else if name == "childContextTypes" || name == "contextTypes", let value = Self.legacyContextValue(index, in: file),
                    // A contextTypes holding only v3's `router` is rr3-context-router's (its fix, useNavigate, replaces
                    // it whole); other keys (`theme`) need createContext, which that fix does not say.
                    !(name == "contextTypes" && project.routerV3 && file.isPunct(value, "{") && file.objectKeyNames(value) == ["router"])
                {
                    hits.append((index, "\(name) is legacy context"))
                }
            }
            for (token, message) in hits.sorted(by: { $0.0 < $1.0 }) {
                if message == Self.createReactClass {
                    sink.report(at: token, message: message, fix: "keep it, or rewrite as a class or hooks", severity: .info)
                    continue
                }
                if message == Self.testUtils {
                    sink.report(at: token, message: message,
                        fix: "`act` from 'react'; `render`/`fireEvent` from @testing-library/react for `renderIntoDocument`, `Simulate` and the find/scry helpers", severity: .info)
                    continue
                }
                // Still applied by React 18 (18.3 warns): a change to make before React 19, not for the move.
                if message.hasSuffix(" on a function component") {
                    // The example names the component's own first default (`{ size: 'md' }` → `{ size = … }`).
                    let key = file.isPunct(token + 4, "{") ? file.objectKeyNames(token + 4).first : nil
                    sink.report(at: token, through: token + 2, message: "\(message) still works in React 18 (18.3 warns) and is ignored by React 19",
                        fix: "default values in the parameter's destructuring (`function \(file.word(token) ?? "C")({ \(key ?? "prop") = … })`)", severity: .info)
                    continue
                }
                // Un-prefixed unsafe lifecycles still run in React 19 (with a warning); the other legacy APIs are gone.
                let text = message.contains(" was removed ") ? message
                    : message.contains("unsafe lifecycle") ? "\(message); deprecated since React 16.3, a warning in StrictMode"
                    : message.hasSuffix(" is deprecated") ? "\(message) since React 16.x and removed in React 19"
                    : "\(message); deprecated in React 16.x and removed in React 19"
                sink.report(at: token, message: text, fix: Self.fix(for: message, at: token, in: file, refName: refNames[token]) ?? description.replacement.firstSentence)
            }
            for removed in removedExports where !removed.binding.isTypeOnly {
                sink.report(
                    at: removed.binding.importedToken,
                    message: "\(removed.name) imported from 'react' was removed from the react package in React 16.0; the import is undefined",
                    fix: removed.fix)
            }
        }

        /// The first token of a `contextTypes`/`childContextTypes` declaration's value: `X.contextTypes = …`,
        /// `static contextTypes = …`, a typed field (`static contextTypes: React.ValidationMap<any> = …`), or an
        /// object literal's key holding an object (a `createClass` spec or a mixin: `childContextTypes: { … }`).
        static func legacyContextValue(_ index: Int, in file: SourceFile) -> Int? {
            if file.isPunct(index + 1, "=") { return index + 2 }
            guard file.isPunct(index + 1, ":"), let open = file.structure.enclosingBracket(of: index), file.isPunct(open, "{") else { return nil }
            guard file.structure.blockBraces.contains(open) else { return file.isPunct(index + 2, "{") ? index + 2 : nil }
            // A class field's type annotation is short: the `=` comes before the next `;`, `}` or line's member.
            var next = index + 2
            while next < min(index + 32, file.tokens.count), !file.isPunct(next, "="), !file.isPunct(next, ";"), !file.isPunct(next, "{"), !file.isPunct(next, "}") {
                next += 1
            }
            return file.isPunct(next, "=") ? next + 1 : nil
        }

        /// The replacement for one finding: the catalog's whole list named every legacy API on each line.
        static func fix(for message: String, at token: Int, in file: SourceFile, refName: String?) -> String? {
            if message.hasPrefix("string ref") {
                // A name that is not an identifier (`ref="my-input"`) gets a placeholder field.
                let name = refName ?? ""
                let isIdentifier = !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
                let field = isIdentifier ? name : "node"
                let read = isIdentifier ? "this.refs.\(name)" : refName.map { "this.refs['\($0)']" } ?? "this.refs"
                return "a callback ref (`ref={el => (this.\(field) = el)}`) or `createRef()`; read `this.\(field)` where the code reads `\(read)`"
            }
            if message.hasPrefix("contextTypes") || message.hasPrefix("childContextTypes") {
                return "`React.createContext`: the provider renders `<Ctx.Provider value={…}>` in place of `getChildContext`; readers use `static contextType`, `<Ctx.Consumer>` or `useContext`"
            }
            if message.contains("findDOMNode") { return "a ref on the DOM element itself (`createRef`, or `forwardRef` through a child component)" }
            if message.contains(".PropTypes was removed") { return "import PropTypes from 'prop-types'" }
            if message.contains(".createClass was removed") {
                return "import createReactClass from 'create-react-class', or rewrite as a class or hooks"
            }
            switch file.word(token) {
            case "componentWillMount": return "move the work to `componentDidMount` (or the constructor), or rename it `UNSAFE_componentWillMount`"
            case "componentWillReceiveProps":
                return "`componentDidUpdate(prevProps)` or `static getDerivedStateFromProps`, or rename it `UNSAFE_componentWillReceiveProps`"
            case "componentWillUpdate":
                return "`componentDidUpdate` (with `getSnapshotBeforeUpdate` for DOM reads), or rename it `UNSAFE_componentWillUpdate`"
            default: return nil
            }
        }
    }

    /// Names the file binds to functions: `function Name(`, `const Name = (…) =>`, `const Name = x =>`,
    /// `const Name = function`, with a TypeScript annotation between (`const Name: FC<P> = …`). Classes are not.
    static func functionNames(_ file: SourceFile) -> Set<String> {
        var names: Set<String> = []
        for index in file.tokens.indices {
            if file.isWord(index, "function"), let name = file.word(index + 1), file.isPunct(index + 2, "(") || file.isPunct(index + 2, "<") {
                names.insert(name)
                continue
            }
            guard file.isWord(index, "const") || file.isWord(index, "let") || file.isWord(index, "var"), let name = file.word(index + 1) else { continue }
            // The initialiser: right after the name, or after a short type annotation.
            var equals = index + 2
            if file.isPunct(equals, ":") {
                while equals < min(index + 48, file.tokens.count), !file.isPunct(equals, "="), !file.isPunct(equals, ";") { equals += 1 }
            }
            guard file.isPunct(equals, "=") else { continue }
            var value = equals + 1
            if file.isWord(value, "async") { value += 1 }
            if file.isWord(value, "function") {
                names.insert(name)
            } else if file.isPunct(value, "("), let close = file.structure.partner(of: value), file.isPunct(close + 1, "=>") || file.isPunct(close + 1, ":") {
                names.insert(name)
            } else if file.word(value) != nil, file.isPunct(value + 1, "=>") {
                names.insert(name)
            }
        }
        return names
    }

    struct JSXRuntime: Rule {
        let description = RuleDescription(
            id: "react18-jsx-runtime", title: "React imported only for JSX",
            summary: "Files with JSX whose default `React` import is never referenced except implicitly by JSX (the classic runtime).",
            rationale: "@vitejs/plugin-react uses the automatic JSX runtime: the import becomes unused (lint noise, no breakage); files relying on a ProvidePlugin `React` without importing it keep working only with the automatic runtime.",
            defaultSeverity: .info,
            replacement: "Remove the unused import (codemod `update-react-imports`), or set `jsxRuntime: 'classic'`.",
            sourceURL: "https://github.com/vitejs/vite-plugin-react/tree/main/packages/plugin-react#jsxruntime",
            triggeringExamples: ["⟦import React from 'react';\nexport const Hi = () => <p>Hi</p>;"],
            nonTriggeringExamples: [
                "import React from 'react';\nexport class Hi extends React.Component { render() { return <p>Hi</p>; } }", "export const Hi = () => <p>Hi</p>;",
                "import React from 'react';\nexport const Hi = () => <React.Fragment><p>Hi</p></React.Fragment>;",
            ])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isTransformed, file.lexed.containsJSX, !file.structure.jsxElements.isEmpty else { return }
            for (reference, binding) in file.bindings(from: { $0 == "react" }) where binding.imported == "default" || binding.imported == "*" {
                guard reference.kind == .importDeclaration, (file.structure.references[binding.local] ?? []).isEmpty else { continue }
                // `<React.Fragment>` reads `React` under either runtime: JSX element names are not in `references`.
                let tagPrefix = binding.local + "."
                guard !file.structure.jsxElements.contains(where: { $0.name == binding.local || $0.name.hasPrefix(tagPrefix) }) else { continue }
                // `React.FC<P>`, `React.ReactNode`: TypeScript types name the import too, and `references` holds no type.
                if file.isTypeScript, file.tokens.indices.contains(where: { $0 != binding.localToken && file.word($0) == binding.local }) { continue }
                // `import React, { Component } from 'react'` keeps its named imports: only the default specifier goes,
                // and the names React 16 removed, which react18-legacy-apis replaces.
                func spelled(_ other: ModuleBinding) -> String { other.imported == other.local ? other.local : "\(other.imported) as \(other.local)" }
                let others = reference.bindings.filter { $0.local != binding.local }
                let isRemoved = { (other: ModuleBinding) in
                    !other.isTypeOnly && React18Rules.removedNamedExports.contains { $0.0 == other.imported }
                }
                let kept = others.filter { !isRemoved($0) }.map(spelled)
                let removed = others.filter(isRemoved).map(spelled)
                let replaced = removed.isEmpty ? "" : "; react18-legacy-apis replaces \(removed.map(\.codeSpan).joined(separator: ", "))"
                // tsc with `"jsx": "react"` compiles JSX to React.createElement: without the import it fails (TS2686).
                let tsconfig = file.isTypeScript ? project.facts.classicJSXTSConfig.map {
                    ", and set \"jsx\": \"react-jsx\" in \($0): with \"jsx\": \"react\" tsc still wants \(binding.local) in scope"
                } : nil
                let fix = (kept.isEmpty ? "remove the import" : "remove `\(binding.local)` from the import and keep { \(kept.joined(separator: ", ")) }") + (tsconfig ?? "") + replaced
                sink.report(at: reference.keywordToken, through: binding.localToken, message: "\(binding.local) is imported only for JSX; Vite's React plugin uses the automatic runtime, so the import is unused", fix: fix)
            }
        }
    }
}
