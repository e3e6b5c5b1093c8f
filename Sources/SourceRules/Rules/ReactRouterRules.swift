import AuditModel
import JSLexer
import SourceStructure

/// Catalog section K: React Router v2/v3 → v6 (`rr3-*`).
enum ReactRouterRules {
    static let api = "https://github.com/remix-run/react-router/blob/v3.2.6/docs/API.md"
    static let upgrading = "https://reactrouter.com/6.30.0/upgrading/v5"

    static let routeElements: Set<String> = ["Route", "IndexRoute"]
    static let linkElements: Set<String> = ["Link", "IndexLink"]
    static let navigationMethods: Set<String> = ["push", "replace", "go", "goBack", "goForward"]
    static let introspectionMembers: Set<String> = [
        "isActive", "createHref", "createPath", "createLocation", "location", "params", "routes", "listen", "listenBefore",
    ]
    static let injectedProps: Set<String> = ["params", "location", "route", "routes", "routeParams"]
    /// What a v3 router location holds: a `location` prop read for anything else is another kind of location.
    static let routerLocationMembers: Set<String> = ["pathname", "search", "query", "hash", "state", "action", "key", "basename"]

    /// One read of a prop v3 routes injected, with what its v6 replacement depends on.
    struct InjectedPropHit {
        enum Use {
            /// `location.query`: v6 locations have no parsed query.
            case query
            /// `location.action` (PUSH, REPLACE, POP): v6 locations have no action, `useNavigationType()` returns it.
            case action
            /// `location.basename`: v6 locations have none; the basename is the router's own option.
            case basename
            /// The `route` handed to `setRouteLeaveHook`, which rr3-route-leave-hook replaces.
            case leaveHookRoute
            case other
        }

        var start: Int
        var end: Int
        /// How the code reads it (`this.props.route`), for the message.
        var what: String
        /// The injected prop (`params`, `location`, `route`, `routes`, `routeParams`).
        var key: String
        var use: Use
        /// Read in a class component (or a lifecycle's props): hooks need a wrapper there.
        var inClass: Bool

        /// The v6 replacement of this prop (catalog §K rr3-injected-props).
        var fix: String {
            let replacement: String
            switch (key, use) {
            case (_, .leaveHookRoute): return "nothing: v6's useBlocker() (see rr3-route-leave-hook) takes no route"
            case ("params", _), ("routeParams", _): replacement = "useParams()"
            case ("location", .query): replacement = "useSearchParams() for the query (v6 locations have no parsed query), useLocation() for the rest"
            case ("location", .action): replacement = "useNavigationType() for the action (v6 locations have no action)"
            case ("location", .basename):
                replacement = "the basename given to the router (<BrowserRouter basename>, createBrowserRouter's basename option); v6 locations have none"
            case ("location", _): replacement = "useLocation()"
            case ("route", _): replacement = "useMatches() in a data router: the route's handle carries what v3's route object held"
            default: replacement = "useMatches() in a data router: one match per matched route, each with its handle"
            }
            return inClass ? "a withRouter wrapper (a class cannot call hooks) passing " + replacement : replacement
        }
    }

    /// How the prop at `keyAt` in `chain` is read: `location` read for a member v6 locations lack (`query`, `action`,
    /// `basename`) needs another hook; its `pathname`, `search`, `hash`, `state` and `key` are still useLocation()'s.
    static func use(ofProp chain: MemberChain, keyAt position: Int) -> InjectedPropHit.Use {
        guard chain.segments.count > position + 1, chain.segments[position].name == "location", !chain.segments[position + 1].computed else { return .other }
        switch chain.segments[position + 1].name {
        case "query": return .query
        case "action": return .action
        case "basename": return .basename
        default: return .other
        }
    }

    /// How `{ … } = <location>` reads the location whose expression starts at `index`: by the first key v6 locations
    /// lack (`query`, `action`, `basename`, in that order of weight); `.other` when it is no such destructuring.
    static func use(ofDestructuredLocationAt index: Int, in file: SourceFile) -> InjectedPropHit.Use {
        guard file.isPunct(index - 1, "="), file.isPunct(index - 2, "}"), let open = file.structure.partner(of: index - 2) else { return .other }
        let keys = Set(file.structure.splitAtCommas((open + 1)..<(index - 2), in: file.lexed).compactMap { file.word($0.lowerBound) })
        if keys.contains("query") { return .query }
        if keys.contains("action") { return .action }
        if keys.contains("basename") { return .basename }
        return .other
    }

    /// Whether the name bound at `binding` is handed to `setRouteLeaveHook(…)` as its first argument (the route the
    /// hook guards), where rr3-route-leave-hook's useBlocker() replaces it.
    static func isLeaveHookRoute(bindingAt binding: Int, _ file: SourceFile) -> Bool {
        guard let name = file.word(binding) else { return false }
        return (file.structure.references[name] ?? []).contains { index in
            file.isPunct(index - 1, "(") && file.isWord(index - 2, "setRouteLeaveHook")
                && (file.isPunct(index + 1, ",") || file.isPunct(index + 1, ")"))
                && file.structure.declaration(of: name, at: index)?.tokenIndex == binding
        }
    }

    /// The token binding the destructured key at `key`: the key itself (`{ route }`), or its new name (`{ route: r }`).
    static func bindingToken(ofKey key: Int, _ file: SourceFile) -> Int {
        file.isPunct(key + 1, ":") && file.word(key + 2) != nil ? key + 2 : key
    }

    /// `export default function Name(…)`, `export default (…) =>`, or a function whose name the module exports as
    /// its default (`export default Name`).
    static func isDefaultExport(_ function: FunctionShape, in file: SourceFile) -> Bool {
        let open = function.parameters.lowerBound - 1
        if let name = function.nameToken {
            if file.isWord(name - 1, "function"), file.isWord(name - 2, "default"), file.isWord(name - 3, "export") { return true }
            guard let word = file.word(name) else { return false }
            return (file.structure.references[word] ?? []).contains { file.isWord($0 - 1, "default") && file.isWord($0 - 2, "export") }
        }
        return (file.isWord(open - 1, "function") && file.isWord(open - 2, "default") && file.isWord(open - 3, "export"))
            || (file.isWord(open - 1, "default") && file.isWord(open - 2, "export"))
    }

    /// False when `this.props.location` (the chain at `index`) is read only for members no router location has:
    /// `this.props.location.lat`, or `const { lat, lng } = this.props.location`.
    static func mayBeRouterLocation(chain: MemberChain, at index: Int, in file: SourceFile) -> Bool {
        if chain.segments.count >= 3, let member = chain.segments[2].name, !chain.segments[2].computed {
            return routerLocationMembers.contains(member)
        }
        // `const { a, b } = this.props.location`: the destructured names say which location it is.
        guard chain.segments.count == 2, index >= 2, file.isPunct(index - 1, "="), file.isPunct(index - 2, "}"),
            let open = file.structure.partner(of: index - 2)
        else { return true }
        let keys = file.structure.splitAtCommas((open + 1)..<(index - 2), in: file.lexed).compactMap { file.word($0.lowerBound) }
        return keys.isEmpty || keys.contains(where: routerLocationMembers.contains)
    }
    /// Class lifecycles whose first parameter is the (next or previous) props.
    static let propsLifecycles: Set<String> = [
        "componentWillReceiveProps", "UNSAFE_componentWillReceiveProps", "shouldComponentUpdate", "componentWillUpdate",
        "UNSAFE_componentWillUpdate", "componentDidUpdate", "getSnapshotBeforeUpdate", "getDerivedStateFromProps",
    ]

    static func report(_ attributes: [JSXAttribute], _ message: (JSXAttribute) -> String, fix: String, into sink: inout FindingSink) {
        for attribute in attributes { sink.report(at: attribute.nameToken, message: message(attribute), fix: fix) }
    }

    /// Attributes named `names` on elements bound to `elements`.
    /// Whether `location` is read for its `query` in `body`: `location.query…`, or `const { query } = location`.
    /// Only v2/v3 locations have a `query`.
    static func readsQuery(ofLocationIn body: Range<Int>, _ file: SourceFile, named name: String = "location") -> Bool {
        (file.structure.references[name] ?? []).contains { reference in
            guard body.contains(reference) else { return false }
            if file.structure.memberChain(at: reference, in: file.lexed).segments.first?.name == "query" { return true }
            guard file.isPunct(reference - 1, "="), file.isPunct(reference - 2, "}"), !file.isPunct(reference + 1, "."),
                let open = file.structure.partner(of: reference - 2)
            else { return false }
            return file.structure.splitAtCommas((open + 1)..<(reference - 2), in: file.lexed).contains { file.isWord($0.lowerBound, "query") }
        }
    }

    static func attributes(_ names: Set<String>, on elements: Set<String>, _ file: SourceFile, _ bindings: RouterBindings) -> [JSXAttribute] {
        bindings.elements(elements, in: file).flatMap { element in element.attributes.filter { names.contains($0.name) } }
    }

    /// Keys named `key` in object literals that look like route configurations (they also have a `path` key, or
    /// the key itself only exists on routes).
    static func routeObjectKeys(_ key: String, _ file: SourceFile, requirePath: Bool = true) -> [Int] {
        file.objectKeys(key).filter { index in
            guard let open = file.structure.enclosingBracket(of: index) else { return false }
            let keys = file.objectKeyNames(open)
            guard requirePath else {
                // A route object still: it has another route key, or is a route's `indexRoute` (a transition's
                // `{ timeout, onEnter }` is not).
                return keys.contains { $0 != key && routeKeys.contains($0) } || (file.isPunct(open - 1, ":") && file.isWord(open - 2, "indexRoute"))
                    || (key == "childRoutes" && holdsRouteObjects(afterKey: index, file))
            }
            return keys.contains("path")
        }
    }

    /// `childRoutes: [{ path: '/', component: App }, …]`: the v3 docs' root route `{ childRoutes: [...] }` has no
    /// other key, and its array of route objects says what it is.
    static func holdsRouteObjects(afterKey key: Int, _ file: SourceFile) -> Bool {
        guard file.isPunct(key + 1, ":"), file.isPunct(key + 2, "["), file.isPunct(key + 3, "{") else { return false }
        return file.objectKeyNames(key + 3).contains(where: routeKeys.contains)
    }

