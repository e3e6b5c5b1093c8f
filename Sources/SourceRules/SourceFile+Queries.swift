import AuditModel
import JSLexer
import SourceStructure

extension CodeContext {
    /// Code Vite bundles for the browser (unknown counts: it is reported, with its context, rather than dropped).
    var isBundled: Bool { self == .client || self == .unknown }
    /// Code Vite or Vitest transforms (client, unknown, or tests).
    var isTransformed: Bool { self == .client || self == .unknown || self == .test }
}

extension SourceFile {
    /// Every use of a free `process`, directly or through `global.`/`globalThis.`/`window.`; in source order.
    static func findProcessUses(structure: SourceStructure, lexed: LexedFile) -> [ProcessUse] {
        var uses: [ProcessUse] = []
        for index in structure.freeReferences(to: "process") {
            if let grouped = parenthesisedProcess(at: index, structure: structure, lexed: lexed) {
                uses.append(ProcessUse(start: grouped.open, chain: grouped.chain))
            } else {
                uses.append(ProcessUse(start: index, chain: structure.memberChain(at: index, in: lexed)))
            }
        }
        for root in ["global", "globalThis", "window", "self"] {
            for index in structure.freeReferences(to: root) {
                let chain = structure.memberChain(at: index, in: lexed)
                guard chain.segments.first?.name == "process", !chain.segments[0].computed else { continue }
                if let rerooted = chain.droppingRoot(1) { uses.append(ProcessUse(start: chain.root, chain: rerooted)) }
            }
        }
        return uses.sorted { $0.start < $1.start }
    }

    /// The members read through `process` in parentheses, alone or cast, rooted at `process`, and the outermost `(`
    /// (where the use starts, so that a fix replacing the use replaces the parentheses too): `.env.PUBLIC_URL` in
    /// `(process as { env: { [key: string]: string } }).env.PUBLIC_URL`, which CRA 2–3's TypeScript
    /// serviceWorker.ts writes, and in `((process as any)).env`, `(process!).env`, `(process satisfies T).env`,
    /// `(<any>process).env` (TypeScript) and `(process: any).env` (Flow). Nil when nothing is read after the
    /// parentheses, or when they are a call's (`wrap(process as any).env` reads the call's result).
    private static func parenthesisedProcess(at index: Int, structure: SourceStructure, lexed: LexedFile) -> (open: Int, chain: MemberChain)? {
        let tokens = lexed.tokens
        func isPunct(_ at: Int, _ text: StaticString) -> Bool { at >= 0 && at < tokens.count && lexed.isPunctuator(tokens[at], text) }
        func isWord(_ at: Int, _ text: StaticString) -> Bool { at >= 0 && at < tokens.count && lexed.isIdentifier(tokens[at], text) }
        var open: Int, close: Int
        if isPunct(index - 1, "("), let partner = structure.partner(of: index - 1) {
            // What may follow `process` inside the parentheses: nothing, a cast, a non-null assertion.
            let next = index + 1
            guard next == partner || isWord(next, "as") || isWord(next, "satisfies") || isPunct(next, ":") || (isPunct(next, "!") && next + 1 == partner)
            else { return nil }
            (open, close) = (index - 1, partner)
        } else if lexed.dialect == .typescript, isPunct(index - 1, ">"), isPunct(index + 1, ")"), let partner = structure.partner(of: index + 1),
            isPunct(partner + 1, "<")
        {
            // TypeScript's older assertion, `(<any>process)` (JSX in a .tsx file).
            (open, close) = (partner, index + 1)
        } else {
            return nil
        }
        // Parentheses around the parentheses: `((process as any)).env`.
        while isPunct(open - 1, "("), structure.partner(of: open - 1) == close + 1 {
            open -= 1
            close += 1
        }
        guard !isCallParenthesis(open, lexed: lexed) else { return nil }
        let afterwards = structure.memberChain(at: close, in: lexed)
        guard !afterwards.segments.isEmpty else { return nil }
        return (open, MemberChain(root: index, rootName: "process", segments: afterwards.segments, lastToken: afterwards.lastToken))
    }

    /// Whether the `(` at `open` opens a call's arguments (`wrap(process as any).env`, `wrap?.(process as any).env`).
    private static func isCallParenthesis(_ open: Int, lexed: LexedFile) -> Bool {
        guard open >= 1 else { return false }
        let before = lexed.tokens[open - 1]
        if before.kind == .identifier { return !operatorWords.contains(lexed.text(before)) }
        return before.kind == .punctuator && (lexed.matches(before, ")") || lexed.matches(before, "]") || lexed.matches(before, "?."))
    }

    /// Keywords after which `(` groups an expression rather than calling.
    private static let operatorWords: Set<String> = ["return", "typeof", "void", "await", "case", "in", "of", "new", "delete", "throw", "yield", "instanceof"]

    /// Import and require bindings whose specifier satisfies `matches`.
    public func bindings(from matches: (String) -> Bool) -> [(reference: ModuleReference, binding: ModuleBinding)] {
        var result: [(ModuleReference, ModuleBinding)] = []
        for reference in structure.modules where reference.kind != .exportFrom {
            guard let specifier = reference.specifier, matches(specifier) else { continue }
            for binding in reference.bindings { result.append((reference, binding)) }
        }
        return result
    }

