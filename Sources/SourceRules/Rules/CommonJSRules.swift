import AuditModel
import JSLexer
import SourceStructure

/// Catalog section B: CommonJS and AMD in application source (`cjs-*`).
enum CommonJSRules {
    static let all: [any Rule] = [
        RequireStatic(), RequireNested(), RequireDynamic(), RequireAsset(), ModuleExports(), RequireResolve(), AMD(),
        SloppyMode(), InteropDefault(),
    ]

    static let assetExtensions: Set<String> = [
        "png", "jpg", "jpeg", "gif", "svg", "webp", "avif", "ico", "bmp", "woff", "woff2", "ttf", "eot", "otf", "mp4",
        "webm", "mp3", "wav", "ogg", "css", "scss", "sass", "less", "styl", "json", "md", "txt", "pdf",
    ]

    /// True when a require specifier names an asset (by extension, ignoring queries and loaders).
    static func isAsset(_ specifier: String) -> Bool {
        // Over UTF-8 bytes: every delimiter is ASCII, and this runs for every require of every file.
        let bytes = specifier.utf8
        var start = bytes.startIndex, end = bytes.endIndex
        if let bang = bytes.lastIndex(of: UInt8(ascii: "!")) { start = bytes.index(after: bang) }
        if let query = bytes[start..<end].firstIndex(of: UInt8(ascii: "?")) { end = query }
        guard let dot = bytes[start..<end].lastIndex(of: UInt8(ascii: ".")), !bytes[dot..<end].contains(UInt8(ascii: "/"))
        else { return false }
        return assetExtensions.contains(String(decoding: bytes[bytes.index(after: dot)..<end], as: UTF8.self).lowercased())
    }

    /// Free `require(…)` calls that are CommonJS loads (not AMD `require([…], cb)`). (The `require('./App')` an
    /// `if (module.hot)` block re-runs goes with the block: the finding sink drops it, wp-module-hot reports the block.)
    static func requires(_ file: SourceFile) -> [ModuleReference] {
        file.structure.modules.filter { reference in
            reference.kind == .require && !(reference.arguments.first.map { file.isPunct($0.lowerBound, "[") } ?? false)
        }
    }

    static let webpackMethods = "https://webpack.js.org/api/module-methods/"

    struct RequireStatic: Rule {
        let description = RuleDescription(
            id: "cjs-require-static", title: "Top-level require",
            summary: "`require('x')` with a literal specifier at the module's top level.",
            rationale: "Vite serves application source as native ES modules and does not transform CommonJS in your own code: `require` is not defined in the browser (`ReferenceError: require is not defined`).",
            defaultSeverity: .autoFixable,
            replacement: "`import * as x from 'x'` when `x` is only read through its members (or the installed ES build has no default export), `import x from 'x'` when the module's value is used whole (or the ES build exports only a default), `import 'x'` for side effects; `require('x').default` → default import, `require('x').named` → named import.",
            sourceURL: "https://github.com/import-js/eslint-plugin-import/blob/main/docs/rules/no-commonjs.md",
            triggeringExamples: [
                "const moment = ⟦require('moment');\n⟦require('./polyfills');",
                "const { merge } = ⟦require('lodash');",
                "export const id = function require(x) { return x; };\nexport const y = ⟦require('./y');",
            ],
            nonTriggeringExamples: [
                "import moment from 'moment';",
                "function load() { return require('moment'); }",
                "const require = createRequire(); require('x');",
                RuleExample("const fs = require('fs');", fileName: "scripts/build.js"),
            ])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isBundled else { return }
            for reference in requires(file) {
                guard let specifier = reference.specifier, !isAsset(specifier),
                    !file.structure.isNested(reference.keywordToken, in: file.lexed)
                else { continue }
                let target = Self.importStatement(reference, specifier: specifier, file, project: project) ?? "an import of '\(specifier)'"
                sink.report(
                    at: reference.keywordToken, through: reference.openParen.flatMap { file.structure.partner(of: $0) },
                    message: "\("require('\(specifier)')".codeSpan) is CommonJS; Vite serves source as ES modules, so require is not defined",
                    fix: target)
            }
        }

