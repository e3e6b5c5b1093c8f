extension React18Rules.RenderRoot {
    /// One legacy root API use as its fix needs it.
    struct RootCall {
        /// The first token of the API as written (`ReactDOM` in `ReactDOM.render`, `require` in `require('react-dom').render`).
        let start: Int
        /// Its last token, the method's name: a call's `(` follows it.
        let end: Int
        /// The react-dom method (`render`, `hydrate`, `unmountComponentAtNode`, …), whatever local name it was called by.
        let method: String
        /// The call's arguments; empty when the API is read without being called.
        let arguments: [Range<Int>]
        /// The container as written (`document.getElementById('root')`), nil when no short argument names it.
        let container: String?
        /// The innermost bracket around the call (nil at top level): a root made there is in scope inside it.
        let scope: Int?
        /// The 1-based line of `start`, for notes that point back to an earlier call.
        let line: Int

        /// A legacy `render` or `hydrate`: the calls that make a root (`createRoot`/`hydrateRoot`) and returned the
        /// component instance.
        var isRenderOrHydrate: Bool { method == "render" || method == "hydrate" }
    }

    /// The use of `method` from token `start` through `end`, with its arguments, container and scope read.
    static func rootCall(_ start: Int, _ end: Int, _ method: String, in file: SourceFile) -> RootCall {
        let arguments = file.isPunct(end + 1, "(") ? file.structure.arguments(ofCallAt: end + 1, in: file.lexed) : []
        let containerIndex = method == "unmountComponentAtNode" ? 0 : method == "render" || method == "hydrate" ? 1 : nil
        let container = containerIndex.flatMap { arguments.indices.contains($0) ? spelled(arguments[$0], in: file) : nil }
        return RootCall(start: start, end: end, method: method, arguments: arguments, container: container,
            scope: file.structure.enclosingBracket(of: start), line: file.lexed.location(of: file.tokens[start]).line)
    }

    /// An argument's source when short and on one line; nil otherwise (the fix names it `element`/`container`
    /// rather than copying a multi-line JSX tree).
    static func spelled(_ range: Range<Int>, in file: SourceFile) -> String? {
        let text = file.source(range)
        return text.isEmpty || text.utf8.count > SourceFile.excerptLimit || text.contains(where: \.isNewline) ? nil : text
    }

    /// The container a render or unstable_renderSubtreeIntoContainer call fills, as written.
    static func layer(of call: RootCall, in file: SourceFile) -> String? {
        guard call.method == "unstable_renderSubtreeIntoContainer" else { return call.container }
        return call.arguments.count >= 3 ? spelled(call.arguments[2], in: file) : nil
    }

    /// Whether the call is in a function and renders into a container from outside it: the function may run again
    /// (`store.subscribe(render)`), and each run would make another root for the same container.
    static func rendersAgain(_ call: RootCall, in file: SourceFile) -> Bool {
        guard call.container != nil, call.arguments.count >= 2,
            let function = file.structure.functions.filter({ $0.body.contains(call.start) }).min(by: { $0.body.count < $1.body.count })
        else { return false }
        let first = call.arguments[1].lowerBound
        guard let name = file.word(first) else { return false }
        let declaredInside = (file.structure.declarations[name] ?? []).contains { function.body.contains($0.tokenIndex) || function.parameters.contains($0.tokenIndex) }
        return !declaredInside
    }

    /// Where the code replacing a call goes.
    enum Place {
        /// A statement of its own.
        case statement
        /// An arrow function's expression body (`() => ReactDOM.render(…)`): code there goes in braces.
        case arrowBody
        /// A value something reads (`const instance = ReactDOM.render(…)`): no statement fits there.
        case value
    }

    /// The last token of the expression the fix replaces: the call (the pipe call after renderToNodeStream), or
    /// the API name when it is not called.
    static func replacedEnd(of call: RootCall, in file: SourceFile) -> Int {
        guard file.isPunct(call.end + 1, "("), let close = file.structure.partner(of: call.end + 1) else { return call.end }
        if call.method == "renderToNodeStream", file.isPunct(close + 1, "."), file.isWord(close + 2, "pipe"), file.isPunct(close + 3, "("),
            let pipeClose = file.structure.partner(of: close + 3)
        {
            return pipeClose
        }
        return close
    }

    /// Whether the expression from `start` through `end` stands as a statement, is an arrow's body, or is read.
    static func place(from start: Int, through end: Int, in file: SourceFile) -> Place {
        if file.isPunct(start - 1, "=>") { return .arrowBody }
        let tokens = file.tokens
        let starts = start == 0 || file.isPunct(start - 1, ";") || file.isPunct(start - 1, "}") || file.isPunct(start - 1, ")")
            || file.isWord(start - 1, "else") || (file.isPunct(start - 1, "{") && file.structure.blockBraces.contains(start - 1))
            || (tokens[start].newlineBefore && tokens[start - 1].kind != .punctuator)
        let next = end + 1
        let ends = next >= tokens.count || file.isPunct(next, ";") || file.isPunct(next, "}")
            || (tokens[next].newlineBefore && tokens[next].kind != .punctuator)
        return starts && ends ? .statement : .value
    }

    /// Whether code follows the replaced expression (and its `;`) on the same line, which a line comment would swallow.
    static func followedOnItsLine(_ end: Int, in file: SourceFile) -> Bool {
        let next = file.isPunct(end + 1, ";") ? end + 2 : end + 1
        return next < file.tokens.count && !file.tokens[next].newlineBefore
    }

    /// A note after the code: a line comment at the end of its line, a block comment before more code.
    static func comment(_ note: String, after end: Int, in file: SourceFile) -> String {
        followedOnItsLine(end, in: file) ? "/* \(note) */" : "// \(note)"
    }

    /// Whether a root created by `earlier` is in scope at `later` and renders the same container: its bracket
    /// encloses the later call (the same `div` in two test functions is two containers).
    static func sharesRoot(_ earlier: RootCall, _ later: RootCall, in file: SourceFile) -> Bool {
        guard let container = earlier.container, container == later.container else { return false }
        guard let scope = earlier.scope else { return true }
        var bracket = later.scope
        while let open = bracket, open != scope { bracket = file.structure.enclosingBracket(of: open) }
        return bracket == scope
    }

    /// Whether the token at `index` is inside a call of `act` (`act(() => { … })`, `TestUtils.act(…)`).
    static func isInsideAct(_ index: Int, in file: SourceFile) -> Bool {
        var bracket = file.structure.enclosingBracket(of: index)
        while let open = bracket {
            if file.isPunct(open, "("), file.isWord(open - 1, "act") { return true }
            bracket = file.structure.enclosingBracket(of: open)
        }
        return false
    }

    /// Code replacing one use (valid JavaScript, notes as a comment), or nil for the table's general text. A later
    /// render into a container reuses the root the first one made, and a render in a function that may run again
    /// makes its root once: createRoot on a container that already has a root is a React error. In tests a root's
    /// render runs in `act`, since it no longer renders synchronously. A component rendering into its own node
    /// gets a portal.
    static func fix(for index: Int, of calls: [RootCall], in file: SourceFile) -> String? {
        let call = calls[index]
        let isTest = file.context == .test
        // A test's render already inside `act(() => { … })` is not wrapped again.
        let wrapsInAct = isTest && !isInsideAct(call.start, in: file)
        let earlier = calls[..<index].first { $0.isRenderOrHydrate && sharesRoot($0, call, in: file) }
        let keepsRoot = calls[(index + 1)...].contains { !file.isInHotCode($0.start) && sharesRoot(call, $0, in: file) }
        let container = call.container ?? "container"
        let end = replacedEnd(of: call, in: file)
        let place = place(from: call.start, through: end, in: file)
        var notes: [String] = []
        var code: String
        // An import statement is valid at the top level only: inside a function or a test's callback it goes to a note.
        var imports: [String] = []
        switch call.method {
        case "render", "hydrate":
            guard !call.arguments.isEmpty else { return nil }
            let element = spelled(call.arguments[0], in: file) ?? "element"
            if call.method == "render", !isTest, container.hasPrefix("this.") {
                return "createPortal(\(element), \(container)) " + comment("returned from the component's render, createPortal from 'react-dom': a root made in a lifecycle method renders after it, and unmounting one during React's commit warns", after: end, in: file)
            }
            let render = wrapsInAct ? "act(() => root.render(\(element)));" : "root.render(\(element));"
            if let earlier {
                code = render
                notes.append("the root from line \(earlier.line): a second createRoot on one container is an error")
            } else if !isTest, call.method == "render", rendersAgain(call, in: file) {
                code = "(root ??= createRoot(\(container))).render(\(element));"
                notes.append("with `let root;` declared once outside this function and import { createRoot } from 'react-dom/client': it may run again, and a second createRoot on one container is an error")
            } else if call.method == "hydrate" {
                imports = ["import { hydrateRoot } from 'react-dom/client';"]
                code = keepsRoot ? "const root = hydrateRoot(\(container), \(element));" : "hydrateRoot(\(container), \(element));"
            } else if isTest {
                imports = ["import { createRoot } from 'react-dom/client';"] + (wrapsInAct ? ["import { act } from 'react';"] : [])
                code = "const root = createRoot(\(container)); \(render)"
                if wrapsInAct {
                    notes.append("outside act a root renders after the next line; act wants globalThis.IS_REACT_ACT_ENVIRONMENT = true in the test setup (render from @testing-library/react does both)")
                }
            } else {
                imports = ["import { createRoot } from 'react-dom/client';"]
                code = keepsRoot ? "const root = createRoot(\(container)); \(render)" : "createRoot(\(container)).render(\(element));"
            }
            // `ReactDOM.render(<App />, root, () => …)`: a root's render takes no callback (React 18 warns and never
            // calls it), so the fix says where the callback goes instead of dropping it.
            if call.arguments.count >= 3 {
                notes.append("its callback (third argument) has no counterpart there: run it from a useEffect in the rendered component")
            }
        case "unmountComponentAtNode":
            guard !call.arguments.isEmpty else { return nil }
            if !isTest, container.hasPrefix("this."), calls.contains(where: { ($0.method == "render" || $0.method == "unstable_renderSubtreeIntoContainer") && layer(of: $0, in: file) == container }) {
                return comment("delete the call: the portal replacing the render into \(container) unmounts with its component", after: end, in: file)
            }
            code = wrapsInAct ? "act(() => root.unmount());" : "root.unmount();"
            notes.append(earlier.map { "the root from line \($0.line)" } ?? "root: what createRoot(\(container)) returned")
        case "unstable_renderSubtreeIntoContainer":
            guard call.arguments.count >= 3, let children = spelled(call.arguments[1], in: file), let node = spelled(call.arguments[2], in: file) else { return nil }
            code = "createPortal(\(children), \(node))"
            notes.append("returned from the component's render, createPortal from 'react-dom'")
        case "renderToNodeStream":
            // React 18's renderToNodeStream emitted the page once all of it was ready: `onAllReady` keeps that.
            guard let element = call.arguments.first.flatMap({ spelled($0, in: file) }), let close = file.structure.partner(of: call.end + 1),
                file.isPunct(close + 1, "."), file.isWord(close + 2, "pipe"), file.isPunct(close + 3, "("),
                let target = file.structure.arguments(ofCallAt: close + 3, in: file.lexed).first.flatMap({ spelled($0, in: file) })
            else { return nil }
            imports = ["import { renderToPipeableStream } from 'react-dom/server';"]
            code = "const { pipe } = renderToPipeableStream(\(element), { onAllReady() { pipe(\(target)); } });"
        default:
            return nil
        }
        if call.scope == nil, place == .statement {
            code = (imports + [code]).joined(separator: " ")
        } else if !imports.isEmpty {
            notes.insert(imports.map { String($0.dropLast()) }.joined(separator: " and ") + " at the top of the file", at: 0)
        }
        // Legacy render returned the component instance (hydrate too); a root's render returns nothing.
        if place == .value, call.isRenderOrHydrate {
            let name = file.source(call.start..<call.end + 1)
            return "\(name) returned the component instance and a root's render returns nothing: reach the instance through a ref on the element (ref={…}), and render in a statement of its own, "
                + code + (notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")")
        }
        if place == .arrowBody { code = "{ \(code) }" }
        return notes.isEmpty ? code : code + " " + comment(notes.joined(separator: "; "), after: end, in: file)
    }
}