    /// Whether compiling drops the import although it is not `import type`: in TypeScript, tsc, esbuild and Oxc
    /// elide an import whose bindings are all used as types only (`import { Readable } from 'stream'` read only
    /// in annotations), so the module is never loaded. `import 'x'` and `import {} from 'x'` still load it.
    public func isElidedTypeImport(_ reference: ModuleReference) -> Bool {
        guard reference.kind == .importDeclaration, !reference.bindings.isEmpty,
            isTypeScript
        else { return false }
        // A JSX tag is a value use that the reference table does not hold.
        let tags = Set(structure.jsxElements.map { $0.name.split(separator: ".").first.map(String.init) ?? "" })
        return reference.bindings.allSatisfy { $0.isTypeOnly || (uses(of: $0).isEmpty && !tags.contains($0.local)) }
    }

    /// References to a binding's local name that mean the binding: not those a parameter or local variable of the
    /// same name shadows. In source order.
    public func uses(of binding: ModuleBinding) -> [Int] {
        (structure.references[binding.local] ?? []).filter { structure.resolves(binding.local, at: $0, to: binding.localToken) }
    }

    /// The `const` declaration whose whole initializer is the expression `start...end` (`const ctx = require.context(…);`),
    /// or nil: a `let` may be reassigned, and `const x = f().keys()` binds something else.
    public func constDeclaration(initializedBy start: Int, through end: Int) -> Declaration? {
        guard isPunct(start - 1, "="), let name = word(start - 2), isWord(start - 3, "const") else { return nil }
        let next = end + 1
        // What follows ends the initializer: `;`, `,`, `}`, the end, or the next statement's first word.
        guard next >= tokens.count || isPunct(next, ";") || isPunct(next, ",") || isPunct(next, "}") || tokens[next].kind == .identifier,
            let declaration = structure.declaration(of: name, at: start - 2), declaration.tokenIndex == start - 2
        else { return nil }
        return declaration
    }

    /// References to a declared name that mean that declaration (not a shadowing one), the declaration itself excluded.
    public func uses(of declaration: Declaration) -> [Int] {
        (structure.references[declaration.name] ?? []).filter {
            $0 != declaration.tokenIndex && structure.resolves(declaration.name, at: $0, to: declaration.tokenIndex)
        }
    }

    /// Module references whose literal specifier satisfies `matches`.
    public func references(to matches: (String) -> Bool) -> [ModuleReference] {
        structure.modules.filter { reference in reference.specifier.map(matches) ?? false }
    }

    /// The token after a chain's last token.
    public func tokenAfter(_ chain: MemberChain) -> Int { chain.lastToken + 1 }

    /// True when the chain is called: `a.b(`.
    public func isCalled(_ chain: MemberChain) -> Bool { isPunct(chain.lastToken + 1, "(") }

    /// True when the chain is the target of an assignment (`=`, `+=`, …, not `==`).
    public func isAssigned(_ chain: MemberChain) -> Bool {
        let next = chain.lastToken + 1
        guard next < tokens.count, tokens[next].kind == .punctuator else { return false }
        let text = self.text(next)
        return text == "=" || (text.hasSuffix("=") && !text.hasSuffix("==") && text != "<=" && text != ">=" && text != "!=")
    }

    /// The value of a string, template-without-substitution, or `'a' + 'b'` argument; nil otherwise.
    public func literal(_ range: Range<Int>) -> String? {
        guard range.count == 1 else { return nil }
        return stringValue(range.lowerBound)
    }

    /// True for JavaScript dialects where JSX is decided by context (`.js`, `.mjs`, `.cjs`).
    public var isPlainJavaScript: Bool { ["js", "mjs", "cjs"].contains(fileExtension) }

    /// True for `.ts`/`.tsx` files.
    public var isTypeScript: Bool { ["ts", "tsx", "mts", "cts"].contains(fileExtension) }

    /// Every token index when the file's bytes contain `literal` anywhere, else none: for loops looking for one rare
    /// word, which then skip most files without visiting their tokens.
    public func tokenIndices(ifMentioning literal: StaticString) -> Range<Int> {
        lexed.containsBytes(literal) ? lexed.tokens.indices : 0..<0
    }

    /// Free references to any of `names`, in source order.
    public func freeReferences(to names: [String]) -> [Int] {
        names.flatMap { structure.freeReferences(to: $0) }.sorted()
    }

    /// Object-literal keys named `name` (`{ name: … }` or method `name(…) {…}`), as token indexes.
    public func objectKeys(_ name: String) -> [Int] {
        var keys: [Int] = []
        let tokens = lexed.tokens
        let length = Int32(name.utf8.count)
        for index in tokens.indices where tokens[index].kind == .identifier && tokens[index].end - tokens[index].start == length {
            guard isPunct(index - 1, "{") || isPunct(index - 1, ","), lexed.text(tokens[index]) == name else { continue }
            guard let open = structure.enclosingBracket(of: index), isPunct(open, "{"), !structure.blockBraces.contains(open)
            else {
                // Method shorthand in an object literal `{ getComponent(location, cb) { … } }` has a block body but
                // the key itself sits in the object's braces, which the check above covers.
                continue
            }
            if isPunct(index + 1, ":") || isPunct(index + 1, "(") { keys.append(index) }
        }
        return keys
    }

    /// The names of the keys of the object literal opening at `open`.
    public func objectKeyNames(_ open: Int) -> [String] {
        guard let close = structure.partner(of: open) else { return [] }
        return structure.splitAtCommas((open + 1)..<close, in: lexed).compactMap { part in
            guard let first = part.first else { return nil }
            return word(first) ?? stringValue(first)
        }
    }
}