        /// The import that replaces a top-level require when its shape says exactly which: `const x = require('a')`,
        /// `const { a, b: c } = require('a')` (`import { a, b as c }`), `require('a').default`/`.named`, a bare
        /// `require('a');`; nil for a nested, defaulted or rest pattern, or a require inside a larger expression.
        /// The whole module is a namespace import when the binding is only read through members, a default import
        /// when its value is used whole (module.exports of a CommonJS package); an installed ES entry's exports
        /// decide first: none but `default` (moment's ES build), or no `default` (react-router 3's).
        static func importStatement(
            _ reference: ModuleReference, specifier: String, _ file: SourceFile, project: ProjectContext
        ) -> String? {
            guard let open = reference.openParen, let close = file.structure.partner(of: open) else { return nil }
            let next = close + (reference.memberAfterCall == nil ? 1 : 3)
            // The require (with its member) is the whole initializer or statement.
            guard next >= file.tokens.count || file.isPunct(next, ";") || file.isPunct(next, ",")
                || (file.tokens[next].newlineBefore && file.tokens[next].kind == .identifier)
            else { return nil }
            let bindings = reference.bindings
            if bindings.isEmpty {
                let keyword = reference.keywordToken
                let startsStatement = keyword == 0 || file.isPunct(keyword - 1, ";") || file.isPunct(keyword - 1, "}")
                    || (file.tokens[keyword].newlineBefore && file.tokens[keyword - 1].kind != .punctuator)
                return startsStatement && reference.memberAfterCall == nil && !file.isPunct(next, ",") ? "import '\(specifier)'" : nil
            }
            if bindings.count == 1, file.isPunct(reference.keywordToken - 1, "="), file.word(reference.keywordToken - 2) != nil {
                let binding = bindings[0]
                switch binding.imported {
                case "*":
                    let facts = project.facts
                    let namespace = !facts.defaultOnlyESModules.contains(specifier)
                        && (facts.esModulesWithoutDefault.contains(specifier) || isReadThroughMembersOnly(binding, file))
                    return namespace ? "import * as \(binding.local) from '\(specifier)'" : "import \(binding.local) from '\(specifier)'"
                case "default": return "import \(binding.local) from '\(specifier)'"
                default:
                    guard reference.memberAfterCall != nil else { break }
                    return "import { \(binding.imported == binding.local ? binding.local : "\(binding.imported) as \(binding.local)") } from '\(specifier)'"
                }
            }
            // `{ a, b: c }`: every property a plain name or `name: local`, no default value, nesting or rest.
            let pattern = reference.keywordToken - 2
            guard file.isPunct(pattern, "}"), let patternOpen = file.structure.partner(of: pattern) else { return nil }
            let properties = file.structure.splitAtCommas((patternOpen + 1)..<pattern, in: file.lexed).filter { !$0.isEmpty }
            guard properties.count == bindings.count,
                zip(properties, bindings).allSatisfy({ property, binding in
                    property.lowerBound == binding.importedToken
                        && (property.count == 1 || (property.count == 3 && file.isPunct(property.lowerBound + 1, ":") && binding.localToken == property.lowerBound + 2))
                })
            else { return nil }
            let names = bindings.map { $0.imported == $0.local ? $0.local : "\($0.imported) as \($0.local)" }
            return "import { \(names.joined(separator: ", ")) } from '\(specifier)'"
        }