    /// The v6 router for `useRouterHistory(createX)(options)`: a hash history's app keeps its `#/` URLs with
    /// createHashRouter, and only options that set a `basename` carry one over.
    static func useRouterHistoryFix(call: Int, _ file: SourceFile) -> String {
        var kind = "Browser"
        if let maker = file.word(call + 2) {
            // The history's name as imported: `createHashHistory`, or the path of `history/lib/createHashHistory`.
            let origin = file.structure.modules.first { $0.bindings.contains { $0.local == maker } }
            let names = [maker, origin?.specifier ?? ""] + (origin?.bindings.filter { $0.local == maker }.map(\.imported) ?? [])
            if names.contains(where: { $0.contains("Hash") }) { kind = "Hash" } else if names.contains(where: { $0.contains("Memory") }) { kind = "Memory" }
        }
        // Options written out without a basename (`{ queryKey: false }`, `()`) have none to carry; a variable may.
        var options = "routes, { basename }"
        if let close = file.structure.partner(of: call + 1), file.isPunct(close + 1, "("),
            file.isPunct(close + 2, ")") || (file.isPunct(close + 2, "{") && !file.objectKeyNames(close + 2).contains("basename"))
        {
            options = "routes"
        }
        return "create\(kind)Router(\(options))"
    }

    /// What in a v3 path pattern v6 does not match, in words; nil when nothing.
    static func pathSyntaxProblem(_ path: String) -> String? {
        let midStar = path.firstIndex(of: "*").map { path.index(after: $0) != path.endIndex } ?? false
        if path.contains("(") || path.contains(")") { return "optional or regular-expression segments `( )`" }
        if path.contains("**") { return "the greedy splat `**`" }
        if midStar { return "a `*` before the end" }
        return nil
    }

    /// Optional segments have a v6 spelling (`:param?`); splats in the middle and regular-expression groups
    /// (`:id(\d+)`) need the routes restructured.
    static func pathSyntaxSeverity(_ path: String) -> Severity? {
        let midStar = path.firstIndex(of: "*").map { path.index(after: $0) != path.endIndex } ?? false
        return path.contains("(") && !path.contains("**") && !midStar && groupsAreOptionalSegments(path) ? .autoFixable : .blocker
    }

    /// The fix for a path `pathSyntaxProblem` reports.
    static func pathSyntaxFix(_ path: String) -> String {
        if path.contains("(") || path.contains(")"), !groupsAreOptionalSegments(path) {
            return "a plain `:param`, checked by the route's element (v6 paths have no regular expressions)"
        }
        if path.contains("(") { return "`\(optionalSegmentsPath(path))` (React Router 6.5+ spells an optional segment `:param?`)" }
        return "`:param?` for optional segments, a trailing `*` only"
    }

    /// v6.5's spelling of a path whose groups are whole optional segments: `folders/:folder(/:page)` →
    /// `folders/:folder/:page?`, `/a(/:b(/:c))` → `/a/:b?/:c?`.
    static func optionalSegmentsPath(_ path: String) -> String {
        var result = ""
        var depth = 0
        var segment = ""
        func endSegment() {
            if !segment.isEmpty { result += segment + (depth > 0 ? "?" : "") }
            segment = ""
        }
        for character in path {
            switch character {
            case "(":
                endSegment()
                depth += 1
            case ")":
                endSegment()
                depth -= 1
            case "/":
                endSegment()
                result.append("/")
            default:
                segment.append(character)
            }
        }
        endSegment()
        return result
    }

    /// True when every `( )` group of a path (nested ones too) is balanced and holds whole optional segments,
    /// `(/:b)` or `(/b)`, which v6.5 spells `/:b?`; false for regular-expression content (`(\d+)`, `([a-z]+)`).
    static func groupsAreOptionalSegments(_ path: String) -> Bool {
        var depth = 0
        var previous: Character?
        for character in path {
            switch character {
            case "(":
                depth += 1
            case ")":
                guard depth > 0, previous != "(" else { return false }
                depth -= 1
            case "/":
                break
            default:
                guard character.isLetter || character.isNumber || "_-.~:%".contains(character) else { return false }
            }
            // A group opens a segment: its first character is the slash.
            if previous == "(", character != "/" { return false }
            previous = character
        }
        return depth == 0
    }

    /// The React.lazy that replaces a v3 getComponent, with the module it loads when known. React.lazy takes the
    /// module's default export: a named one (`require('./Home').Home`) is handed over as the default.
    static func lazyFix(loading loaded: (module: String, export: String?)?) -> String {
        let module = loaded?.module ?? "./X"
        guard let name = loaded?.export, name != "default" else { return "React.lazy(() => import('\(module)'))" }
        return "React.lazy(() => import('\(module)').then((m) => ({ default: m.\(name) })))"
    }

    /// The first relative module a getComponent loads in `range`: `require('./Home')` (in a require.ensure, whose
    /// `require` is a parameter), `import('./About')` or `System.import('./About')`, with the export it hands the
    /// callback when the code reads one (`require('./Home').Home`, `.then((m) => cb(null, m.About))`).
    static func loadedModule(in range: Range<Int>, _ file: SourceFile) -> (module: String, export: String?)? {
        let count = file.tokens.count
        for index in range where index + 2 < count && file.isPunct(index + 1, "(") {
            let text = file.text(index)
            guard text == "require" || text == "import" else { continue }
            if text == "import", file.isPunct(index - 1, "."), !file.isWord(index - 2, "System") { continue }
            guard let module = file.stringValue(index + 2), module.hasPrefix("."), file.isPunct(index + 3, ")") || file.isPunct(index + 3, ",") else { continue }
            guard let close = file.structure.partner(of: index + 1), file.isPunct(close + 1, ".") else { return (module, nil) }
            if text == "require" { return (module, file.word(close + 2)) }
            // `.then((m) => cb(null, m.About))`: the member of the callback's parameter that the code reads.
            guard file.isWord(close + 2, "then"), file.isPunct(close + 3, "(") else { return (module, nil) }
            let parameterIndex = file.isPunct(close + 4, "(") ? close + 5 : close + 4
            guard let parameter = file.word(parameterIndex) else { return (module, nil) }
            let end = min(file.structure.partner(of: close + 3) ?? range.upperBound, range.upperBound)
            for use in (parameterIndex + 1)..<max(parameterIndex + 1, end) where file.text(use) == parameter && file.isPunct(use + 1, ".") && !file.isPunct(use - 1, ".") {
                return (module, file.word(use + 2))
            }
            return (module, nil)
        }
        return nil
    }

    /// The token after an object property that starts at `key`: the `,` or `}` that ends it.
    static func propertyEnd(after key: Int, _ file: SourceFile) -> Int {
        let count = file.tokens.count
        var index = key + 1
        while index < count {
            if file.isPunct(index, ",") || file.isPunct(index, "}") { return index }
            if file.isPunct(index, "(") || file.isPunct(index, "{") || file.isPunct(index, "["), let close = file.structure.partner(of: index) {
                index = close + 1
                continue
            }
            index += 1
        }
        return count
    }

    /// The keys of a v3 plain route object.
    static let routeKeys: Set<String> = [
        "path", "component", "components", "getComponent", "getComponents", "childRoutes", "getChildRoutes", "indexRoute",
        "getIndexRoute", "onEnter", "onChange", "onLeave",
    ]

    /// Member chains that reach the v3 router object: `this.props.router.M`, `this.context.router.M`,
    /// `props.router.M`, `context.router.M`, `router.M`. Returns (chain root, member name, member token).
    static func routerMembers(_ members: Set<String>, _ file: SourceFile) -> [(Int, String, Int)] {
        var result: [(Int, String, Int)] = []
        // A `router` prop or binding from another library's HOC or hook (next/router's `withRouter`/`useRouter`)
        // has its own `push`/`replace`; only `context.router` is v3's for sure then.
        let foreignRouter = takesRouterFromAnotherLibrary(file)
        func add(_ chain: MemberChain, routerAt position: Int, throughContext: Bool) {
            guard !foreignRouter || throughContext else { return }
            let segments = chain.segments
            guard segments.count > position + 1, segments[position].name == "router",
                let member = segments[position + 1].name, members.contains(member)
            else { return }
            result.append((chain.root, member, segments[position + 1].tokenIndex))
        }
        for index in file.structure.references["this"] ?? [] {
            let chain = file.structure.memberChain(at: index, in: file.lexed)
            if let first = chain.segments.first?.name, first == "props" || first == "context" {
                add(chain, routerAt: 1, throughContext: first == "context")
            }
        }
        for name in ["props", "context"] {
            for index in file.structure.references[name] ?? [] {
                add(file.structure.memberChain(at: index, in: file.lexed), routerAt: 0, throughContext: name == "context")
            }
        }
        for index in file.structure.references["router"] ?? [] where !foreignRouter {
            let chain = file.structure.memberChain(at: index, in: file.lexed)
            guard let member = chain.segments.first?.name, members.contains(member) else { continue }
            result.append((chain.root, member, chain.segments[0].tokenIndex))
        }
        return result.sorted { $0.0 < $1.0 }
    }

    /// Whether the file imports `withRouter` or `useRouter`, or a binding named `router`, from a module other than react-router.
    static func takesRouterFromAnotherLibrary(_ file: SourceFile) -> Bool {
        file.structure.modules.contains { reference in
            guard reference.kind == .importDeclaration || reference.kind == .require, !reference.isErased,
                let specifier = reference.specifier,
                specifier != "react-router", specifier != "react-router-dom", !specifier.hasPrefix("react-router/")
            else { return false }
            return reference.bindings.contains { ["withRouter", "useRouter"].contains($0.imported) || $0.local == "router" }
        }
    }

    /// The string value of a JSX attribute (`path="x"` or `path={'x'}`) with its token.
    /// The body of a NavLink className function for a v3 link's `activeClassName` (and its own `className`, which the
    /// function replaces): `(isActive ? 'nav current' : 'nav')`, the values as written when they are not literals.
    static func activeClassNameFunction(active: JSXAttribute, own: JSXAttribute?, _ file: SourceFile) -> String {
        func operand(_ attribute: JSXAttribute) -> (code: String, literal: String?) {
            if let literal = stringValue(attribute, file)?.0 { return ("'\(literal)'", literal) }
            if case .expression(let range) = attribute.value { return (file.excerpt(range), nil) }
            return ("…", nil)
        }
        let activeClass = operand(active)
        guard let own = own.map(operand) else { return "(isActive ? \(activeClass.code) : undefined)" }
        if let ownLiteral = own.literal, let activeLiteral = activeClass.literal {
            return "(isActive ? '\(ownLiteral) \(activeLiteral)' : \(own.code))"
        }
        // In the template a literal is written as text (`${itemClass} current`), other values as substitutions.
        func part(_ value: (code: String, literal: String?)) -> String {
            if let literal = value.literal, !literal.contains("`"), !literal.contains("${"), !literal.contains("\\") { return literal }
            return "${\(value.code)}"
        }
        return "(isActive ? `\(part(own)) \(part(activeClass))` : \(own.code))"
    }

