import AuditModel
import SourceStructure

/// Catalog section H: Node.js globals and built-in modules in browser code (`node-*`).
enum NodeRules {
    /// Where a Node global came from in the webpack build: the project's ProvidePlugin when it names `name`
    /// (webpack 5's way), else `otherwise` (webpack's own polyfill or default).
    static func origin(of name: String, in project: ProjectContext, otherwise: String) -> String {
        project.facts.providePluginKeys.contains(name) ? "injected by webpack's ProvidePlugin" : otherwise
    }

    static let all: [any Rule] = [Global(), BufferGlobal(), ProcessGlobal(), Dirname(), SetImmediate(), BuiltinImport()]

    static let polyfillsRemoved = "https://webpack.js.org/blog/2020-10-10-webpack-5-release/#automatic-nodejs-polyfills-removed"

    struct Global: Rule {
        let description = RuleDescription(
            id: "node-global", title: "Node `global` in browser code",
            summary: "Free `global` references (`global.foo`, `typeof global`), except `global.process.env…` which the env rules report.",
            rationale: "webpack (4, and 5 by its `node.global` default) aliased `global` to `window`; Vite defines nothing (`ReferenceError: global is not defined`).",
            defaultSeverity: .autoFixable,
            replacement: "`globalThis`; for dependencies that need it, `define: { global: 'globalThis' }`.",
            sourceURL: "https://webpack.js.org/configuration/node/#nodeglobal",
            triggeringExamples: ["⟦global.fetch = customFetch;", "const root = typeof ⟦global !== 'undefined' ? ⟦global : window;"],
            nonTriggeringExamples: [
                "globalThis.fetch = customFetch;", "const api = global.process.env.REACT_APP_API;", RuleExample("global.x = 1;", fileName: "server/index.js"),
                "export class Config { static global = true; }", "global: for (;;) { break global; }",
                RuleExample("declare global { interface Window { global: Window } }", fileName: "src/globals.ts"),
            ])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isBundled else { return }
            for chain in file.freeChains("global") where chain.segments.first?.name != "process" {
                sink.report(at: chain.root, message: "`global` was \(NodeRules.origin(of: "global", in: project, otherwise: "aliased to window by webpack (node.global)")); under Vite it is undefined", fix: "globalThis")
            }
        }
    }

    struct BufferGlobal: Rule {
        let description = RuleDescription(
            id: "node-buffer", title: "Node `Buffer` in browser code",
            summary: "Free `Buffer` references.",
            rationale: "webpack 4 injected the `buffer` polyfill, and webpack 5 does only through a ProvidePlugin the project configures; Vite injects nothing (`ReferenceError: Buffer is not defined`).",
            defaultSeverity: .autoFixable,
            replacement: "`import { Buffer } from 'buffer'` (install `buffer`), or `btoa`/`TextEncoder` for the usual base64/UTF-8 cases.",
            sourceURL: polyfillsRemoved,
            triggeringExamples: ["const token = ⟦Buffer.from(`${user}:${pass}`).toString('base64');"],
            nonTriggeringExamples: [
                "import { Buffer } from 'buffer';\nBuffer.from('x');", "const token = btoa(`${user}:${pass}`);",
                RuleExample("const [data, setData] = useState<Buffer | null>(null);\ninterface Props { Buffer: string }", fileName: "src/data.ts"),
            ])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isBundled else { return }
            for index in file.structure.freeReferences(to: "Buffer") {
                sink.report(at: index, message: "Buffer was \(NodeRules.origin(of: "Buffer", in: project, otherwise: "polyfilled by webpack 4")); Vite provides no Buffer global", fix: "import { Buffer } from 'buffer', or btoa/TextEncoder")
            }
        }
    }

    struct ProcessGlobal: Rule {
        let description = RuleDescription(
            id: "node-process-global", title: "Node `process` API in browser code",
            summary: "Free `process` uses other than `process.env` reads and environment guards: `process.nextTick`, `process.cwd()`, `process.platform`, `process.version`, and `process` itself as a value (`const { env } = process`, `debug(process)`, `process && …`).",
            rationale: "webpack 4 shipped a `process` shim, and webpack 5 does only through a ProvidePlugin the project configures; Vite has no `process` global in the browser.",
            defaultSeverity: .blocker,
            replacement: "`queueMicrotask` for `nextTick`; `navigator`/feature detection for `platform`; or a deliberate `process` polyfill.",
            sourceURL: polyfillsRemoved,
            triggeringExamples: [
                "⟦process.nextTick(flush);", "const isWin = ⟦process.platform === 'win32';",
                "const { env } = ⟦process;\nconst api = env.REACT_APP_API;", "const log = createDebug(⟦process);",
            ],
            nonTriggeringExamples: [
                "queueMicrotask(flush);", "const api = process.env.REACT_APP_API;", "if (process.browser) {}",
                "if (typeof process !== 'undefined') { start(); }", "const options = { process: true };",
                "const { env } = typeof process === 'undefined' ? {} : process;", "const p = window.process;",
                "const node = typeof process !== 'undefined' && process.release && process.release.name === 'node';",
            ])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isBundled else { return }
            // webpack 5 had a process only through a ProvidePlugin the project configured: said, as the shim lost.
            let provided = project.facts.providePluginKeys.contains("process") ? " (webpack's ProvidePlugin injected a shim; Vite injects nothing)" : ""
            for use in file.processUses {
                if use.chain.segments.isEmpty {
                    // `typeof process` is env-typeof-process's; `global.process` is node-global's and `window.process`
                    // is merely undefined; a use behind a `typeof process` test on its line is guarded. Anything else
                    // reads a global that does not exist.
                    guard use.start == use.chain.root, !file.isWord(use.start - 1, "typeof"), !Self.isGuardedOnItsLine(use.start, in: file)
                    else { continue }
                    sink.report(
                        at: use.start, through: use.chain.root,
                        message: "process is used as a value; there is no process global in the browser under Vite (ReferenceError)" + provided,
                        fix: "import.meta.env for environment values, or a deliberate process polyfill")
                    continue
                }
                guard let first = use.chain.segments.first, let name = first.name, name != "env", name != "browser",
                    !Self.isGuardedOnItsLine(use.start, in: file)
                else { continue }
                sink.report(
                    at: use.start, through: first.tokenIndex,
                    message: "process.\(name) needs Node's process object; there is none in the browser under Vite" + provided,
                    fix: name == "nextTick" ? "queueMicrotask(…)" : "browser API or a process polyfill")
            }
        }

        /// Whether `typeof process` stands earlier on the line of the token at `index`
        /// (`typeof process === 'undefined' ? {} : process`, `typeof process !== 'undefined' && 'env' in process`).
        static func isGuardedOnItsLine(_ index: Int, in file: SourceFile) -> Bool {
            let line = file.lexed.location(ofByte: file.tokens[index].start).line
            var cursor = index - 1
            while cursor > 0, file.lexed.location(ofByte: file.tokens[cursor].start).line == line {
                if file.isWord(cursor, "process"), file.isWord(cursor - 1, "typeof") { return true }
                cursor -= 1
            }
            return false
        }
    }

    struct Dirname: Rule {
        let description = RuleDescription(
            id: "node-dirname", title: "__dirname / __filename in browser code",
            summary: "Free `__dirname` and `__filename` references.",
            rationale: "webpack (4, and 5 by its `node.__dirname`/`node.__filename` defaults for the web) replaced them with `/` and `/index.js`; Vite leaves them undefined.",
            defaultSeverity: .blocker,
            replacement: "`new URL('.', import.meta.url)` / `import.meta.url`.",
            sourceURL: "https://webpack.js.org/configuration/node/#node__dirname",
            triggeringExamples: ["const here = ⟦__dirname + '/assets';"],
            nonTriggeringExamples: ["const here = new URL('.', import.meta.url);", RuleExample("const p = __dirname;", fileName: "scripts/build.js")])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isBundled else { return }
            for index in file.freeReferences(to: ["__dirname", "__filename"]) {
                let name = file.text(index)
                // `node: { __dirname: false }` kept Node's own: undefined in the browser under webpack already.
                let message = project.facts.unmockedFileGlobals.contains(name)
                    ? "\(name) was not mocked by webpack (node.\(name): false), so it was undefined in the browser already; it stays undefined under Vite"
                    : "\(name) was \(NodeRules.origin(of: name, in: project, otherwise: "mocked by webpack (node.__dirname/__filename)")); it is undefined under Vite"
                sink.report(at: index, message: message, fix: "import.meta.url")
            }
        }
    }

    struct SetImmediate: Rule {
        let description = RuleDescription(
            id: "node-setimmediate", title: "setImmediate in browser code",
            summary: "Free `setImmediate` / `clearImmediate`.",
            rationale: "webpack 4 polyfilled them, and webpack 5 does only through a ProvidePlugin the project configures; browsers (except old IE/Edge) do not have them.",
            defaultSeverity: .autoFixable,
            replacement: "`setTimeout(fn, 0)` / `queueMicrotask`, or the `setimmediate` polyfill.",
            sourceURL: polyfillsRemoved,
            triggeringExamples: ["⟦setImmediate(() => render());"],
            nonTriggeringExamples: ["setTimeout(() => render(), 0);", RuleExample("enum Scheduler { setImmediate, setTimeout = 1 }", fileName: "src/scheduler.ts")])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isBundled else { return }
            for index in file.freeReferences(to: ["setImmediate", "clearImmediate"]) {
                sink.report(at: index, message: "\(file.text(index)) was \(NodeRules.origin(of: file.text(index), in: project, otherwise: "polyfilled by webpack 4")); browsers lack it", fix: "setTimeout(fn, 0) or queueMicrotask")
            }
        }
    }

    struct BuiltinImport: Rule {
        /// Built-ins whose npm browser polyfill has the same name.
        static let sameNamePolyfills: Set<String> = ["events", "buffer", "util", "url", "punycode", "string_decoder", "assert", "process", "path"]

        /// What a browser offers in each built-in's place: the platform's own API first, then an npm stand-in.
        static let browserCounterparts: [String: String] = [
            "url": "the browser's URL and URLSearchParams (`new URL(s).host` for `url.parse(s).host`), or the `url` npm package",
            "querystring": "URLSearchParams, or the `querystring-es3` npm package",
            "path": "`path-browserify`, or string operations on the path",
            "events": "the `events` npm package (the same EventEmitter API), or EventTarget",
            "buffer": "Uint8Array with TextEncoder/TextDecoder (btoa/atob for base64), or the `buffer` npm package",
            "string_decoder": "TextDecoder",
            "util": "the browser form of the function used (TextEncoder, a Promise wrapper for promisify), or the `util` npm package",
            "crypto": "Web Crypto (crypto.getRandomValues, crypto.randomUUID, crypto.subtle.digest), or a browser library",
            "stream": "web streams (ReadableStream, WritableStream), or the `readable-stream` npm package",
            "zlib": "CompressionStream / DecompressionStream, or `pako`",
            "assert": "plain checks, or the `assert` npm package",
            "timers": "the global setTimeout / setInterval",
            "http": "fetch()", "https": "fetch()",
            "fs": "no browser counterpart: move this code to a server or a build step (or fetch the file)",
            "child_process": "no browser counterpart: move this code to a server or a build step",
            "os": "no browser counterpart: navigator.userAgentData / navigator.hardwareConcurrency for what the browser tells",
        ]

        let description = RuleDescription(
            id: "node-builtin-import", title: "Node built-in module in browser code",
            summary: "Imports and requires of Node core modules (`fs`, `path`, `crypto`, `events`, `node:…`) in client code.",
            rationale: "Vite externalises them with \"Module \"fs\" has been externalized for browser compatibility\"; the import is an empty module at run time.",
            defaultSeverity: .blocker,
            replacement: "A browser polyfill package (`path-browserify`, `events`, `buffer`, `util`, `url`, …) or a redesign.",
            sourceURL: "https://vite.dev/guide/troubleshooting#module-externalized-for-browser-compatibility",
            triggeringExamples: [
                "⟦import path from 'path';", "const { EventEmitter } = ⟦require('events');", "⟦import { readFile } from 'node:fs';",
                RuleExample("⟦import { EventEmitter } from 'events';\nexport const bus: EventEmitter = new EventEmitter();", fileName: "src/bus.ts"),
                RuleExample("⟦import { Console } from 'console';\nexport const App = () => <Console />;", fileName: "src/App.tsx"),
            ],
            nonTriggeringExamples: [
                "import path from 'path-browserify';", RuleExample("import fs from 'fs';", fileName: "scripts/gen.js"),
                "import bus from '/events/bus.js';",
                "import process from 'process/browser';",
                // Types only: erased when compiled, nothing is loaded.
                RuleExample("import { type Stats, type Dirent } from 'fs';", fileName: "src/files.ts"),
                RuleExample("import { Readable } from 'stream';\nexport function read(r: Readable): void {}", fileName: "src/files.ts"),
            ])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isBundled else { return }
            for reference in file.structure.modules where !reference.isErased && !file.isElidedTypeImport(reference) {
                guard var name = reference.specifier else { continue }
                if name.hasPrefix("node:") { name.removeFirst(5) }
                let root = name.utf8.firstIndex(of: UInt8(ascii: "/")).map { String(name[..<$0]) } ?? name
                guard ContextClassifier.isNodeBuiltin(name) else { continue }
                // A package.json entry counts as much as node_modules: Vite resolves a bare name to the installed package
                // before it externalises a built-in, and a project scanned before `npm install` gets it installed.
                let polyfilled = !reference.specifier!.hasPrefix("node:") && Self.sameNamePolyfills.contains(root)
                    && project.facts.hasPackage(root)
                let how = project.facts.installedVersions[root] != nil ? "installed" : "declared"
                sink.report(
                    at: reference.keywordToken, through: reference.specifierToken,
                    message: polyfilled
                        ? "'\(name)' is a Node built-in; the \(how) '\(root)' npm package stands in for it in the browser (verify that Vite resolves to it)"
                        : "'\(name)' is a Node built-in; Vite externalises it for the browser (an empty module at run time)",
                    fix: polyfilled ? "keep the '\(root)' package" : Self.browserCounterparts[root] ?? "a browser polyfill package or a redesign",
                    severity: polyfilled ? .autoFixable : nil)
            }
        }
    }
}