        /// True when the binding is used, and every use reads a member (`x.name`, `x[key]`) without writing it: a
        /// namespace import then serves both ES and CommonJS packages under Vite. A call, a JSX tag, an argument, a
        /// spread, a reassignment or a member write uses the module object itself.
        static func isReadThroughMembersOnly(_ binding: ModuleBinding, _ file: SourceFile) -> Bool {
            // JSX tags are not in the reference table: `<x.Item>` reads a member, `<X>` renders the module object.
            var tagMembers = 0
            let dotted = binding.local + "."
            for element in file.structure.jsxElements where element.name.hasPrefix(binding.local) {
                guard element.name == binding.local || element.name.hasPrefix(dotted),
                    file.structure.resolves(binding.local, at: element.nameToken, to: binding.localToken)
                else { continue }
                if element.name != binding.local {
                    tagMembers += 1
                } else if binding.local.first?.isUppercase == true {
                    return false
                }
            }
            let uses = file.uses(of: binding).filter { $0 != binding.localToken }
            guard !uses.isEmpty || tagMembers > 0 else { return false }
            return uses.allSatisfy { use in
                let last: Int
                if file.isPunct(use + 1, ".") || file.isPunct(use + 1, "?.") {
                    guard file.word(use + 2) != nil else { return false }
                    last = use + 2
                } else if file.isPunct(use + 1, "["), let close = file.structure.partner(of: use + 1) {
                    last = close
                } else {
                    return false
                }
                // A namespace object is read-only: `x.a = 1`, `x.a++` and `delete x.a` need the module object.
                if file.isWord(use - 1, "delete") || file.isPunct(use - 1, "++") || file.isPunct(use - 1, "--")
                    || file.isPunct(last + 1, "++") || file.isPunct(last + 1, "--")
                {
                    return false
                }
                return !file.isAssigned(MemberChain(root: use, rootName: binding.local, segments: [], lastToken: last))
            }
        }
    }

    struct RequireNested: Rule {
        let description = RuleDescription(
            id: "cjs-require-nested", title: "require inside a function, block or condition",
            summary: "`require('x')` with a literal specifier that is not at the module's top level (function, `if`, `try`, JSX expression, ternary).",
            rationale: "There is no synchronous module loading in browser ES modules. A hoisted static import changes when the module runs; `await import()` makes the code asynchronous.",
            defaultSeverity: .blocker,
            replacement: "A static import hoisted to the top, `await import('x')` (changes control flow), or `import.meta.glob(…, { eager: true })`.",
            sourceURL: "https://github.com/import-js/eslint-plugin-import/blob/main/docs/rules/no-commonjs.md",
            triggeringExamples: [
                "function getLocale() { return ⟦require('./locale/en'); }",
                "let chart;\ntry { chart = ⟦require('chart.js'); } catch (e) { chart = null; }",
                "const polyfill = needsIt ? ⟦require('whatwg-fetch') : null;",
            ],
            nonTriggeringExamples: [
                "const chart = require('chart.js');", "function f() { return import('./locale/en.js'); }",
                "if (module.hot) {\n  module.hot.accept('./App', () => { const Next = require('./App').default; });\n}",
            ])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isBundled else { return }
            for reference in requires(file) {
                guard let specifier = reference.specifier, !isAsset(specifier),
                    file.structure.isNested(reference.keywordToken, in: file.lexed)
                else { continue }
                let close = reference.openParen.flatMap { file.structure.partner(of: $0) }
                sink.report(
                    at: reference.keywordToken, through: close,
                    message: "\("require('\(specifier)')".codeSpan) runs conditionally or lazily; browser ES modules cannot load synchronously",
                    fix: Self.fix(specifier, at: reference.keywordToken, close: close, in: file))
            }
        }

        /// `await` only where it can stand: a statement loading a module for its effect needs no value, and a
        /// function that is not async would have to become one (and its callers wait).
        static func fix(_ specifier: String, at keyword: Int, close: Int?, in file: SourceFile) -> String {
            let statementStart = keyword == 0 || file.isPunct(keyword - 1, ";") || file.isPunct(keyword - 1, "{") || file.isPunct(keyword - 1, "}")
            if statementStart, let close, close + 1 >= file.tokens.count || file.isPunct(close + 1, ";") || file.isPunct(close + 1, "}") {
                return "a static `import '\(specifier)'` at the top (it always loads, before this code runs), or `import('\(specifier)')` (it loads after this code has run)"
            }
            let enclosing = file.structure.functions.filter { $0.body.contains(keyword) }.min { $0.body.count < $1.body.count }
            let isAsync = enclosing.map { function in
                let from = max(0, function.parameters.lowerBound - 5)
                return (from..<function.parameters.lowerBound).contains { file.isWord($0, "async") }
            } ?? false
            return isAsync
                ? "hoist to `import … from '\(specifier)'` or use `await import('\(specifier)')`"
                : "hoist to `import … from '\(specifier)'`, or `await import('\(specifier)')` once the function is async (its callers then wait for it)"
        }
    }

    struct RequireDynamic: Rule {
        let description = RuleDescription(
            id: "cjs-require-dynamic", title: "require with a computed path",
            summary: "`require(expr)` whose argument is not a string literal (`require('./img/' + name)`, `` require(`./${n}`) ``).",
            rationale: "webpack turned partially-static requires into a context module. Vite cannot: `require` does not exist, and globbing needs `import.meta.glob` with a literal pattern.",
            defaultSeverity: .blocker,
            replacement: "An `import.meta.glob` map keyed by path, or ``new URL(`./img/${name}.png`, import.meta.url).href`` for assets.",
            sourceURL: "https://github.com/import-js/eslint-plugin-import/blob/main/docs/rules/no-dynamic-require.md",
            triggeringExamples: [
                "const icon = ⟦require('./icons/' + name + '.svg');",
                "const page = ⟦require(`./pages/${route}`).default;",
                "const mod = ⟦require(moduleName);",
            ],
            nonTriggeringExamples: ["const a = require('./a');", "require(['jquery'], function ($) {});"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isBundled else { return }
            for reference in requires(file) where reference.specifier == nil {
                let argument = reference.arguments.first.map { file.excerpt($0) } ?? ""
                let shape = reference.arguments.first.flatMap { DynamicSpecifier($0, in: file) }
                sink.report(
                    at: reference.keywordToken, through: reference.openParen.flatMap { file.structure.partner(of: $0) },
                    message: "\("require(\(argument))".codeSpan) computes its path at run time; Vite has no require and no webpack context module",
                    fix: shape.flatMap { Self.globFix($0, argument: argument, readsDefault: reference.memberAfterCall == "default") } ?? "an `import.meta.glob('./dir/*.ext')` map, or `new URL(…, import.meta.url)` for assets")
            }
        }

        /// The glob the require's own path spells (`'./icons/' + name + '.svg'` → `./icons/*.svg`), indexed by the same
        /// expression: the map's keys are the paths as written. Eager, as require was; assets and JSON by their default
        /// export (the URL, the data), as webpack's loaders handed them out.
        /// `readsDefault`: the require was followed by `.default` (file-loader's module object under CRA 4); the map's
        /// value is already the URL, so the whole `require(…).default` is what it replaces.
        static func globFix(_ shape: DynamicSpecifier, argument: String, readsDefault: Bool = false) -> String? {
            guard shape.isRelative, shape.variableParts == 1, shape.hasExtension, let head = shape.head, let tail = shape.tail,
                !tail.contains("/")
            else { return nil }
            let pattern = head + "*" + tail
            let isAsset = CommonJSRules.isAsset(tail)
            let options = isAsset ? "{ eager: true, import: 'default' }" : "{ eager: true }"
            let glob = "`const files = import.meta.glob('\(pattern)', \(options))`, then `files[\(argument)]`"
            // JSON is data: its URL is not what the require gave.
            guard isAsset, !tail.lowercased().hasSuffix(".json") else { return glob }
            let url = glob + ", or `new URL(\(argument), import.meta.url).href` for a URL"
            // Left in place, `.default` on the URL string is undefined: the image silently has no src.
            return readsDefault ? url + ", in place of the whole `require(…).default` (the value is the URL itself)" : url
        }
    }

    struct RequireAsset: Rule {
        let description = RuleDescription(
            id: "cjs-require-asset", title: "require of an asset, stylesheet or JSON",
            summary: "`require('./logo.png')`, `<img src={require('./a.svg')} />`, `require('./x.css')`, `require('./data.json')`.",
            rationale: "webpack loaders turned these requires into URLs, injected styles or parsed JSON. Vite handles assets through `import` only; `require` is undefined in the browser.",
            defaultSeverity: .autoFixable,
            replacement: "`import logoUrl from './logo.png'`, `import './x.css'` (`import styles from './x.module.css'` when its value is used), `import data from './data.json'`.",
            sourceURL: "https://vite.dev/guide/assets",
            triggeringExamples: [
                "const logo = ⟦require('./logo.png');",
                "const Icon = () => <img src={⟦require('../assets/icon.svg')} alt=\"\" />;",
                "⟦require('./styles.scss');",
            ],
            nonTriggeringExamples: ["import logo from './logo.png';", "const lib = require('./lib');", "const logo = require('./logo.png').default;", "const notes = require('!!raw-loader!./notes.txt');"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isBundled else { return }
            for reference in requires(file) {
                guard let specifier = reference.specifier, isAsset(specifier) else { continue }
                // An inline loader (`!!raw-loader!./notes.txt`) is wp-inline-loader's, whose fix (`?raw`) changes the
                // specifier; an import keeping the `!` prefix would not resolve under Vite.
                if specifier.utf8.contains(UInt8(ascii: "!")) { continue }
                // `require('./logo.png').default` is asset-file-loader-default's, which says to drop `.default` too.
                if reference.memberAfterCall == "default", AssetRules.FileLoaderDefault.isFileAsset(specifier) { continue }
                let isJSON = specifier.lowercased().hasSuffix(".json")
                sink.report(
                    at: reference.keywordToken, through: reference.openParen.flatMap { file.structure.partner(of: $0) },
                    message: "\("require('\(specifier)')".codeSpan)" + (isJSON
                        ? " loads JSON through CommonJS; Vite imports JSON only through `import`"
                        : " relied on a webpack loader; Vite imports assets only through `import`"),
                    fix: Self.fix(reference, specifier: specifier, isJSON: isJSON, in: file))
            }
        }

        /// The import that does what the require did: its binding kept (`const styles = require('./a.module.css')`
        /// → `import styles from …`), a side-effect import only for a stylesheet required as a bare statement.
        static func fix(_ reference: ModuleReference, specifier: String, isJSON: Bool, in file: SourceFile) -> String {
            let isStyle = ["css", "scss", "sass", "less", "styl"].contains { specifier.hasSuffix("." + $0) }
            if isStyle, isBareStatement(reference, in: file) { return "import '\(specifier)'" }
            var name = isStyle ? "styles" : isJSON ? "data" : "asset"
            if reference.bindings.count == 1, ["*", "default"].contains(reference.bindings[0].imported) {
                name = reference.bindings[0].local
            } else if !reference.bindings.isEmpty, isStyle || isJSON {
                // `const { box } = require('./a.module.css')`: CSS modules and JSON have named exports in Vite.
                let names = reference.bindings.map { $0.imported == $0.local ? $0.local : "\($0.imported) as \($0.local)" }
                return "import { \(names.joined(separator: ", ")) } from '\(specifier)'"
            }
            if isStyle, !specifier.contains(".module.") {
                // Vite gives a plain stylesheet's import no value; class names come only from *.module.* files, and
                // renaming a global stylesheet would scope its classes.
                return "import '\(specifier)'; if `\(name)` holds class names (CSS modules by webpack configuration), rename the file to '\(Self.moduleName(specifier))' and `import \(name) from` it"
            }
            return isStyle || isJSON ? "import \(name) from '\(specifier)'" : "import \(name) from '\(specifier)' (a URL)"
        }

        /// `./a.css` → `./a.module.css`.
        static func moduleName(_ specifier: String) -> String {
            guard let dot = specifier.lastIndex(of: "."), !specifier[dot...].contains("/") else { return specifier }
            return specifier[..<dot] + ".module" + specifier[dot...]
        }

        /// True for `require('./x.css');` standing alone as a statement: nothing reads its value.
        static func isBareStatement(_ reference: ModuleReference, in file: SourceFile) -> Bool {
            guard reference.bindings.isEmpty, reference.memberAfterCall == nil, let open = reference.openParen,
                let close = file.structure.partner(of: open)
            else { return false }
            let keyword = reference.keywordToken, next = close + 1, tokens = file.tokens
            let startsStatement = keyword == 0 || file.isPunct(keyword - 1, ";") || file.isPunct(keyword - 1, "{")
                || file.isPunct(keyword - 1, "}") || file.isPunct(keyword - 1, ")") || file.isWord(keyword - 1, "else")
                || (tokens[keyword].newlineBefore && tokens[keyword - 1].kind != .punctuator)
            let endsStatement = next >= tokens.count || file.isPunct(next, ";") || file.isPunct(next, "}")
                || (tokens[next].newlineBefore && tokens[next].kind != .punctuator)
            return startsStatement && endsStatement
        }
    }

    struct ModuleExports: Rule {
        let description = RuleDescription(
            id: "cjs-module-exports", title: "module.exports / exports in application code",
            summary: "Assignments to `module.exports` or `exports.x`, and `Object.defineProperty(exports, …)`, with free `module`/`exports`.",
            rationale: "In browser ES modules `module` and `exports` do not exist. A file that mixes `import` with `module.exports` is not converted by Vite's CommonJS handling at all.",
            defaultSeverity: .autoFixable,
            replacement: "`export default …` / named `export`s. Mixed files must be converted entirely to ESM.",
            sourceURL: "https://github.com/import-js/eslint-plugin-import/blob/main/docs/rules/no-commonjs.md",
            triggeringExamples: [
                "function add(a, b) { return a + b; }\n⟦module.exports = add;",
                "⟦exports.format = function format(d) { return d.toISOString(); };",
                "⟦module.exports.helper = () => 1;",
                "Object.defineProperty(⟦exports, '__esModule', { value: true });",
                RuleExample("import lodash = require('lodash');\n⟦export = lodash.identity;", fileName: "src/legacy.ts"),
            ],
            nonTriggeringExamples: [
                "export default function add(a, b) { return a + b; }",
                "const module = { exports: {} }; module.exports = 1;",
                "if (module.hot) { module.hot.accept(); }",
                RuleExample("export default lodash;\nexport const same = a === b;", fileName: "src/legacy.ts"),
            ])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isBundled else { return }
            let mixed = !file.structure.moduleSyntaxTokens.isEmpty
            var hits: [(Int, Int, String)] = []
            for chain in file.freeChains("module") where chain.segments.first?.name == "exports" {
                if file.isAssigned(chain) {
                    hits.append((chain.root, chain.lastToken, chain.staticPath.joined(separator: ".")))
                }
            }
            for chain in file.freeChains("exports") {
                if chain.segments.count >= 1 && file.isAssigned(chain) {
                    hits.append((chain.root, chain.lastToken, chain.staticPath.joined(separator: ".")))
                } else if chain.segments.isEmpty, file.isPunct(chain.root - 1, "("),
                    file.word(chain.root - 2) == "defineProperty", file.isPunct(chain.root - 3, ".")
                {
                    hits.append((chain.root, chain.root, "Object.defineProperty(exports, …)"))
                }
            }
            // TS `export = value` is CommonJS output: esbuild (Vite ≤7) emits `module.exports = value`, and Oxc
            // (Vite 8) warns that it "is only supported when compiling modules to CommonJS".
            for keyword in file.structure.moduleSyntaxTokens
            where file.isWord(keyword, "export") && file.isPunct(keyword + 1, "=") && file.structure.enclosing[keyword] < 0 {
                sink.report(
                    at: keyword, through: keyword + 1,
                    message: "`export =` is TypeScript's CommonJS export; esbuild (Vite 7) turns it into module.exports and Oxc (Vite 8) supports it only when compiling to CommonJS",
                    fix: "export default …")
            }
            for (start, end, what) in hits.sorted(by: { $0.0 < $1.0 }) {
                sink.report(
                    at: start, through: end,
                    message: mixed
                        ? "\(what) in a file that also uses import/export: Vite leaves mixed modules unconverted, so `module` is undefined"
                        : "\(what) is CommonJS; Vite serves source as ES modules, where `module`/`exports` are undefined",
                    fix: "export default … / export const …", severity: mixed ? .blocker : nil)
            }
        }
    }

    struct RequireResolve: Rule {
        let description = RuleDescription(
            id: "cjs-require-resolve", title: "require.resolve, require.cache, module.id",
            summary: "Member uses of free `require`/`module` that only a CommonJS runtime provides: `require.resolve`, `require.cache`, `module.id`, `module.loaded`.",
            rationale: "Browser ES modules have no module registry to query; webpack emulated one.",
            defaultSeverity: .blocker,
            replacement: "Redesign: import URLs (`?url`), `import.meta.url`, explicit registries.",
            sourceURL: "https://webpack.js.org/api/module-variables/",
            triggeringExamples: ["const path = ⟦require.resolve('./worker.js');", "delete ⟦require.cache[key];", "const id = ⟦module.id;"],
            nonTriggeringExamples: ["const url = new URL('./worker.js', import.meta.url);"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isBundled else { return }
            var hits: [(MemberChain, String)] = []
            for chain in file.freeChains("require") {
                if let name = chain.segments.first?.name, name == "resolve" || name == "cache" { hits.append((chain, "require." + name)) }
            }
            for chain in file.freeChains("module") {
                if let name = chain.segments.first?.name, name == "id" || name == "loaded" { hits.append((chain, "module." + name)) }
            }
            for (chain, what) in hits.sorted(by: { $0.0.root < $1.0.root }) {
                sink.report(
                    at: chain.root, through: chain.segments[0].tokenIndex,
                    message: "\(what) exists only in CommonJS/webpack runtimes; browser ES modules have no equivalent",
                    fix: "import.meta.url, `?url` imports, or an explicit registry")
            }
        }
    }

    struct AMD: Rule {
        let description = RuleDescription(
            id: "cjs-amd", title: "AMD define/require",
            summary: "`define([...], factory)`, `define(factory)`, `require([...], cb)`, and UMD wrappers testing `define.amd`, in application code.",
            rationale: "webpack understood AMD; Vite does not transform AMD in application source.",
            defaultSeverity: .blocker,
            replacement: "Rewrite as ES modules; replace vendored UMD files with the npm package, or load them from `public/` with a `<script>` tag.",
            sourceURL: "https://github.com/import-js/eslint-plugin-import/blob/main/docs/rules/no-amd.md",
            triggeringExamples: [
                "⟦define(['jquery'], function ($) { return $.fn; });",
                "⟦define('app/util', ['jquery'], function ($) { return $; });",
                "⟦require(['./chart'], function (chart) { chart.draw(); });",
                "if (typeof ⟦define === 'function' && define.amd) { define([], factory); }",
            ],
            nonTriggeringExamples: ["const define = (x) => x; define([1]);", "customElements.define('x-el', El);"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isBundled else { return }
            var hits: Set<Int> = []
            var order: [(Int, String)] = []
            for index in file.structure.freeReferences(to: "define") {
                // `define([deps], f)`, `define(function …)`, and the named form `define('id', [deps], f)`.
                let named = file.stringValue(index + 2) != nil && file.isPunct(index + 3, ",")
                if file.isPunct(index + 1, "("), file.isPunct(index + 2, "[") || file.isWord(index + 2, "function") || named {
                    if hits.insert(index).inserted { order.append((index, "define(…) is an AMD module definition")) }
                } else if file.isWord(index - 1, "typeof") {
                    if hits.insert(index).inserted { order.append((index, "a UMD wrapper tests for AMD `define`")) }
                    // The `define.amd` / `define([...])` that follow in the same wrapper are part of this finding.
                    var j = index + 1
                    while j < min(file.tokens.count, index + 40) {
                        if file.isWord(j, "define") { hits.insert(j) }
                        j += 1
                    }
                }
            }
            for reference in file.structure.modules where reference.kind == .require {
                if let first = reference.arguments.first, file.isPunct(first.lowerBound, "[") {
                    order.append((reference.keywordToken, "require([...], callback) is an AMD load"))
                }
            }
            for (index, message) in order.sorted(by: { $0.0 < $1.0 }) {
                sink.report(at: index, message: "\(message); Vite does not understand AMD", fix: "ES module imports/exports")
            }
        }
    }

    struct SloppyMode: Rule {
        let description = RuleDescription(
            id: "cjs-sloppy-mode", title: "Code that needs non-strict mode",
            summary: "`with` statements, `arguments.callee`, legacy octal literals (`010`) and top-level `this` used as the global object.",
            rationale: "ES modules are always strict: these are syntax errors or `TypeError`s there (top-level `this` is `undefined`). Assignments to undeclared variables and duplicate parameters are not detected by this token-level rule.",
            defaultSeverity: .blocker,
            replacement: "Rewrite the construct: `globalThis` for top-level `this`, named functions instead of `arguments.callee`, `0o10` for octals.",
            sourceURL: "https://vite.dev/guide/troubleshooting",
            triggeringExamples: [
                "⟦with (Math) { x = cos(0); }",
                "const fact = function (n) { return n <= 1 ? 1 : n * ⟦arguments.callee(n - 1); };",
                "const mode = ⟦0755;",
                "⟦this.jQuery = $;",
                "export const getX = () => ⟦this.x;",
            ],
            nonTriggeringExamples: [
                "const mode = 0o755; const n = 0; const f = 0.5;",
                "class A { m() { return this.x; } }",
                "function f() { return this; }",
                "export const types = { this: 'ThisExpression' };",
            ])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isBundled else { return }
            // Made when a `this` inside a function is first met: arrows keep the `this` around them.
            var nonArrowDepth: [Int32]?
            var hasArrows: Bool?
            for index in file.tokens.indices {
                let token = file.tokens[index]
                switch token.kind {
                case .identifier:
                    if file.isWord(index, "this"), file.structure.isInsideFunction(index), !file.isPunct(index - 1, ".") {
                        // Without arrows (most CommonJS), every function gives `this` its own meaning.
                        if hasArrows == nil { hasArrows = file.structure.functions.contains { $0.isArrow } }
                        if hasArrows == false { continue }
                        if nonArrowDepth == nil { nonArrowDepth = file.structure.functionNesting { !$0.isArrow } }
                        if nonArrowDepth![index] > 0 { continue }
                    }
                    if file.isWord(index, "with"), file.isPunct(index + 1, "("), !file.isPunct(index - 1, "."), !file.isPunct(index - 1, "?.") {
                        sink.report(at: index, message: "`with` is a syntax error in strict mode (ES modules)", fix: "explicit member access")
                    } else if file.isWord(index, "arguments"), file.isPunct(index + 1, "."), file.isWord(index + 2, "callee") {
                        sink.report(at: index, through: index + 2, message: "arguments.callee throws a TypeError in strict mode (ES modules)", fix: "a named function expression")
                    } else if file.isWord(index, "this"), !file.isPunct(index - 1, "."), !file.isPunct(index + 1, ":"),
                        !isInClassBody(index, file)
                    {
                        sink.report(at: index, message: "top-level `this` is undefined in ES modules (it was the global object or module.exports)", fix: "globalThis")
                    }
                case .number:
                    let text = file.text(index)
                    if text.count > 1, text.hasPrefix("0"), text.dropFirst().allSatisfy({ $0.isNumber }) {
                        sink.report(at: index, message: "legacy octal literal \(text) is a syntax error in strict mode (ES modules)", fix: "0o" + text.dropFirst())
                    }
                default:
                    continue
                }
            }
        }

        private func isInClassBody(_ index: Int, _ file: SourceFile) -> Bool {
            var cursor = index
            while let open = file.structure.enclosingBracket(of: cursor) {
                if file.isPunct(open, "{") {
                    var j = open - 1
                    var steps = 0
                    while j >= 0, steps < 12, !file.isPunct(j, ";"), !file.isPunct(j, "}"), !file.isPunct(j, "{") {
                        if file.isWord(j, "class") { return true }
                        j -= 1
                        steps += 1
                    }
                }
                cursor = open
            }
            return false
        }
    }

    struct InteropDefault: Rule {
        let description = RuleDescription(
            id: "cjs-interop-default", title: "CommonJS default-interop idiom",
            summary: "Namespace imports of packages that are then called (`import * as moment from 'moment'; moment()`). (`require('x').default` is part of the `cjs-require-*` finding of its require.)",
            rationale: "These idioms depend on how a bundler wraps CommonJS modules. Calling a namespace object worked in Vite dev but not in build (vitejs/vite#15542); `.default` on a require depends on `__esModule` flags.",
            defaultSeverity: .manualFix,
            replacement: "A default import (`import moment from 'moment'`) for packages that assign a function to `module.exports`.",
            sourceURL: "https://github.com/vitejs/vite/issues/15542",
            triggeringExamples: [
                "import * as moment from 'moment';\nconst now = ⟦moment();",
            ],
            nonTriggeringExamples: [
                "import moment from 'moment'; moment();",
                "import * as utils from './utils'; utils.format();",
            ])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isBundled else { return }
            var hits: [(Int, String)] = []
            for reference in file.structure.modules where reference.kind == .importDeclaration {
                guard let specifier = reference.specifier, !specifier.hasPrefix("."), !specifier.hasPrefix("/") else { continue }
                // The installed entry is known to assign a function: dep-cjs-fn-namespace reports the import with its
                // exact fix, and the calls are the same hazard.
                if project.facts.callableCommonJSPackages.contains(specifier) { continue }
                for binding in reference.bindings where binding.imported == "*" {
                    for use in file.uses(of: binding) where use > binding.localToken && file.isPunct(use + 1, "(") {
                        hits.append((use, "\(binding.local)() calls the namespace of '\(specifier)'; it works in Vite dev but not in the build"))
                    }
                }
            }
            for (index, message) in hits.sorted(by: { $0.0 < $1.0 }) {
                sink.report(at: index, message: message, fix: "a default import")
            }
        }
    }
}