    static func stringValue(_ attribute: JSXAttribute, _ file: SourceFile) -> (String, Int)? {
        switch attribute.value {
        case .string(let token): return file.stringValue(token).map { ($0, token) }
        case .expression(let range): return file.literal(range).map { ($0, range.lowerBound) }
        case .none: return nil
        }
    }

    /// `to={`users/${id}`}`: the text before the first substitution, and the template as written between its
    /// backticks; nil unless the expression is one template with substitutions.
    static func templateHead(_ attribute: JSXAttribute, _ file: SourceFile) -> (start: String, written: String)? {
        guard case .expression(let range) = attribute.value, !range.isEmpty, file.tokens[range.lowerBound].kind == .templateHead,
            file.structure.partner(of: range.lowerBound) == range.upperBound - 1
        else { return nil }
        let head = file.text(range.lowerBound)
        let tokens = file.lexed.tokens
        let whole = String(decoding: file.lexed.bytes[Int(tokens[range.lowerBound].start)..<Int(tokens[range.upperBound - 1].end)], as: UTF8.self)
        guard head.count >= 3, whole.count >= 2 else { return nil }
        return (String(head.dropFirst().dropLast(2)), String(whole.dropFirst().dropLast()))
    }

    static let all: [any Rule] = [
        RouterRule(
            RuleDescription(
                id: "rr3-router", title: "<Router> of React Router v3",
                summary: "Imports of v3's `Router` and `<Router history routes render onUpdate>` elements.",
                rationale: "v6 has no `Router` taking `history`/`routes`/`render`/`onUpdate` props; routing is declared with `<BrowserRouter>` + `<Routes>` or a data router.",
                defaultSeverity: .blocker,
                replacement: "`createBrowserRouter(routes)` + `<RouterProvider>` (or `<BrowserRouter>` + `<Routes>`). `onUpdate` → `useEffect` on `useLocation()`; `render={applyRouterMiddleware(useScroll())}` → `<ScrollRestoration>`.",
                sourceURL: api + "#router",
                triggeringExamples: ["import { ⟦Router, browserHistory } from 'react-router';\nrender(⟦<Router history={browserHistory} routes={routes} />, root);"],
                nonTriggeringExamples: ["import { BrowserRouter } from 'react-router-dom';\nrender(<BrowserRouter><App /></BrowserRouter>, root);"]),
            imports: ["Router"],
            usage: { file, bindings, _, sink in
                for element in bindings.elements(["Router"], in: file) {
                    // `history={hashHistory}`: the app's URLs are `#/…`, which v6 keeps with createHashRouter.
                    var kind = "Browser"
                    if let history = element.attribute("history"), case .expression(let range) = history.value, range.count == 1, let name = file.word(range.lowerBound) {
                        let exported = bindings.exported(name) ?? name
                        if exported == "hashHistory" || name.contains("Hash") || name.contains("hash") { kind = "Hash" }
                    }
                    sink.report(at: element.openToken, message: "`<\(element.name)>` is React Router v3's router; v6 declares routes with a data router or `<Routes>`", fix: "create\(kind)Router + <RouterProvider>")
                }
            }),
        RouterRule(
            RuleDescription(
                id: "rr3-route-component", title: "Route component= prop",
                summary: "`component={X}` on v3 `<Route>` elements and `component:` in plain route objects.",
                rationale: "v6 routes take `element={<X />}` (or `Component`); children render through `<Outlet />` instead of `this.props.children`.",
                defaultSeverity: .autoFixable,
                replacement: "`element={<X />}`; the parent renders `<Outlet />`.",
                sourceURL: upgrading + "#advantages-of-route-element",
                triggeringExamples: ["import { Route } from 'react-router';\nconst r = <Route path=\"users\" ⟦component={UserList} />;", "const routes = [{ path: '/', ⟦component: App }];"],
                nonTriggeringExamples: ["import { Route } from 'react-router-dom';\nconst r = <Route path=\"users\" element={<UserList />} />;", "const field = { name: 'a', component: Input };"]),
            usage: { file, bindings, _, sink in
                report(attributes(["component"], on: ["Route"], file, bindings), { _ in "`component=` on a v3 `<Route>`; v6 routes take a rendered element, not a component" }, fix: "`element={<X />}`", into: &sink)
                for key in routeObjectKeys("component", file) {
                    sink.report(at: key, message: "component: in a v3 route object; v6 route objects take element or Component", fix: "element: <X />")
                }
            }),
        RouterRule(
            RuleDescription(
                id: "rr3-route-components-named", title: "Named route components",
                summary: "`components={{ main: A, sidebar: B }}` on v3 routes.",
                rationale: "v6 has no named outlets; layouts must be restructured.",
                defaultSeverity: .blocker,
                replacement: "A layout route with `<Outlet />` plus `useOutletContext`, or separate `<Routes>`.",
                sourceURL: api + "#named-components",
                triggeringExamples: ["import { Route } from 'react-router';\nconst r = <Route path=\"groups\" ⟦components={{ main: Groups, sidebar: GroupsSidebar }} />;"],
                nonTriggeringExamples: ["const r = <Panel components={{ main: A }} />;"]),
            usage: { file, bindings, _, sink in
                report(attributes(["components"], on: routeElements, file, bindings), { _ in "components= (named components) has no v6 equivalent" }, fix: "layout route with <Outlet />", into: &sink)
                for key in routeObjectKeys("components", file) {
                    sink.report(at: key, message: "components: (named components) in a v3 route object has no v6 equivalent", fix: "layout route with <Outlet />")
                }
            }),
        RouterRule(
            RuleDescription(
                id: "rr3-route-children-nesting", title: "Nested v3 routes",
                summary: "A v3 `<Route>` with child routes, whose component rendered `this.props.children`.",
                rationale: "v6 keeps the nesting but the parent must render `<Outlet />`, and child paths are relative.",
                defaultSeverity: .autoFixable,
                replacement: "Keep the nesting; render `<Outlet />` in the parent component instead of `this.props.children`.",
                sourceURL: "https://reactrouter.com/6.30.0/components/outlet",
                triggeringExamples: ["import { Route, IndexRoute } from 'react-router';\nconst routes = (\n  ⟦<Route path=\"/\" component={App}>\n    <Route path=\"about\" component={About} />\n  </Route>\n);"],
                nonTriggeringExamples: [
                    "import { Route } from 'react-router';\nconst r = <Route path=\"about\" component={About} />;",
                    "import { Routes, Route } from 'react-router-dom';\nconst r = <Routes><Route path=\"/\" element={<App />}><Route index element={<Home />} /></Route></Routes>;",
                    "import { Route } from 'react-router';\nconst r = <Route path=\"settings\" onEnter={auth}>\n  <Route path=\"profile\" component={Profile} />\n</Route>;",
                ]),
            usage: { file, bindings, _, sink in
                let routes = file.structure.jsxElements.indices.filter { bindings.exported(file.structure.jsxElements[$0], in: file) == "Route" }
                let routeLike: Set<String> = ["Route", "IndexRoute", "Redirect", "IndexRedirect"]
                for index in routes {
                    let hasChildRoute = file.structure.jsxElements.contains { child in
                        child.parent == index && (bindings.exported(child, in: file).map(routeLike.contains) ?? false)
                    }
                    let element = file.structure.jsxElements[index]
                    // A v6 route (element=) already nests the v6 way: its parent renders <Outlet />. A route with no
                    // component has nothing to change: v6 renders an <Outlet /> for a route without an element.
                    let components: Set<String> = ["component", "components", "getComponent", "getComponents"]
                    guard hasChildRoute, !element.attributes.contains(where: { $0.name == "element" }),
                        element.attributes.contains(where: { components.contains($0.name) })
                    else { continue }
                    sink.report(at: element.openToken, message: "`<\(element.name)>` nests child routes; in v6 its component renders `<Outlet />` instead of `this.props.children`", fix: "<Outlet /> in the parent component")
                }
            }),
        RouterRule(
            RuleDescription(
                id: "rr3-path-syntax", title: "v3 path pattern",
                summary: "Route paths using v3-only syntax: optional `(…)`, `**`, `*` not at the end, regular-expression groups; absolute child paths.",
                rationale: "v6 supports only `:param`, `:param?` (6.5+) and a trailing `*`; child paths are relative to their parent, and an absolute child must start with the parent's full path.",
                defaultSeverity: .autoFixable,
                replacement: "`/a(/:b)` → `/a/:b?` (v6.5+); mid-path `*`, `**` and regular-expression groups (`:id(\\d+)`) need restructuring.",
                sourceURL: "https://github.com/remix-run/react-router/blob/v3.2.6/docs/guides/RouteMatching.md",
                triggeringExamples: [
                    "import { Route } from 'react-router';\nconst r = <Route ⟦path=\"reports(/:year)\" component={Reports} />;",
                    "import { Route } from 'react-router';\nconst r = <Route ⟦path=\"files/**/*.jpg\" component={F} />;",
                    "import { Route } from 'react-router';\nconst r = <Route ⟦path=\"users/:id(\\d+)\" component={User} />;",
                    "import { Router } from 'react-router';\nconst routes = [{ ⟦path: '/users(/:id)', component: Users }, { ⟦path: 'files/**/*.jpg', component: Files }];",
                ],
                nonTriggeringExamples: [
                    "import { Route } from 'react-router';\nconst r = <Route path=\"users/:id\" component={U} />;\nconst n = <Route path=\"*\" component={NotFound} />;",
                    "import { Router } from 'react-router';\nconst cookie = { path: '/a(b)', maxAge: 60 };\nconst routes = [{ path: 'users/:id', component: U }];",
                ]),
            usage: { file, bindings, _, sink in
                let elements = bindings.elements(["Route", "IndexRoute", "Redirect", "IndexRedirect"], in: file)
                for element in elements {
                    for attribute in element.attributes where ["path", "from"].contains(attribute.name) {
                        guard let (path, _) = stringValue(attribute, file) else { continue }
                        if let problem = pathSyntaxProblem(path) {
                            sink.report(
                                at: attribute.nameToken, message: "\(attribute.name)=\"\(path)\" uses \(problem), which v6 path matching does not support",
                                fix: pathSyntaxFix(path), severity: pathSyntaxSeverity(path))
                        } else if path.hasPrefix("/"), path != "/", let parentIndex = element.parent,
                            let parentPath = file.structure.jsxElements[parentIndex].attribute("path").flatMap({ stringValue($0, file)?.0 }),
                            parentPath != "/", !path.hasPrefix(parentPath)
                        {
                            // Its own fix: v6 throws on such a route ("Absolute route path … nested under path …").
                            sink.report(
                                at: attribute.nameToken,
                                message: "\(attribute.name)=\"\(path)\" is an absolute child path outside its parent `\(parentPath)`, which v6 rejects",
                                fix: "move the route out of `\(parentPath)` (a sibling keeps the URL), or give it a path relative to its parent",
                                severity: .blocker)
                        }
                    }
                }
                // Plain route objects: `{ path: 'users(/:id)', component: Users }`.
                for key in routeObjectKeys("path", file, requirePath: false) where file.isPunct(key + 1, ":") {
                    guard let path = file.stringValue(key + 2), file.isPunct(key + 3, ",") || file.isPunct(key + 3, "}"),
                        let problem = pathSyntaxProblem(path)
                    else { continue }
                    sink.report(
                        at: key, message: "path: '\(path)' uses \(problem), which v6 path matching does not support",
                        fix: pathSyntaxFix(path), severity: pathSyntaxSeverity(path))
                }
            }),
        RouterRule(
            RuleDescription(
                id: "rr3-index-route", title: "IndexRoute",
                summary: "Imports of `IndexRoute`, `<IndexRoute>` elements and `indexRoute:` in route objects.",
                rationale: "v6 has no `IndexRoute`; index routes are `<Route index>`.",
                defaultSeverity: .autoFixable,
                replacement: "`<Route index element={<Home />} />` / `{ index: true, element }`.",
                sourceURL: api + "#indexroute-1",
                triggeringExamples: [
                    "import { Route, ⟦IndexRoute } from 'react-router';\nconst r = <Route path=\"/\" component={App}>⟦<IndexRoute component={Home} /></Route>;",
                    "import * as RR from 'react-router';\nconst r = <RR.Route path=\"/\" component={App}>⟦<RR.IndexRoute component={Home} /></RR.Route>;",
                ],
                nonTriggeringExamples: ["import { Route } from 'react-router-dom';\nconst r = <Route index element={<Home />} />;"]),
            imports: ["IndexRoute"],
            usage: { file, bindings, _, sink in
                for element in bindings.elements(["IndexRoute"], in: file) {
                    sink.report(at: element.openToken, message: "`<\(element.name)>` is v3-only; v6 has index routes instead", fix: "<Route index element={<X />} />")
                }
                for key in file.objectKeys("indexRoute") {
                    sink.report(at: key, message: "indexRoute: in a v3 route object; v6 uses a child { index: true, element }", fix: "{ index: true, element }")
                }
            }),
        RouterRule(
            RuleDescription(
                id: "rr3-index-redirect", title: "IndexRedirect",
                summary: "Imports of `IndexRedirect` and `<IndexRedirect to>` elements.",
                rationale: "v6 has no `IndexRedirect`.",
                defaultSeverity: .autoFixable,
                replacement: "`<Route index element={<Navigate to=\"welcome\" replace />} />`.",
                sourceURL: api + "#indexredirect",
                triggeringExamples: ["import { ⟦IndexRedirect } from 'react-router';\nconst r = ⟦<IndexRedirect to=\"welcome\" />;"],
                nonTriggeringExamples: ["import { Navigate } from 'react-router-dom';\nconst r = <Navigate to=\"welcome\" replace />;"]),
            imports: ["IndexRedirect"],
            usage: { file, bindings, _, sink in
                for element in bindings.elements(["IndexRedirect"], in: file) {
                    sink.report(at: element.openToken, message: "`<\(element.name)>` is v3-only; v6 redirects by rendering `<Navigate>` from an index route", fix: "<Route index element={<Navigate to=… replace />} />")
                }
            }),
        RouterRule(
            RuleDescription(
                id: "rr3-redirect", title: "v3 Redirect route",
                summary: "Imports of v3 `Redirect` and `<Redirect from to query>` route elements.",
                rationale: "v6's `<Navigate>` is an element rendered by a route, not a route; v3 kept the query string and interpolated params, v6 does neither, and `<Navigate>` pushes unless `replace` is given.",
                defaultSeverity: .autoFixable,
                replacement: "`<Route path=\"profile\" element={<Navigate to=\"/settings\" replace />} />` (a small component with `useParams` for params).",
                sourceURL: api + "#redirect",
                triggeringExamples: ["import { ⟦Redirect } from 'react-router';\nconst r = ⟦<Redirect from=\"profile\" to=\"/settings\" />;"],
                nonTriggeringExamples: ["import { Navigate } from 'react-router-dom';\nconst r = <Navigate to=\"/settings\" replace />;"]),
            imports: ["Redirect"],
            usage: { file, bindings, _, sink in
                for element in bindings.elements(["Redirect"], in: file) {
                    let values = element.attributes.compactMap { stringValue($0, file)?.0 }
                    let manual = values.contains { $0.contains(":") } || element.attribute("query") != nil
                    // v3 resolved a relative `to` against the parent route's pattern; v6's <Navigate> in the route at
                    // `from` resolves it against that route, one level too deep: `..` climbs back to the parent.
                    var fix = "<Route path=… element={<Navigate to=… replace />} />"
                    if let to = element.attribute("to").flatMap({ stringValue($0, file)?.0 }), !to.isEmpty, !to.hasPrefix("/"), !to.hasPrefix("."),
                        !to.contains(":")  // params need a component reading useParams(): <Navigate> interpolates nothing
                    {
                        fix = "<Route path=… element={<Navigate to=\"../\(to)\" replace />} /> (v3 resolved '\(to)' against the parent route, v6 against the redirect's own)"
                    }
                    sink.report(
                        at: element.openToken, message: "`<\(element.name)>` is a v3 redirect route; v6 redirects by rendering `<Navigate>` from a route element",
                        fix: fix, severity: manual ? .manualFix : nil)
                }
            }),
        RouterRule(
            RuleDescription(
                id: "rr3-get-component", title: "getComponent code splitting",
                summary: "`getComponent(nextState, cb)` / `getComponents` on routes (attributes or route-object keys).",
                rationale: "v6 routes have no asynchronous component callbacks.",
                defaultSeverity: .autoFixable,
                replacement: "`React.lazy(() => import('./X'))` with `<Suspense>`, or route `lazy` (data routers).",
                sourceURL: api + "#getcomponentnextstate-callback",
                triggeringExamples: ["import { Route } from 'react-router';\nconst r = <Route path=\"admin\" ⟦getComponent={loadAdmin} />;", "const routes = { path: 'admin', ⟦getComponent(location, cb) { cb(null, Admin); } };"],
                nonTriggeringExamples: ["const Admin = React.lazy(() => import('./Admin.js'));"]),
            usage: { file, bindings, _, sink in
                for attribute in attributes(["getComponent", "getComponents"], on: routeElements, file, bindings) {
                    let value: Range<Int>? = if case .expression(let range) = attribute.value { range } else { nil }
                    sink.report(at: attribute.nameToken, message: "\(attribute.name)= loads route components through a v3 callback; v6 uses React.lazy or route lazy",
                        fix: lazyFix(loading: value.map { loadedModule(in: $0, file) } ?? nil))
                }
                for key in (routeObjectKeys("getComponent", file, requirePath: false) + routeObjectKeys("getComponents", file, requirePath: false)).sorted() {
                    sink.report(at: key, message: "\(file.text(key)) in a v3 route object; v6 uses React.lazy or route lazy",
                        fix: lazyFix(loading: loadedModule(in: key..<propertyEnd(after: key, file), file)))
                }
            }),
        RouterRule(
            RuleDescription(
                id: "rr3-get-child-routes", title: "Plain route objects and dynamic child routes",
                summary: "`getChildRoutes`, `getIndexRoute`, `childRoutes` on route objects, and `createRoutes`.",
                rationale: "v6 route objects use `children`/`index`/`element`; lazily discovered route trees need `patchRoutesOnNavigation` (data routers).",
                defaultSeverity: .manualFix,
                replacement: "Static `children` arrays; `patchRoutesOnNavigation` for route trees discovered at run time.",
                sourceURL: api + "#plainroute",
                triggeringExamples: ["const routes = { path: '/', ⟦childRoutes: [about] };", "import { ⟦createRoutes } from 'react-router';"],
                nonTriggeringExamples: ["const routes = [{ path: '/', children: [about] }];"]),
            imports: ["createRoutes"],
            usage: { file, bindings, _, sink in
                var keys: [Int] = []
                for name in ["getChildRoutes", "getIndexRoute", "childRoutes"] { keys += routeObjectKeys(name, file, requirePath: false) }
                for key in keys.sorted() {
                    sink.report(at: key, message: "\(file.text(key)) is v3's route-object API; v6 uses children (patchRoutesOnNavigation for dynamic trees)", fix: "children: […]")
                }
                for call in bindings.calls(["createRoutes"], in: file) {
                    sink.report(at: call, message: "createRoutes(…) builds v3 route objects; v6 takes route objects directly", fix: "createBrowserRouter(routes)")
                }
            }),
        RouterRule(
            RuleDescription(
                id: "rr3-on-enter", title: "onEnter route hook",
                summary: "`onEnter(nextState, replace, cb)` on v3 routes (auth guards, redirects, data loading).",
                rationale: "v6 routes have no enter hooks.",
                defaultSeverity: .blocker,
                replacement: "A guard element (`<RequireAuth>` rendering `<Navigate>`), or a `loader` throwing `redirect()` in a data router.",
                sourceURL: api + "#onenternextstate-replace-callback",
                triggeringExamples: [
                    "import { Route } from 'react-router';\nconst r = <Route path=\"users\" component={Users} ⟦onEnter={requireAuth} />;",
                    "const routes = { path: 'users', ⟦onEnter: requireAuth };",
                    "const routes = { component: App, indexRoute: { ⟦onEnter: (next, replace) => replace('/home') } };",
                ],
                nonTriggeringExamples: [
                    "const input = <input onEnter={submit} />;",
                    "export const fade = { timeout: 300, onEnter: (node) => node.focus() };",
                ]),
            usage: { file, bindings, _, sink in
                report(attributes(["onEnter"], on: ["Route", "IndexRoute", "Redirect"], file, bindings), { _ in "onEnter= is a v3 route hook; v6 guards with an element or a loader" }, fix: "<RequireAuth> element or loader redirect()", into: &sink)
                for key in routeObjectKeys("onEnter", file, requirePath: false) {
                    sink.report(at: key, message: "onEnter: is a v3 route hook; v6 guards with an element or a loader", fix: "<RequireAuth> element or loader redirect()")
                }
            }),
        RouterRule(
            RuleDescription(
                id: "rr3-on-change-leave", title: "onChange / onLeave route hooks",
                summary: "`onChange(prev, next, replace, cb)` and `onLeave(prevState)` on v3 routes.",
                rationale: "v6 routes have no change/leave hooks.",
                defaultSeverity: .manualFix,
                replacement: "`useEffect` keyed on `useLocation()`; its cleanup for leave.",
                sourceURL: api + "#onchangeprevstate-nextstate-replace-callback",
                triggeringExamples: ["import { Route } from 'react-router';\nconst r = <Route path=\"a\" component={A} ⟦onLeave={save} />;"],
                nonTriggeringExamples: ["const input = <input onChange={update} />;"]),
            usage: { file, bindings, _, sink in
                report(attributes(["onChange", "onLeave"], on: routeElements, file, bindings), { "\($0.name)= is a v3 route hook; use useEffect on useLocation()" }, fix: "useEffect(…, [location])", into: &sink)
                for key in routeObjectKeys("onLeave", file) + routeObjectKeys("onChange", file) {
                    sink.report(at: key, message: "\(file.text(key)) is a v3 route hook; use useEffect on useLocation()", fix: "useEffect(…, [location])")
                }
            }),
        RouterRule(
            RuleDescription(
                id: "rr3-link-active", title: "Active-link props and IndexLink",
                summary: "`activeClassName`, `activeStyle`, `onlyActiveOnIndex` on v3 `<Link>`, and `IndexLink`.",
                rationale: "v6's `<Link>` has no active state; `<NavLink>` takes functions for `className`/`style` (activeClassName/activeStyle were removed in v6.0.0-beta.3).",
                defaultSeverity: .autoFixable,
                replacement: "`activeClassName` → `<NavLink className={({ isActive }) => …}>`, `activeStyle` → `style={({ isActive }) => …}`, `onlyActiveOnIndex` and `IndexLink` → `<NavLink end>`.",
                sourceURL: upgrading + "#remove-activeclassname-and-activestyle-props-from-navlink-",
                triggeringExamples: ["import { Link, ⟦IndexLink } from 'react-router';\nconst n = <nav>⟦<IndexLink to=\"/\">Home</IndexLink><Link to=\"/users\" ⟦activeClassName=\"on\">Users</Link></nav>;"],
                nonTriggeringExamples: [
                    "import { NavLink } from 'react-router-dom';\nconst n = <NavLink to=\"/users\" className={({ isActive }) => (isActive ? 'on' : '')}>Users</NavLink>;",
                    "import { Link } from 'react-router';\nexport const Item = ({ Link }) => <Link activeClassName=\"on\" />;",
                ]),
            imports: ["IndexLink"],
            usage: { file, bindings, _, sink in
                var hits: [(token: Int, message: String, fix: String)] = []
                for element in bindings.elements(["IndexLink"], in: file) {
                    hits.append((element.openToken, "<\(element.name)> is v3-only; v6 uses <NavLink end>", "<NavLink end>"))
                }
                // Each prop has its own NavLink form; `end` only replaces onlyActiveOnIndex: without it a v3 link is
                // active on nested paths too, as a v6 NavLink without `end` is.
                let activeNames: Set<String> = ["activeClassName", "activeStyle", "onlyActiveOnIndex"]
                for element in bindings.elements(linkElements, in: file) {
                    for attribute in element.attributes where activeNames.contains(attribute.name) {
                        let prefix = "\(attribute.name) on a v3 <Link>: v6's <Link> has no active state; "
                        switch attribute.name {
                        case "activeClassName":
                            // A className function replaces the link's own className: the link keeps it either way.
                            let fix = Self.activeClassNameFunction(active: attribute, own: element.attribute("className"), file)
                            hits.append((attribute.nameToken, prefix + "<NavLink> takes className as a function of isActive",
                                "<NavLink className={({ isActive }) => \(fix)}>"))
                        case "activeStyle":
                            hits.append((attribute.nameToken, prefix + "<NavLink> takes style as a function of isActive",
                                "<NavLink style={({ isActive }) => (isActive ? { … } : undefined)}>"))
                        default:
                            hits.append((attribute.nameToken, prefix + "<NavLink end> is active on its own path only", "<NavLink end>"))
                        }
                    }
                }
                for hit in hits.sorted(by: { $0.token < $1.token }) {
                    sink.report(at: hit.token, message: hit.message, fix: hit.fix)
                }
            }),
        RouterRule(
            RuleDescription(
                id: "rr3-link-to-object", title: "Link to={{ query, state }} or to={fn}",
                summary: "v3 location objects with `query`/`state` in `<Link to>`, and function-valued `to`.",
                rationale: "v6 `to` takes `{ pathname, search, hash }`; `query` is ignored and `state` is a separate prop; function `to` is not supported.",
                defaultSeverity: .autoFixable,
                replacement: "`to={{ pathname, search: '?' + new URLSearchParams(query) }}` and `state={…}`; compute function `to` with `useLocation()`.",
                sourceURL: upgrading + "#pass-link-state-as-separate-prop",
                triggeringExamples: ["import { Link } from 'react-router';\nconst l = <Link ⟦to={{ pathname: '/users', query: { page: 2 } }}>Next</Link>;"],
                nonTriggeringExamples: ["import { Link } from 'react-router';\nconst l = <Link to={{ pathname: '/users', hash: '#top' }}>Top</Link>;"]),
            usage: { file, bindings, _, sink in
                for attribute in attributes(["to"], on: linkElements, file, bindings) {
                    guard case .expression(let range) = attribute.value, !range.isEmpty else { continue }
                    if file.isPunct(range.lowerBound, "{") {
                        let keys = Set(file.objectKeyNames(range.lowerBound))
                        guard keys.contains("query") || keys.contains("state") else { continue }
                        sink.report(at: attribute.nameToken, message: "to={{ \(keys.sorted().joined(separator: ", ")) }} is a v3 location object; v6 takes search and a separate state prop", fix: "to={{ pathname, search }} state={…}")
                    } else if file.structure.functions.contains(where: { $0.isArrow && $0.parameters.lowerBound >= range.lowerBound && $0.body.upperBound <= range.upperBound && ($0.parameters.lowerBound == range.lowerBound || $0.parameters.lowerBound == range.lowerBound + 1) }) {
                        sink.report(at: attribute.nameToken, message: "function-valued to= is v3-only; compute the target with useLocation()", fix: "useLocation() then to={…}", severity: .manualFix)
                    }
                }
            }),
        RouterRule(
            RuleDescription(
                id: "rr3-link-relative-to", title: "Link to a relative path",
                summary: "String or template `to` on v3 `<Link>` that does not start with `/`.",
                rationale: "v3 treated `to` as given (no relative links); v6 resolves it relative to the route hierarchy.",
                defaultSeverity: .manualFix,
                replacement: "Prefix `/`, or check the target relative to the rendering route.",
                sourceURL: upgrading + "#note-on-link-to-values",
                triggeringExamples: [
                    "import { Link } from 'react-router';\nconst l = <Link ⟦to=\"users/new\">New</Link>;",
                    "import { Link } from 'react-router';\nconst l = <Link ⟦to={`users/${id}`}>User</Link>;",
                ],
                nonTriggeringExamples: [
                    "import { Link } from 'react-router';\nconst l = <Link to=\"/users/new\">New</Link>;",
                    "import { Link } from 'react-router';\nconst l = <Link to={`/users/${id}`}>User</Link>;\nconst m = <Link to={`${base}/users`}>Users</Link>;",
                ]),
            usage: { file, bindings, project, sink in
                // A Link from react-router-dom 6 (a half-migrated repository's new code) means v6's relative links.
                let links = bindings.elements(linkElements, in: file).filter { element in
                    !(project.routerDOMIsV6 && bindings.routerDOMLocals.contains(String(element.name.prefix { $0 != "." })))
                }
                for attribute in links.flatMap({ $0.attributes.filter { $0.name == "to" } }) {
                    // A template's text before its first substitution decides it: `users/${id}` is relative;
                    // `${base}/users` starts with a value the audit does not know.
                    let template = templateHead(attribute, file)
                    guard let target = stringValue(attribute, file)?.0 ?? template?.start, !target.isEmpty, !target.hasPrefix("/"),
                        !target.contains("://"), !target.hasPrefix("#"), !target.hasPrefix("?"), !target.hasPrefix("mailto:")
                    else { continue }
                    let written = template.map { "to={`\($0.written)`}" } ?? "to=\"\(target)\""
                    let absolute = template.map { "to={`/\($0.written)`}" } ?? "to=\"/\(target)\""
                    // `../x` and `./x` name no absolute path by themselves: the intended page is the author's call.
                    let fix = target.hasPrefix(".") ? "an absolute to=\"/…\" naming the page meant (v3 did not resolve '\(template?.written ?? target)')" : absolute
                    sink.report(at: attribute.nameToken, message: "\(written) is relative: v6 resolves it against the current route, v3 did not", fix: fix)
                }
            }),
        RouterRule(
            RuleDescription(
                id: "rr3-link-misc", title: "Link innerRef or missing to",
                summary: "`innerRef` on v3 `<Link>`, and `<Link>` without `to`.",
                rationale: "v6 forwards `ref` directly; `to` is required since v4.",
                defaultSeverity: .autoFixable,
                replacement: "`ref`; render an `<a>` (or nothing) when there is no target.",
                sourceURL: "https://github.com/remix-run/react-router/blob/v3.2.6/modules/Link.js",
                triggeringExamples: ["import { Link } from 'react-router';\nconst l = <Link to=\"/\" ⟦innerRef={setRef}>Home</Link>;\nconst m = ⟦<Link>Nowhere</Link>;"],
                nonTriggeringExamples: ["import { Link } from 'react-router';\nconst l = <Link to=\"/\" ref={setRef}>Home</Link>;"]),
            usage: { file, bindings, _, sink in
                var hits: [(Int, String)] = []
                for element in bindings.elements(["Link"], in: file) {
                    if let ref = element.attribute("innerRef") { hits.append((ref.nameToken, "innerRef on <Link> is v3's; v6 forwards ref")) }
                    if element.attribute("to") == nil, !element.attributes.contains(where: \.isSpread) {
                        hits.append((element.openToken, "<\(element.name)> without to= is allowed in v3 only; to is required since v4"))
                    }
                }
                for (token, message) in hits.sorted(by: { $0.0 < $1.0 }) { sink.report(at: token, message: message, fix: "ref / an <a> without target") }
            }),
        RouterRule(
            RuleDescription(
                id: "rr3-injected-props", title: "Props injected by v3 routes",
                summary: "`this.props.params`, `.location`, `.route`, `.routes`, `.routeParams`, `props.params`, and the same keys destructured from `this.props`.",
                rationale: "v6 injects no props into route components.",
                defaultSeverity: .autoFixable,
                replacement: "`useParams()`, `useLocation()` (+ `useSearchParams()` for `location.query`), `useMatches()`; class components need a small `withRouter` wrapper.",
                sourceURL: api + "#injected-props",
                triggeringExamples: [
                    "class U extends React.Component {\n  componentDidMount() { load(⟦this.props.params.userId); }\n}", "const Reports = props => <h1>{⟦props.params.year}</h1>;",
                    "class L extends React.Component {\n  submit() { const { ⟦location } = this.props; }\n}",
                    "function Profile({ ⟦params, ⟦location: { query } }) {\n  return <h1>{params.id}{query.tab}</h1>;\n}",
                    "class U extends React.Component {\n  componentWillReceiveProps(nextProps) { if (⟦nextProps.params.id !== 1) load(); }\n}",
                    "class U extends React.Component {\n  componentWillReceiveProps(next) { if (⟦next.location.pathname !== ⟦this.props.location.pathname) this.load(⟦next.params.id); }\n}",
                    "class U extends React.Component {\n  componentDidUpdate(before) { if (⟦before.params.id !== 1) load(); }\n}",
                    "const Home = ({ ⟦location, children }) => <div>q={location.query.q}{children}</div>;",
                    "export default function D(props) {\n  const { ⟦location } = props;\n  return <p>{location.query.x}</p>;\n}",
                    "export const H = ({ ⟦location }) => {\n  const { query } = location;\n  return <p>{query.v}</p>;\n};",
                    "export default function Search(props) {\n  const { query } = ⟦props.location;\n  return <p>{query.term}{⟦props.location.query.page}</p>;\n}",
                    "export default function About({ ⟦params }) {\n  return <h1>{params.section}</h1>;\n}",
                    "const Team = ({ ⟦params }) => <h2>{params.teamId}</h2>;\nexport default Team;",
                ],
                nonTriggeringExamples: [
                    "class U extends React.Component {\n  render() { return this.props.user.name; }\n}", "const { params } = useParams();",
                    "function build({ params }) { return fetch(params.url); }",
                    "export const Chart = ({ params, data }) => <svg width={params.width}>{data}</svg>;",
                    "export const Legend = ({ params }) => <ul>{params.items}</ul>;",
                    "export const Pin = ({ location, label }) => <b title={location.name}>{label}</b>;",
                ]),
            usage: { file, bindings, _, sink in
                var hits: [InjectedPropHit] = []
                for index in file.structure.references["this"] ?? [] {
                    let chain = file.structure.memberChain(at: index, in: file.lexed)
                    guard chain.segments.count >= 2, chain.segments[0].name == "props", let name = chain.segments[1].name,
                        injectedProps.contains(name)
                    else { continue }
                    // A `location` read only for members a router location has not (a map pin's `lat`, `lng`) is the
                    // component's own prop.
                    if name == "location", !Self.mayBeRouterLocation(chain: chain, at: index, in: file) { continue }
                    // `setRouteLeaveHook(this.props.route, …)`: the route goes with the hook, which useBlocker replaces.
                    var use: InjectedPropHit.Use = file.isPunct(index - 1, "(") && file.isWord(index - 2, "setRouteLeaveHook")
                        ? .leaveHookRoute : Self.use(ofProp: chain, keyAt: 1)
                    // `const { action } = this.props.location`: the members taken say which hook replaces it.
                    if use == .other, name == "location", chain.segments.count == 2 { use = Self.use(ofDestructuredLocationAt: index, in: file) }
                    // `let location = this.props.location` then `location.query.showAge` (ignite's React Router lesson).
                    if use == .other, name == "location", chain.segments.count == 2, file.isPunct(index - 1, "="), let local = file.word(index - 2),
                        ["let", "const", "var"].contains(where: { file.isWord(index - 3, $0) }),
                        let body = file.structure.functions.filter({ $0.body.contains(index) }).min(by: { $0.body.count < $1.body.count })?.body,
                        readsQuery(ofLocationIn: body, file, named: local)
                    {
                        use = .query
                    }
                    hits.append(InjectedPropHit(start: index, end: chain.segments[1].tokenIndex, what: "this.props.\(name)", key: name, use: use, inClass: true))
                }
                for index in file.structure.references["props"] ?? [] {
                    let chain = file.structure.memberChain(at: index, in: file.lexed)
                    guard let name = chain.segments.first?.name else { continue }
                    if name == "params" || name == "routeParams" {
                        hits.append(InjectedPropHit(start: index, end: chain.segments[0].tokenIndex, what: "props.\(name)", key: name, use: .other, inClass: false))
                    } else if name == "location", chain.segments.count >= 2, chain.segments[1].name == "query" {
                        // `location.query` exists only in v2/v3: whatever passed this prop, it is the v3 router's.
                        hits.append(InjectedPropHit(start: index, end: chain.segments[1].tokenIndex, what: "props.location.query", key: "location", use: .query, inClass: false))
                    } else if name == "location", chain.segments.count == 1, file.isPunct(index - 1, "="), file.isPunct(index - 2, "}"),
                        let open = file.structure.partner(of: index - 2),
                        file.structure.splitAtCommas((open + 1)..<(index - 2), in: file.lexed).contains(where: { file.isWord($0.lowerBound, "query") })
                    {
                        // `const { query } = props.location`
                        hits.append(InjectedPropHit(start: index, end: chain.segments[0].tokenIndex, what: "props.location (its query)", key: "location", use: .query, inClass: false))
                    }
                }
                // `const { location } = props`, then `location.query` (or `const { query } = location`) in that function.
                for index in file.structure.references["props"] ?? [] where file.isPunct(index - 1, "=") && file.isPunct(index - 2, "}") && !file.isPunct(index + 1, ".") {
                    guard let open = file.structure.partner(of: index - 2),
                        let key = file.structure.splitAtCommas((open + 1)..<(index - 2), in: file.lexed).first(where: { file.isWord($0.lowerBound, "location") }),
                        let body = file.structure.functions.filter({ $0.body.contains(index) }).min(by: { $0.body.count < $1.body.count })?.body,
                        readsQuery(ofLocationIn: body, file)
                    else { continue }
                    hits.append(InjectedPropHit(start: key.lowerBound, end: key.lowerBound, what: "location from props", key: "location", use: .query, inClass: false))
                }
                // `componentWillReceiveProps(next)`, `componentDidUpdate(prev)`: the lifecycle's first parameter is the
                // props whatever its name; `nextProps`/`prevProps` elsewhere are props by convention.
                var propsNames: [(name: String, declaredAt: Int?)] = [("nextProps", nil), ("prevProps", nil)]
                for function in file.structure.functions {
                    guard let nameToken = function.nameToken, let method = file.word(nameToken), propsLifecycles.contains(method),
                        let parameter = function.parameters.first, let name = file.word(parameter),
                        function.parameters.count == 1 || file.isPunct(parameter + 1, ",") || file.isPunct(parameter + 1, ":")
                    else { continue }
                    // `props` itself is read by the loop above: named here too, each use would be reported twice.
                    if name != "props" { propsNames.append((name, parameter)) }
                }
                var seen: Set<Int> = []
                for (name, declaredAt) in propsNames {
                    for index in file.structure.references[name] ?? [] where !seen.contains(index) {
                        if let declaredAt, file.structure.declaration(of: name, at: index)?.tokenIndex != declaredAt { continue }
                        let chain = file.structure.memberChain(at: index, in: file.lexed)
                        guard let key = chain.segments.first?.name, injectedProps.contains(key) else { continue }
                        seen.insert(index)
                        hits.append(InjectedPropHit(
                            start: index, end: chain.segments[0].tokenIndex, what: "\(name).\(key)", key: key, use: Self.use(ofProp: chain, keyAt: 0), inClass: true))
                    }
                }
                // Function components that destructure the injected props: a function whose first parameter is an object
                // pattern and whose body renders JSX, taking `params` (or `routeParams`) with another injected prop, or in a
                // file that imports from react-router. `({ params, data })` alone is any component's own prop.
                if file.lexed.containsJSX {
                    let importsRouter = file.structure.modules.contains { $0.specifier?.hasPrefix("react-router") == true }
                    for function in file.structure.functions where !function.parameters.isEmpty && file.isPunct(function.parameters.lowerBound, "{") {
                        guard let close = file.structure.partner(of: function.parameters.lowerBound),
                            function.body.contains(where: { file.tokens[$0].kind == .jsxTagStart })
                        else { continue }
                        let keys = file.structure.splitAtCommas((function.parameters.lowerBound + 1)..<close, in: file.lexed).compactMap { part in
                            file.word(part.lowerBound).map { (token: part.lowerBound, name: $0) }
                        }.filter { injectedProps.contains($0.name) }
                        // `location` whose `query` is read (`location.query.q`, `location: { query }`): v3's location alone has one.
                        let queryIsRead = keys.contains { key in
                            guard key.name == "location" else { return false }
                            if file.isPunct(key.token + 1, ":"), file.isPunct(key.token + 2, "{"), let end = file.structure.partner(of: key.token + 2),
                                ((key.token + 3)..<end).contains(where: { file.isWord($0, "query") })
                            {
                                return true
                            }
                            return readsQuery(ofLocationIn: function.body, file)
                        }
                        // A module's default export taking only `params` is how route components are written
                        // (`export default function About({ params })`): routes import a page by its default.
                        let takesParams = keys.contains(where: { $0.name == "params" || $0.name == "routeParams" })
                        guard queryIsRead || (takesParams && (keys.count >= 2 || importsRouter || Self.isDefaultExport(function, in: file)))
                        else { continue }
                        for key in keys {
                            let use: InjectedPropHit.Use = key.name == "location" && queryIsRead ? .query
                                : key.name == "route" && isLeaveHookRoute(bindingAt: bindingToken(ofKey: key.token, file), file) ? .leaveHookRoute : .other
                            hits.append(InjectedPropHit(
                                start: key.token, end: key.token, what: "\(key.name) in a route component's props", key: key.name, use: use, inClass: false))
                        }
                    }
                }
                // `const { params, location } = this.props`
                for index in file.structure.references["this"] ?? [] {
                    guard file.isPunct(index + 1, "."), file.isWord(index + 2, "props"), !file.isPunct(index + 3, "."),
                        !file.isPunct(index + 3, "?."), !file.isPunct(index + 3, "["), file.isPunct(index - 1, "="),
                        file.isPunct(index - 2, "}"), let open = file.structure.partner(of: index - 2)
                    else { continue }
                    for part in file.structure.splitAtCommas((open + 1)..<(index - 2), in: file.lexed) {
                        guard let key = file.word(part.lowerBound), injectedProps.contains(key) else { continue }
                        let use: InjectedPropHit.Use = key == "route" && isLeaveHookRoute(bindingAt: bindingToken(ofKey: part.lowerBound, file), file) ? .leaveHookRoute : .other
                        hits.append(InjectedPropHit(start: part.lowerBound, end: part.lowerBound, what: "\(key) from this.props", key: key, use: use, inClass: true))
                    }
                }
                // A function that renders v3's `<Router>` sits above the routes (react-redux-starter-kit's AppContainer
                // passes its own `routes` prop to `<Router children={routes}>`): nothing is injected into it.
                let routers = bindings.elements(["Router"], in: file).map(\.openToken)
                func rendersRouter(_ token: Int) -> Bool {
                    // Braced bodies only: an arrow's expression body written without semicolons can run on over the
                    // statements after it.
                    guard !routers.isEmpty,
                        let body = file.structure.functions.filter({ (!$0.isArrow || file.isPunct($0.body.lowerBound, "{") || file.isPunct($0.body.lowerBound - 1, "{")) && $0.body.contains(token) })
                            .min(by: { $0.body.count < $1.body.count })?.body
                    else { return false }
                    return routers.contains(where: body.contains)
                }
                for hit in hits.sorted(by: { $0.start < $1.start }) where !rendersRouter(hit.start) {
                    sink.report(
                        at: hit.start, through: hit.end, message: "\(hit.what) was injected by v3 routes; v6 injects nothing",
                        fix: hit.fix, severity: hit.inClass ? .manualFix : nil)
                }
            }),
        RouterRule(
            RuleDescription(
                id: "rr3-with-router", title: "withRouter",
                summary: "Imports and calls of v3 `withRouter(Comp, { withRef })`, and `getWrappedInstance()`.",
                rationale: "v6 has no `withRouter`; its FAQ shim passes `{ location, navigate, params }`, not v3's router object.",
                defaultSeverity: .manualFix,
                replacement: "Hooks (`useNavigate`, `useLocation`, `useParams`), or the v6 FAQ's `withRouter` shim; `getWrappedInstance` → `forwardRef`.",
                sourceURL: "https://reactrouter.com/6.30.0/start/faq#what-happened-to-withrouter-i-need-it",
                triggeringExamples: ["import { ⟦withRouter } from 'react-router';\nexport default ⟦withRouter(Nav);"],
                nonTriggeringExamples: ["import { useNavigate } from 'react-router-dom';"]),
            imports: ["withRouter"],
            usage: { file, bindings, _, sink in
                for token in bindings.references(["withRouter"], in: file) where file.isPunct(token + 1, "(") || file.isPunct(token - 1, "@") {
                    sink.report(at: file.isPunct(token - 1, "@") ? token - 1 : token, message: "withRouter(…) is v3's router HOC; v6 has hooks instead", fix: "useNavigate/useLocation/useParams")
                }
                for index in file.tokenIndices(ifMentioning: "getWrappedInstance")
                where file.isWord(index, "getWrappedInstance") && file.isPunct(index - 1, ".") && file.isPunct(index + 1, "(") {
                    sink.report(at: index, message: "getWrappedInstance() comes from withRouter(…, { withRef: true }); use forwardRef", fix: "forwardRef")
                }
            }),
        RouterRule(
            RuleDescription(
                id: "rr3-context-router", title: "contextTypes router",
                summary: "`contextTypes` declaring a `router` key (legacy context access to v3's router).",
                rationale: "v6 exposes no router on legacy context, and React deprecates `contextTypes`.",
                defaultSeverity: .manualFix,
                replacement: "`useNavigate()` and the other hooks.",
                sourceURL: api + "#contextrouter",
                triggeringExamples: [
                    "class A extends React.Component {\n  static ⟦contextTypes = { router: PropTypes.object };\n}", "A.⟦contextTypes = { router: routerShape };",
                    "export default React.createClass({\n  ⟦contextTypes: { router: React.PropTypes.object },\n  go() { this.context.router.push('/'); },\n});",
                ],
                nonTriggeringExamples: ["class A extends React.Component {\n  static contextTypes = { theme: PropTypes.object };\n}"]),
            usage: { file, _, _, sink in
                guard file.lexed.containsBytes("contextTypes") else { return }
                // `static contextTypes = {…}`, `A.contextTypes = {…}`, and React.createClass's `contextTypes: {…}` key
                // (how React Router 2 tutorials wrote components).
                let keys = Set(file.objectKeys("contextTypes"))
                for index in file.tokens.indices where file.isWord(index, "contextTypes") && file.isPunct(index + 2, "{")
                    && (file.isPunct(index + 1, "=") || (file.isPunct(index + 1, ":") && keys.contains(index)))
                {
                    guard file.objectKeyNames(index + 2).contains("router") else { continue }
                    sink.report(at: index, message: "contextTypes with router reads v3's router from legacy context; v6 has hooks", fix: "useNavigate()")
                }
            }),
        RouterRule(
            RuleDescription(
                id: "rr3-router-methods", title: "router.push / replace / go",
                summary: "Navigation through v3's router object: `this.props.router.push`, `this.context.router.replace`, `router.goBack()`.",
                rationale: "v6 navigates with the function returned by `useNavigate()`.",
                defaultSeverity: .autoFixable,
                replacement: "`navigate(to)`, `navigate(to, { replace: true })`, `navigate(n)`, `navigate(-1)`, `navigate(1)`; `query` → `search`.",
                sourceURL: upgrading + "#use-usenavigate-instead-of-usehistory",
                triggeringExamples: ["class A extends React.Component {\n  go() { ⟦this.context.router.push('/users'); ⟦this.props.router.goBack(); }\n}", "function f({ router }) { ⟦router.replace('/login'); }"],
                nonTriggeringExamples: ["const navigate = useNavigate(); navigate('/users');", "list.push(item);"]),
            usage: { file, _, _, sink in
                for (root, member, memberToken) in routerMembers(navigationMethods, file) {
                    var fix = ["push": "navigate(to)", "replace": "navigate(to, { replace: true })", "go": "navigate(n)", "goBack": "navigate(-1)", "goForward": "navigate(1)"][member] ?? "navigate"
                    // `router.push({ pathname, query, state })`: v6 ignores `query` in a location and takes state as an option.
                    if member == "push" || member == "replace", file.isPunct(memberToken + 1, "("), file.isPunct(memberToken + 2, "{") {
                        let keys = Set(file.objectKeyNames(memberToken + 2))
                        var options: [String] = []
                        if keys.contains("state") { options.append("state") }
                        if member == "replace" { options.append("replace: true") }
                        let target = keys.contains("query") ? "{ pathname, search: '?' + new URLSearchParams(query) }" : "{ pathname }"
                        if keys.contains("query") || keys.contains("state") {
                            fix = "navigate(\(target)\(options.isEmpty ? "" : ", { \(options.joined(separator: ", ")) }"))"
                        }
                    }
                    sink.report(at: root, through: memberToken, message: "router.\(member)(…) navigates through v3's router object; v6 uses useNavigate()", fix: fix)
                }
            }),
        RouterRule(
            RuleDescription(
                id: "rr3-router-introspection", title: "router.isActive / createHref",
                summary: "`router.isActive`, `router.createHref`, `router.createPath`, `router.location/params/routes`, `router.listen` on v3's router object.",
                rationale: "v6's router object is not exposed this way.",
                defaultSeverity: .manualFix,
                replacement: "`useMatch()`/`matchPath()` (argument order changed), `useHref()`, `createPath`, `useLocation()`, `useParams()`.",
                sourceURL: api + "#contextrouter",
                triggeringExamples: [
                    "class Nav extends React.Component {\n  render() { const on = ⟦this.props.router.isActive('/reports'); }\n}",
                    "class App extends React.Component {\n  componentDidMount() { this.stop = ⟦this.props.router.listen(track); }\n}",
                ],
                nonTriggeringExamples: ["const match = useMatch('/reports');"]),
            usage: { file, _, _, sink in
                for (root, member, memberToken) in routerMembers(introspectionMembers, file) {
                    var fix = ["isActive": "useMatch()", "listen": "useEffect(…, [location]) on useLocation()", "listenBefore": "useBlocker"][member] ?? "hooks"
                    if member == "isActive", file.isPunct(memberToken + 1, "(") {
                        // v3's isActive(path) is true on nested paths too unless indexOnly is true; v6's useMatch(path)
                        // ends at the path, so the plain call needs `end: false` to keep its meaning.
                        let arguments = file.structure.arguments(ofCallAt: memberToken + 1, in: file.lexed)
                        let literal = arguments.first.flatMap { file.literal($0) }.map { "'\($0)'" }
                        let indexOnly = arguments.count > 1 && arguments[1].count == 1
                            && file.lexed.text(file.lexed.tokens[arguments[1].lowerBound]) == "true"
                        fix = indexOnly ? "useMatch(\(literal ?? "path"))" : "useMatch({ path\(literal.map { ": \($0)" } ?? ""), end: false })"
                    }
                    sink.report(at: root, through: memberToken, message: "router.\(member) is v3's router API; v6 has hooks (useMatch, useHref, useLocation)", fix: fix)
                }
            }),
        RouterRule(
            RuleDescription(
                id: "rr3-route-leave-hook", title: "setRouteLeaveHook",
                summary: "`router.setRouteLeaveHook(route, hook)` (unsaved-changes prompts).",
                rationale: "v6 blocks navigation only in data routers (`useBlocker`).",
                defaultSeverity: .blocker,
                replacement: "`useBlocker` (data routers) or `unstable_usePrompt`, plus a `beforeunload` handler.",
                sourceURL: "https://reactrouter.com/6.30.0/hooks/use-blocker",
                triggeringExamples: ["class A extends React.Component {\n  componentDidMount() { ⟦this.props.router.setRouteLeaveHook(this.props.route, this.leave); }\n}"],
                nonTriggeringExamples: ["const blocker = useBlocker(dirty);"]),
            usage: { file, _, _, sink in
                for (root, _, memberToken) in routerMembers(["setRouteLeaveHook"], file) {
                    sink.report(at: root, through: memberToken, message: "setRouteLeaveHook is v3's leave hook; v6 needs useBlocker in a data router", fix: "useBlocker")
                }
            }),
        RouterRule(
            RuleDescription(
                id: "rr3-histories", title: "browserHistory / hashHistory singletons",
                summary: "Imports of `browserHistory`/`hashHistory` from `react-router` and every reference to them (middleware, sagas, API clients).",
                rationale: "v6 has no history singletons; code outside components cannot navigate through them.",
                defaultSeverity: .blocker,
                replacement: "A data router's `router.navigate()`, `unstable_HistoryRouter` with your own `history` object, or `redux-first-history/rr6`.",
                sourceURL: api + "#histories",
                triggeringExamples: [
                    "import { ⟦browserHistory as history } from 'react-router';\nexport const logout = () => ⟦history.push('/login');",
                    "import * as ReactRouter from 'react-router';\nReactRouter.⟦browserHistory.push('/login');",
                ],
                nonTriggeringExamples: ["import { createBrowserHistory } from 'history';\nconst history = createBrowserHistory();\nhistory.push('/');"]),
            imports: ["browserHistory", "hashHistory"],
            usage: { file, bindings, _, sink in
                for token in bindings.references(["browserHistory", "hashHistory"], in: file) {
                    sink.report(at: token, message: "\(file.text(token)) is a v3 history singleton; v6 has none", fix: "router.navigate() of a data router")
                }
            }),
        RouterRule(
            RuleDescription(
                id: "rr3-memory-history", title: "createMemoryHistory",
                summary: "Imports and calls of `createMemoryHistory` from `react-router` (tests, SSR).",
                rationale: "v6 does not export it.",
                defaultSeverity: .autoFixable,
                replacement: "`<MemoryRouter initialEntries>` / `createMemoryRouter(routes, { initialEntries })`.",
                sourceURL: api + "#creatememoryhistoryoptions",
                triggeringExamples: ["import { ⟦createMemoryHistory } from 'react-router';\nconst history = ⟦createMemoryHistory('/users');"],
                nonTriggeringExamples: ["import { createMemoryRouter } from 'react-router-dom';"]),
            imports: ["createMemoryHistory"],
            usage: { file, bindings, _, sink in
                for call in bindings.calls(["createMemoryHistory"], in: file) {
                    sink.report(at: call, message: "createMemoryHistory(…) is v3's; v6 uses MemoryRouter / createMemoryRouter", fix: "createMemoryRouter(routes, { initialEntries })")
                }
            }),
        RouterRule(
            RuleDescription(
                id: "rr3-use-router-history", title: "useRouterHistory",
                summary: "`useRouterHistory(createHashHistory)({ queryKey, basename })`.",
                rationale: "v6 has no history enhancers; `queryKey` is obsolete.",
                defaultSeverity: .autoFixable,
                replacement: "`<BrowserRouter basename>` / `createBrowserRouter(routes, { basename })`.",
                sourceURL: api + "#userouterhistorycreatehistory",
                triggeringExamples: ["import { ⟦useRouterHistory } from 'react-router';\nconst history = ⟦useRouterHistory(createHashHistory)({ queryKey: false });"],
                nonTriggeringExamples: ["import { createHashRouter } from 'react-router-dom';"]),
            imports: ["useRouterHistory"],
            usage: { file, bindings, _, sink in
                for call in bindings.calls(["useRouterHistory"], in: file) {
                    sink.report(at: call, message: "useRouterHistory(…) enhances a v3 history; v6 takes basename on the router", fix: useRouterHistoryFix(call: call, file))
                }
            }),
        RouterRule(
            RuleDescription(
                id: "rr3-ssr-match", title: "match / RouterContext (server rendering)",
                summary: "`match({ routes, location }, cb)` and `<RouterContext {...renderProps} />`.",
                rationale: "v6 server rendering uses `StaticRouter` or the static handler APIs.",
                defaultSeverity: .blocker,
                replacement: "`<StaticRouter location>` from `react-router-dom/server`, or `createStaticHandler` + `<StaticRouterProvider>`.",
                sourceURL: api + "#match-routes-location-history-options--cb",
                triggeringExamples: [
                    "import { ⟦match, ⟦RouterContext } from 'react-router';\n⟦match({ routes, location: url }, (error, redirect, props) => send(⟦<RouterContext {...props} />));",
                    RuleExample("import express from 'express';\nimport { ⟦match } from 'react-router';\napp.get('*', (req, res) => ⟦match({ routes, location: req.url }, render));", fileName: "server/render.js"),
                ],
                nonTriggeringExamples: ["import { StaticRouter } from 'react-router-dom/server';"]),
            imports: ["match", "RouterContext"],
            usage: { file, bindings, _, sink in
                var hits = bindings.calls(["match"], in: file)
                hits += bindings.elements(["RouterContext"], in: file).map(\.openToken)
                for token in hits.sorted() {
                    sink.report(at: token, message: "\(file.isPunct(token, "<") || file.tokens[token].kind == .jsxTagStart ? "<RouterContext>" : "match(…)") is v3 server rendering; v6 uses StaticRouter or createStaticHandler", fix: "StaticRouter / createStaticHandler")
                }
            }),
        RouterRule(
            RuleDescription(
                id: "rr3-router-middleware", title: "applyRouterMiddleware",
                summary: "`applyRouterMiddleware(useScroll(), …)` (react-router-scroll, react-router-relay).",
                rationale: "v6 has no router middleware.",
                defaultSeverity: .manualFix,
                replacement: "`<ScrollRestoration>` (data routers); no middleware concept.",
                sourceURL: api + "#applyroutermiddlewaremiddlewares",
                triggeringExamples: ["import { ⟦applyRouterMiddleware } from 'react-router';\nconst r = <Router render={⟦applyRouterMiddleware(useScroll())} />;"],
                nonTriggeringExamples: ["import { ScrollRestoration } from 'react-router-dom';"]),
            imports: ["applyRouterMiddleware"],
            usage: { file, bindings, _, sink in
                for call in bindings.calls(["applyRouterMiddleware"], in: file) {
                    sink.report(at: call, message: "applyRouterMiddleware(…) has no v6 equivalent", fix: "<ScrollRestoration>")
                }
            }),
        RouterRule(
            RuleDescription(
                id: "rr3-pattern-utils", title: "formatPattern / PatternUtils",
                summary: "`formatPattern(pattern, params)` and deep imports of `react-router/lib/PatternUtils`.",
                rationale: "v6 replaced them with `generatePath` and `matchPath`, with v6 path syntax.",
                defaultSeverity: .autoFixable,
                replacement: "`generatePath(path, params)` / `matchPath(pattern, pathname)`.",
                sourceURL: "https://github.com/remix-run/react-router/blob/v3.2.6/modules/index.js",
                triggeringExamples: ["import { ⟦formatPattern } from 'react-router';", "import { ⟦matchPattern } from 'react-router/lib/PatternUtils';"],
                nonTriggeringExamples: ["import { generatePath } from 'react-router-dom';"]),
            imports: ["formatPattern", "PatternUtils", "matchPattern", "getParamNames", "getParams", "compilePattern"],
            usage: { _, _, _, _ in }),
        RouterRule(
            RuleDescription(
                id: "rr3-prop-types", title: "routerShape / locationShape",
                summary: "Imports of v3's `routerShape`, `locationShape` and v2's `PropTypes`.",
                rationale: "v6 exports no prop-type shapes.",
                defaultSeverity: .autoFixable, replacement: "Delete them (and the prop types that use them).",
                sourceURL: "https://github.com/remix-run/react-router/blob/v3.2.6/modules/PropTypes.js",
                triggeringExamples: ["import { ⟦routerShape, ⟦locationShape } from 'react-router';"],
                nonTriggeringExamples: ["import PropTypes from 'prop-types';"]),
            imports: ["routerShape", "locationShape", "PropTypes"]),
        RouterRule(
            RuleDescription(
                id: "rr3-v2-mixins", title: "React Router v2 mixins and history enhancer",
                summary: "Imports of v2's `History`, `Lifecycle`, `RouteContext` mixins, `RoutingContext` and the `useRoutes` history enhancer.",
                rationale: "Mixins need `createClass`; `useRoutes` here is a history enhancer, unrelated to v6's `useRoutes()` hook.",
                defaultSeverity: .blocker, replacement: "Rewrite with hooks.",
                sourceURL: "https://github.com/remix-run/react-router/blob/v2.8.1/modules/index.js",
                triggeringExamples: ["import { ⟦Lifecycle, ⟦History } from 'react-router';"],
                nonTriggeringExamples: ["import { useRoutes } from 'react-router-dom';"]),
            imports: ["History", "Lifecycle", "RouteContext", "RoutingContext", "useRoutes"]),
        DeepImports(),
    ]

