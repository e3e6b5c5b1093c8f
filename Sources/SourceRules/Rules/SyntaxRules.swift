import AuditModel
import JSLexer
import SourceStructure

/// Catalog section I, source rows: syntax Vite's transformer does not accept (`syntax-*`).
enum SyntaxRules {
    static let all: [any Rule] = [JSXInJS(), Flow(), Decorators(), ExportDefaultFrom(), FunctionBind(), OtherProposals(), ClassFieldsSemantics(), AmbientConstEnum()]

    struct JSXInJS: Rule {
        let description = RuleDescription(
            id: "syntax-jsx-in-js", title: "JSX in a .js file",
            summary: "A `.js` file that contains JSX (CRA's convention); reported once, at the first JSX element.",
            rationale: "Vite only transforms JSX in `.jsx`/`.tsx`: \"Failed to parse source for import analysis… name the file with the .jsx or .tsx extension\". The maintainers declined to support JSX in `.js` by default.",
            defaultSeverity: .autoFixable,
            replacement: "Rename the file to `.jsx` (and fix explicit-extension imports), or configure the transformer to treat `.js` as JSX.",
            sourceURL: "https://github.com/vitejs/vite/issues/769",
            triggeringExamples: ["export const Title = ({ text }) => ⟦<h1>{text}</h1>;"],
            nonTriggeringExamples: [
                RuleExample("export const Title = ({ text }) => <h1>{text}</h1>;", fileName: "src/Title.jsx"),
                "export const less = (a, b) => a < b;",
            ])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isTransformed, file.isPlainJavaScript, let first = file.tokens.firstIndex(where: { $0.kind == .jsxTagStart }) else { return }
            let major = project.facts.targetViteMajor
            if let vite = project.facts.viteSettings(for: file.context) {
                let isBuilt = file.context != .test
                if vite.parsesJSX(in: file.path, viteMajor: major, isBuilt: isBuilt) { return }
                // What remains of a setting on Vite 8, said in the fix so that the finding keeps its fingerprint (the
                // message is part of it) across scans: an esbuild option becomes oxc without the loader, and the
                // build takes the language from the extension whatever oxc.lang says.
                if major >= 8, vite.parsesJSX(in: file.path, viteMajor: 8, isBuilt: false) {
                    sink.report(
                        at: first, message: SyntaxRules.jsxInJavaScript(file),
                        fix: "rename to .jsx: oxc: { lang: 'jsx' } in \(vite.file) reaches the dev server's transform only; Vite 8 builds with Rolldown's builtin:vite-transform, which takes the language from the extension")
                    return
                }
                if major >= 8, vite.parsesJSX(in: file.path, viteMajor: 7, isBuilt: isBuilt) {
                    sink.report(
                        at: first, message: SyntaxRules.jsxInJavaScript(file),
                        fix: "rename to .jsx: its esbuild loader in \(vite.file) parses the file on Vite ≤ 7 only, as Vite 8 converts `esbuild` to `oxc` without the loader" + (isBuilt ? " (and builds with a transform that takes the language from the extension)" : "; oxc: { lang: 'jsx', include, exclude } reaches Vitest's transform"))
                    return
                }
            }
            sink.report(at: first, message: SyntaxRules.jsxInJavaScript(file), fix: "rename to .jsx")
        }
    }

    struct Flow: Rule {
        let description = RuleDescription(
            id: "syntax-flow", title: "Flow type annotations",
            summary: "Files marked `// @flow` (or using `import type` in a `.js` file); reported once per file, as information when the pragma is the file's only Flow.",
            rationale: "esbuild and Oxc never supported Flow; type annotations are syntax errors for Vite's transformer.",
            defaultSeverity: .blocker,
            replacement: "Strip types with `flow-remove-types` as an `enforce: 'pre'` plugin, or Babel with `@babel/preset-flow`; or migrate to TypeScript.",
            sourceURL: "https://github.com/evanw/esbuild/issues/79",
            triggeringExamples: ["⟦// @flow\nexport function add(a: number, b: number): number { return a + b; }", "⟦import type { User } from './types';"],
            nonTriggeringExamples: [RuleExample("import type { User } from './types';", fileName: "src/user.ts"), "// flow of data\nexport const x = 1;"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isTransformed, !file.isTypeScript, !SyntaxRules.viteRunsBabel(SyntaxRules.flowPlugins, project, for: file) else { return }
            for comment in file.lexed.comments where comment.kind == .lineComment || comment.kind == .blockComment {
                if SyntaxRules.opensWithFlowPragma(comment, in: file.lexed) {
                    // The pragma alone is a comment: with no Flow syntax in the code, Vite parses the file as it is.
                    guard FlowSyntaxProbe.mayHoldFlowSyntax(file) else {
                        sink.report(from: comment.start, to: comment.end,
                                    message: "\(file.path) is marked @flow but holds no Flow syntax: Vite's transformer reads it as plain JavaScript",
                                    fix: "nothing to strip; the pragma only asks Flow to check the file", severity: .info)
                        return
                    }
                    sink.report(from: comment.start, to: comment.end, message: "\(file.path) is a Flow file; Vite's transformer cannot strip Flow types", fix: "flow-remove-types plugin or Babel preset-flow")
                    return
                }
            }
            for reference in file.structure.modules where reference.isTypeOnly {
                sink.report(at: reference.keywordToken, message: "`\(file.text(reference.keywordToken)) type` in a JavaScript file is Flow syntax; Vite cannot strip it", fix: "flow-remove-types plugin or Babel preset-flow")
                return
            }
        }
    }

    /// Whether the comment's text, after `//` or `/*` and any spaces, tabs, line breaks and stars, starts with
    /// `@flow`. Read as bytes in place (license headers are long), so a CRLF line break is skipped like any other.
    static func jsxInJavaScript(_ file: SourceFile) -> String {
        "\(file.path) contains JSX; Vite only transforms JSX in .jsx/.tsx files"
    }

    /// Babel plugins that strip Flow types (`syntax-flow` only parses them).
    static let flowPlugins: Set<String> = ["preset-flow", "transform-flow-strip-types", "flow-strip-types"]
    /// Babel plugins that compile legacy decorators (`proposal-decorators` is recorded only with `legacy: true`).
    static let legacyDecoratorPlugins: Set<String> = ["proposal-decorators", "transform-decorators-legacy"]

    /// Whether the project's vite.config already runs one of the Babel plugins `names`, which compile the syntax.
    static func viteRunsBabel(_ names: Set<String>, _ project: ProjectContext, for file: SourceFile) -> Bool {
        project.facts.viteSettings(for: file.context)?.runsBabel(anyOf: names) ?? false
    }

    static func opensWithFlowPragma(_ comment: Token, in lexed: LexedFile) -> Bool {
        lexed.bytes.withUnsafeBufferPointer { bytes in
            let end = min(Int(comment.end), bytes.count)
            var index = Int(comment.start) + 2
            while index < end, [0x20, 0x2A, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
            return end - index >= 5 && bytes[index..<(index + 5)].elementsEqual("@flow".utf8)
        }
    }

    struct Decorators: Rule {
        let description = RuleDescription(
            id: "syntax-decorators", title: "Decorators in JavaScript",
            summary: "`@decorator` on classes and members in `.js`/`.jsx` files (MobX, `@connect`, react-dnd).",
            rationale: "Legacy (Babel) decorators are not standard decorators, and Oxc does not lower decorators in JavaScript.",
            defaultSeverity: .blocker,
            replacement: "Babel `@babel/plugin-proposal-decorators` (`legacy: true`) through `@rolldown/plugin-babel`, or rewrite as function calls (`export default connect(…)(Component)`).",
            sourceURL: "https://vite.dev/guide/migration",
            triggeringExamples: ["⟦@connect(mapState)\nclass UserList extends React.Component {\n  ⟦@observable items = [];\n}"],
            nonTriggeringExamples: ["export default connect(mapState)(UserList);", "const email = 'a@b.c';"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isTransformed, !file.isTypeScript, !SyntaxRules.viteRunsBabel(SyntaxRules.legacyDecoratorPlugins, project, for: file) else { return }
            for index in file.tokens.indices where file.isPunct(index, "@") && file.word(index + 1) != nil {
                let name = file.source((index + 1)..<min(file.tokens.count, index + 2))
                sink.report(at: index, through: index + 1, message: "decorator @\(name) needs Babel; Vite's transformer does not lower decorators in JavaScript", fix: "Babel legacy decorators plugin, or a plain function call")
            }
        }
    }

    /// The configuration audit reports the same id in the project's `.d.ts` files, which the source rules do not read:
    /// one rule, whichever file holds the declaration.
    struct AmbientConstEnum: Rule {
        let description = RuleDescription(
            id: "syntax-ambient-const-enum", title: "Ambient const enum",
            summary: "`declare const enum` in a `.ts`/`.tsx` module (or inside `declare namespace`/`declare module`/`declare global`), or any `const enum` in the project's own `.d.ts` files.",
            rationale: "An ambient const enum has no run-time code: tsc replaces every `Name.Member` with its value. esbuild (Vite 7) and Oxc (Vite 8) transpile each file in isolation, as `isolatedModules` describes, erase `declare` statements and leave the read as written, so it throws a ReferenceError, or an import of it finds no export. A non-ambient `export const enum` in a `.ts` module is emitted as a regular enum and keeps working.",
            defaultSeverity: .manualFix,
            replacement: "Drop `declare`: `export enum` (or `export const enum`) in a `.ts` module, imported where it is used, or an `as const` object; set `isolatedModules: true` so that tsc reports ambient const enum reads (TS2748).",
            sourceURL: "https://vite.dev/guide/features.html#isolatedmodules",
            triggeringExamples: [
                RuleExample("declare ⟦const enum Direction { Up, Down }\nexport const up = Direction.Up;", fileName: "src/direction.ts"),
                RuleExample("export declare ⟦const enum Status { Ok }", fileName: "src/status.ts"),
                RuleExample("declare global {\n  ⟦const enum Key { Enter = 13 }\n}\nexport {};", fileName: "src/keys.ts"),
            ],
            nonTriggeringExamples: [
                RuleExample("export const enum Status { Ok }\nexport enum Kind { A }", fileName: "src/status.ts"),
                RuleExample("// declare const enum Old { A }\nexport const note = 'declare const enum X {}';\ndeclare const config: { enum: string };", fileName: "src/note.ts"),
            ])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            // Most files never say `declare`: their tokens are not visited.
            guard file.context.isTransformed, file.isTypeScript, file.lexed.containsBytes("declare"), file.lexed.containsBytes("enum") else { return }
            let tokens = file.tokens
            // `declare namespace|module|global … { … }`: everything inside is ambient, with or without its own `declare`.
            var ambientBlocks: [ClosedRange<Int>] = []
            for index in tokens.indices where isDeclare(index, in: file) {
                guard let kind = file.word(index + 1), ["namespace", "module", "global"].contains(kind) else { continue }
                var open = index + 2
                while open < tokens.count, !file.isPunct(open, "{"), !file.isPunct(open, ";"), !file.isPunct(open, "}") { open += 1 }
                if file.isPunct(open, "{"), let close = file.structure.partner(of: open) { ambientBlocks.append(open...close) }
            }
            let transformer = project.facts.targetViteMajor >= 8 ? "Oxc" : "esbuild"
            for index in tokens.indices where file.isWord(index, "const") && file.isWord(index + 1, "enum") && !file.isPunct(index - 1, ".") {
                guard let name = file.word(index + 2), isDeclare(index - 1, in: file) || ambientBlocks.contains(where: { $0.contains(index) }) else { continue }
                sink.report(
                    at: index, through: index + 2,
                    message: "const enum \(name) is ambient (declare), so it has no run-time code: tsc inlined `\(name).X`, but \(transformer) compiles each file alone and erases declare statements, so a read throws a ReferenceError and an import of it finds no export",
                    fix: "drop declare: export enum \(name) (or export const enum, which \(transformer) emits as a regular enum), or an `as const` object")
            }
        }

        /// The `declare` modifier at `index` (not a property `x.declare`).
        private func isDeclare(_ index: Int, in file: SourceFile) -> Bool {
            file.isWord(index, "declare") && !file.isPunct(index - 1, ".") && !file.isPunct(index - 1, "?.")
        }
    }

    struct ExportDefaultFrom: Rule {
        let description = RuleDescription(
            id: "syntax-export-default-from", title: "export Foo from './Foo'",
            summary: "The stage-1 `export v from 'mod'` form.",
            rationale: "Babel-only syntax; esbuild and Oxc reject it (evanw/esbuild#461).",
            defaultSeverity: .autoFixable,
            replacement: "`export { default as Foo } from './Foo'`.",
            sourceURL: "https://github.com/evanw/esbuild/issues/461",
            triggeringExamples: ["⟦export Button from './Button';", "⟦export Modal, { ModalBody } from './Modal';"],
            nonTriggeringExamples: ["export { default as Button } from './Button';", "export default Button;"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isTransformed, !SyntaxRules.viteRunsBabel(["proposal-export-default-from", "transform-export-default-from"], project, for: file) else { return }
            for reference in file.structure.modules where reference.isLegacyExportDefaultFrom {
                let name = reference.bindings.first?.local ?? "…"
                sink.report(
                    at: reference.keywordToken, through: reference.specifierToken,
                    message: "`export \(name) from '\(reference.specifier ?? "")'` is a Babel-only proposal; Vite's transformer rejects it",
                    fix: "export { default as \(name) } from '\(reference.specifier ?? "")'")
            }
        }
    }

    struct FunctionBind: Rule {
        let description = RuleDescription(
            id: "syntax-function-bind", title: "Function-bind operator ::",
            summary: "The stage-0 bind operator: `::this.onClick`, `obj::fn`.",
            rationale: "Babel-only syntax that Oxc and esbuild reject.",
            defaultSeverity: .autoFixable,
            replacement: "`this.onClick.bind(this)` / `fn.bind(obj)`, or arrow-function class fields.",
            sourceURL: "https://babeljs.io/docs/babel-plugin-proposal-function-bind",
            triggeringExamples: ["const button = <button onClick={⟦::this.save}>Save</button>;", "const bound = items⟦::map(fn);"],
            nonTriggeringExamples: ["const button = <button onClick={this.save.bind(this)}>Save</button>;", "const label = { a: 1 }; const t = x ? a : b;"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isTransformed, !file.isTypeScript, !SyntaxRules.viteRunsBabel(["proposal-function-bind", "transform-function-bind"], project, for: file) else { return }
            for index in file.tokens.indices where file.isPunct(index, "::") {
                sink.report(at: index, message: "the :: bind operator is a Babel-only proposal; Vite's transformer rejects it", fix: ".bind(…)")
            }
        }
    }

    struct OtherProposals: Rule {
        let description = RuleDescription(
            id: "syntax-other-proposals", title: "Other Babel-only proposals",
            summary: "`do { }` expressions and the pipeline operator `|>`.",
            rationale: "Only Babel plugins parse them; Vite's transformer fails on them.",
            defaultSeverity: .blocker,
            replacement: "Rewrite (IIFE or helper function for `do`, nested calls for `|>`), or keep Babel for those files.",
            sourceURL: "https://babeljs.io/docs/babel-plugin-proposal-do-expressions",
            triggeringExamples: ["const label = ⟦do { if (n > 1) { 'many'; } else { 'one'; } };", "const out = input ⟦|> trim ⟦|> upper;"],
            nonTriggeringExamples: ["do { n++; } while (n < 3);", "const any = a || b > c;"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isTransformed else { return }
            for index in file.tokens.indices {
                if file.isWord(index, "do"), file.isPunct(index + 1, "{"), index > 0,
                    file.isPunct(index - 1, "=") || file.isPunct(index - 1, "(") || file.isPunct(index - 1, ",")
                        || file.isPunct(index - 1, "=>") || file.isPunct(index - 1, "?") || file.isPunct(index - 1, ":")
                        || file.isWord(index - 1, "return")
                {
                    sink.report(at: index, message: "a `do { }` expression is a Babel-only proposal", fix: "an immediately-invoked function")
                } else if file.isPunct(index, "|"), file.isPunct(index + 1, ">"), file.tokens[index].end == file.tokens[index + 1].start {
                    sink.report(at: index, through: index + 1, message: "the pipeline operator |> is a Babel-only proposal", fix: "nested calls")
                }
            }
        }
    }

    struct ClassFieldsSemantics: Rule {
        static let reactBases: Set<String> = ["Component", "PureComponent", "React.Component", "React.PureComponent"]

        let description = RuleDescription(
            id: "syntax-class-fields-semantics", title: "Class fields under Babel loose mode",
            summary: "Instance fields in classes that extend a non-React base class, and decorated fields (MobX `@observable`), when Babel's class-properties transform ran in `loose` mode.",
            rationale: "Loose mode assigned fields (`this.x = …`); Oxc/esbuild follow the standard `[[Define]]` semantics, so a field now shadows a parent accessor or setter instead of calling it (MobX observables, model base classes).",
            defaultSeverity: .manualFix,
            replacement: "Check each field against the parent class; assign in the constructor where the parent's setter must run.",
            sourceURL: "https://vite.dev/guide/features#usedefineforclassfields",
            triggeringExamples: [
                "class User extends Model {\n  ⟦name = '';\n  ⟦static table = 'users';\n}",
                "class Store {\n  ⟦@observable items = [];\n  ⟦@observable.ref\n  current;\n}",
                RuleExample("class Store<T extends object> extends Model<T, {}> implements Saved {\n  ⟦items: T[] = [];\n}", fileName: "src/store.ts"),
            ],
            nonTriggeringExamples: [
                "class Page extends React.Component {\n  state = { open: false };\n}", "class Plain {\n  name = '';\n}",
                "class Store {\n  @action.bound\n  load() {}\n  @computed get total() { return 1; }\n}",
                RuleExample("class Page extends React.Component<Props, State> {\n  state: State = { open: false };\n}", fileName: "src/Page.tsx"),
                RuleExample("class Panel extends React.Component<Props, Map<K, Set<V>>> {\n  state = {};\n}", fileName: "src/Panel.tsx"),
            ])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isTransformed, project.facts.babelLooseClassProperties else { return }
            for shape in file.structure.classes {
                let j = shape.body
                // The base class as written, the head's types aside (`<T extends object>`, `Component<P, {}>`,
                // `implements Saved` name no base class).
                var base: [String] = []
                var sawExtends = false
                var inBase = false
                for k in (shape.keyword + 1)..<j where !shape.types.contains(where: { $0.contains(k) }) {
                    if file.isWord(k, "extends") {
                        sawExtends = true
                        inBase = true
                    } else if file.isWord(k, "implements") {
                        inBase = false
                    } else if inBase {
                        base.append(file.text(k))
                    }
                }
                guard let close = file.structure.partner(of: j) else { continue }
                let extendsOther = sawExtends && !Self.reactBases.contains(base.joined())
                var reported = Set<Int>()
                // The body's own tokens: a bracket's inside (a method body, a nested class) is stepped over, so that
                // classes nested n deep cost n walks of their own bodies, not n walks of everything inside them.
                var next = j + 1
                while next < close {
                    let k = next
                    if let partner = file.structure.partner(of: k), partner > k { next = partner } else { next = k + 1 }
                    guard file.structure.enclosingBracket(of: k) == j else { continue }
                    // A decorated field (MobX `@observable items = []`), whatever the base class: under define
                    // semantics the field shadows the accessor the legacy decorator installed on the prototype.
                    // Only the first of stacked decorators reports (the set holds the field's name token).
                    if file.isPunct(k, "@") {
                        guard let field = Self.decoratedField(file, at: k, close: close), reported.insert(field.name).inserted else { continue }
                        sink.report(at: k, through: field.name, message: "field `\(file.text(field.name))` decorated with @\(field.decorator) changes from assignment (Babel loose) to define semantics: the field shadows the accessor the decorator defines", fix: "keep the Babel pass with legacy decorators and class-properties (loose), or initialise it in the constructor (MobX 6: makeObservable(this))")
                        continue
                    }
                    // Fields: `name =` or `static name =` directly in the class body.
                    guard extendsOther, file.tokens[k].kind == .identifier, file.isPunct(k + 1, "=") || (file.isPunct(k + 1, ":") && file.isTypeScript) else { continue }
                    let start = file.isWord(k - 1, "static") ? k - 1 : k
                    let previous = start - 1
                    guard previous == j || file.isPunct(previous, ";") || file.isPunct(previous, "}") || file.tokens[start].newlineBefore,
                        reported.insert(k).inserted
                    else { continue }
                    sink.report(at: start, through: k, message: "field `\(file.text(k))` of a class extending \(base.joined()) changes from assignment (Babel loose) to define semantics", fix: "assign in the constructor if the parent defines an accessor")
                }
            }
        }

        static let modifiers: Set<String> = ["static", "readonly", "public", "private", "protected", "declare", "override"]

        /// The name token and first decorator of the field that the decorators starting at `at` (an `@`) decorate; nil
        /// for a decorated method, accessor or anything else.
        static func decoratedField(_ file: SourceFile, at: Int, close: Int) -> (name: Int, decorator: String)? {
            var n = at
            var decorator = ""
            while file.isPunct(n, "@") {
                let first = n + 1
                guard file.word(first) != nil else { return nil }
                n += 2
                while file.isPunct(n, "."), file.word(n + 1) != nil { n += 2 }
                if decorator.isEmpty { decorator = file.excerpt(first..<n) }
                if file.isPunct(n, "("), let end = file.structure.partner(of: n) { n = end + 1 }
            }
            while let word = file.word(n), modifiers.contains(word), file.word(n + 1) != nil { n += 1 }
            guard n < close, file.word(n) != nil else { return nil }
            var next = n + 1
            if file.isTypeScript, file.isPunct(next, "?") || file.isPunct(next, "!") { next += 1 }
            let isField = file.isPunct(next, "=") || file.isPunct(next, ";") || next == close
                || file.isPunct(next, ":") && file.isTypeScript
                || file.tokens[next].newlineBefore && !file.isPunct(next, "(")
            return isField ? (n, decorator) : nil
        }
    }
}