    /// `react-router/lib/*`, `/es/*`, `/umd/*` specifiers (PatternUtils excepted: `rr3-pattern-utils`).
    struct DeepImports: Rule {
        let description = RuleDescription(
            id: "rr3-deep-imports", title: "Deep imports into react-router",
            summary: "Specifiers `react-router/lib/*`, `react-router/es/*`, `react-router/umd/*`.",
            rationale: "v6 packages expose no `lib/` or `es/` paths (its `exports` map rejects them).",
            defaultSeverity: .autoFixable,
            replacement: "Top-level imports from `react-router-dom` (v6) or `react-router` (v7).",
            sourceURL: "https://github.com/remix-run/react-router/blob/v3.2.6/package.json",
            triggeringExamples: ["import Link from ⟦'react-router/lib/Link';"],
            nonTriggeringExamples: ["import { Link } from 'react-router';"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard project.routerV3, file.context != .config else { return }  // a server's deep imports break too
            for reference in file.structure.modules {
                guard let specifier = reference.specifier, let token = reference.specifierToken,
                    ["react-router/lib/", "react-router/es/", "react-router/umd/"].contains(where: { specifier.hasPrefix($0) }),
                    !specifier.hasSuffix("/PatternUtils")
                else { continue }
                sink.report(at: token, message: "'\(specifier)' is a deep path into react-router v3; v6 exposes top-level exports only", fix: "import { … } from 'react-router-dom'")
            }
        }
    }
}
