import AuditModel
import JSLexer
import SourceStructure

/// Catalog section G, the source rows: what Create React App did implicitly for code (`cra-*`).
enum CRARules {
    static let all: [any Rule] = [Macros(), ProgressiveWebApp()]

    struct Macros: Rule {
        let description = RuleDescription(
            id: "cra-macros", title: "Babel macro import",
            summary: "Imports of Babel macros (`graphql.macro`, `preval.macro`, `styled-components/macro`, `@emotion/styled/macro`, `twin.macro`, `react-relay/macro`, `idx.macro`): a source ending in `.macro` or `/macro`.",
            rationale: "CRA ran `babel-plugin-macros` on every file without configuration. Vite transforms with esbuild/Oxc, which run no Babel plugins: the macro is imported as a plain module and throws (or its tagged templates stay unprocessed).",
            defaultSeverity: .blocker,
            replacement: "Run Babel for the macros: `@rolldown/plugin-babel` with `babel-plugin-macros` (Vite 8 / plugin-react 6), `@vitejs/plugin-react({ babel: { plugins: ['babel-plugin-macros'] } })` on plugin-react 5 and earlier, or `vite-plugin-babel-macros`; or drop the macro (`styled-components` instead of `styled-components/macro`).",
            sourceURL: "https://github.com/kentcdodds/babel-plugin-macros",
            triggeringExamples: [
                "import styled from ⟦'styled-components/macro';",
                "import { loader } from ⟦'graphql.macro';\nconst query = loader('./user.graphql');",
                "import tw from ⟦'twin.macro';",
                "const version = require(⟦'preval.macro')`module.exports = 1`;",
            ],
            nonTriggeringExamples: ["import styled from 'styled-components';", "import macro from './macro-utils';", "import { macro } from 'my-macros';"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isTransformed else { return }
            // Outside react-scripts the project's own Babel configuration ran the macros (a .babelrc listing "macros").
            let expander = project.facts.hasPackage("react-scripts") ? "CRA expanded with babel-plugin-macros" : "the webpack build's Babel expanded (babel-plugin-macros)"
            for reference in file.structure.modules where !reference.isErased {
                guard let specifier = reference.specifier, let token = reference.specifierToken,
                    specifier.hasSuffix(".macro") || specifier.hasSuffix("/macro") || specifier.hasSuffix(".macro.js")
                else { continue }
                sink.report(
                    at: token, message: "'\(specifier)' is a Babel macro, which \(expander); Vite runs no Babel plugins by default",
                    fix: "babel-plugin-macros through Vite's Babel plugin (or vite-plugin-babel-macros), or the package without /macro")
            }
        }
    }

    struct ProgressiveWebApp: ProjectRule {
        let description = RuleDescription(
            id: "cra-pwa", title: "CRA service worker (PWA)",
            summary: "CRA's PWA template files (`src/serviceWorker.js`, `src/serviceWorkerRegistration.js`, `src/service-worker.js` with `self.__WB_MANIFEST`), `workbox-webpack-plugin` in a webpack configuration, and in a CRA app a `navigator.serviceWorker.register` of the generated `service-worker.js` elsewhere (none in public/). A registration template the app only unregisters through (CRA's default `serviceWorker.unregister()`), or never imports, is info: there is nothing to port, only files to delete; so is an ejected CRA 4/5 config's plugin when the src/service-worker.js it is built from (`fs.existsSync(paths.swSrc)`) is absent.",
            rationale: "CRA built the service worker with Workbox's webpack plugin, injecting the precache manifest at `self.__WB_MANIFEST`. Vite has no such step: the worker is not built, or its manifest stays empty, and offline support silently breaks.",
            defaultSeverity: .manualFix,
            replacement: "`vite-plugin-pwa` (`strategies: 'injectManifest'` keeps a custom `service-worker.js` with `self.__WB_MANIFEST`; `generateSW` replaces it); register with its `virtual:pwa-register` module.",
            sourceURL: "https://vite-pwa-org.netlify.app/guide/",
            triggeringExamples: [
                RuleExample("⟦export function register(config) {\n  if ('serviceWorker' in navigator) { navigator.serviceWorker.register('/service-worker.js'); }\n}", fileName: "src/serviceWorkerRegistration.js"),
                RuleExample("import { precacheAndRoute } from 'workbox-precaching';\nprecacheAndRoute(self.⟦__WB_MANIFEST);", fileName: "src/service-worker.js"),
                RuleExample("const { InjectManifest } = require(⟦'workbox-webpack-plugin');", fileName: "webpack.config.js"),
            ],
            nonTriggeringExamples: [
                RuleExample("navigator.serviceWorker.register('/sw.js');", fileName: "src/index.js"),
            ])

        /// A template nothing registers through (CRA's default `serviceWorker.unregister()`) builds no worker:
        /// nothing to port, only files to delete.
        static let unregisterOnlySeverity = Severity.info

        static let templateFiles: Set<String> = [
            "serviceWorker.js", "serviceWorker.ts", "serviceWorkerRegistration.js", "serviceWorkerRegistration.ts",
            "registerServiceWorker.js", "registerServiceWorker.ts",  // CRA 1.x
        ]

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            if file.context != .node, file.lexed.containsBytes("__WB_MANIFEST") {
                for index in file.tokens.indices where file.tokens[index].kind == .identifier && file.isWord(index, "__WB_MANIFEST") {
                    sink.report(
                        at: index, message: "self.__WB_MANIFEST is filled by Workbox's webpack plugin; under Vite it stays unset",
                        fix: "vite-plugin-pwa with strategies: 'injectManifest'")
                }
            }
            reportGeneratedWorkerRegistrations(file, in: project, into: &sink)
            guard file.lexed.containsBytes("workbox-webpack-plugin") else { return }
            let missingWorker = Self.missingWorkerSource(of: file, in: project)
            for reference in file.structure.modules where reference.specifier == "workbox-webpack-plugin" {
                guard let token = reference.specifierToken else { continue }
                if let missingWorker {
                    sink.report(
                        at: token, message: "workbox-webpack-plugin runs only when \(missingWorker).js exists (fs.existsSync(paths.swSrc), as ejected CRA 4 and 5 configs say), and it does not: no service worker is built, there is no PWA to port",
                        fix: "nothing to port: the plugin goes with the webpack config", severity: Self.unregisterOnlySeverity)
                } else {
                    sink.report(
                        at: token, message: "workbox-webpack-plugin builds the service worker in webpack; Vite needs vite-plugin-pwa",
                        fix: "vite-plugin-pwa in vite.config")
                }
            }
        }

        /// The extensions CRA's `resolveModule(resolveApp, 'src/service-worker')` tries for paths.swSrc.
        static let workerSourceExtensions = ["web.mjs", "mjs", "web.js", "js", "web.ts", "ts", "web.tsx", "tsx", "json", "web.jsx", "jsx"]

        /// For an ejected CRA 4/5 webpack config, whose Workbox plugin is built only `fs.existsSync(paths.swSrc)`: the
        /// missing service-worker source it waits for (`src/service-worker` beside the config's folder), or nil when
        /// the condition is not there or the file is (a PWA to port).
        static func missingWorkerSource(of file: SourceFile, in project: ProjectContext) -> String? {
            guard file.context == .config, file.lexed.containsBytes("existsSync(paths.swSrc)") else { return nil }
            let parts = file.path.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count >= 2, parts[parts.count - 2] == "config" else { return nil }
            let source = (parts.dropLast(2) + ["src", "service-worker"]).joined(separator: "/")
            let files = project.filePaths.includingListedFiles()
            return workerSourceExtensions.contains { files.contains(source + "." + $0) } ? nil : source
        }

        /// `navigator.serviceWorker.register(`${process.env.PUBLIC_URL}/service-worker.js`)` outside CRA's templates (a
        /// renamed copy of one, the app's own code): in a CRA app that worker is generated by the build, which Vite does
        /// not do, so the registration fails. A worker kept in public/ is served by Vite and is no hazard.
        private func reportGeneratedWorkerRegistrations(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isBundled, !isPrimary(path: file.path, context: file.context),
                file.lexed.containsBytes("service-worker.js"), file.lexed.containsBytes("serviceWorker"),
                project.facts.hasPackage("react-scripts")
            else { return }
            for index in file.tokens.indices where file.isWord(index, "register") && file.isPunct(index - 1, ".") && file.isWord(index - 2, "serviceWorker") {
                guard file.isPunct(index + 1, "("), let close = file.structure.partner(of: index + 1), close > index + 2,
                    file.lexed.containsBytes("service-worker.js", in: Int(file.tokens[index + 2].start)..<Int(file.tokens[close].start))
                else { continue }
                guard !project.filePaths.includingListedFiles().contains("public/service-worker.js") else { return }
                sink.report(
                    at: index - 2, through: close,
                    message: "registers service-worker.js, which CRA's build generated with Workbox; Vite builds no service worker, so the registration fails and offline support is lost",
                    fix: "vite-plugin-pwa (generateSW writes the worker; register through virtual:pwa-register)")
            }
        }

        // The registration templates, and which of their functions the app calls: only `register` builds a PWA.

        /// True for CRA's registration templates; every file is asked, so the name is looked at only when it can be one.
        func isPrimary(path: String, context: CodeContext) -> Bool {
            context != .node && path.utf8Contains("erviceWorker") && Self.templateFiles.contains(path.split(separator: "/").last.map(String.init) ?? path)
        }

        /// The templates' stems: the files importing them are needed.
        func interest(in primaries: [SourceFile], project: ProjectContext) -> Set<String>? {
            Set(primaries.filter { isPrimary(path: $0.path, context: $0.context) }.map { TestRules.stem($0.path) })
        }

        func needsNoFile(interest: Set<String>?) -> Bool { interest?.isEmpty == true }

        func needsFile(_ file: SourceFile, interest: Set<String>?) -> Bool {
            if let interest, interest.isEmpty { return false }
            return file.context.isBundled && file.structure.modules.contains { reference in
                guard let specifier = reference.specifier else { return false }
                return interest.map { $0.contains(TestRules.stem(specifier)) } ?? true
            }
        }

        func checkProject(_ files: [SourceFile], in project: ProjectContext, into sinks: inout ProjectFindingSinks) {
            let templates = files.filter { isPrimary(path: $0.path, context: $0.context) && !$0.tokens.isEmpty }
            guard !templates.isEmpty else { return }
            let resolver = ModuleResolver(files: project.filePaths, facts: project.facts)
            for template in templates {
                var unregisterCalls: [(call: String, file: String)] = []
                var registers = false
                for file in files where file.path != template.path && file.context.isBundled {
                    for reference in file.structure.modules where reference.specifier.map({ resolver.resolve($0, from: file.path) == template.path }) == true {
                        let use = Self.use(of: reference, in: file)
                        registers = registers || use.mayRegister
                        unregisterCalls += use.unregisterCalls.map { ($0, file.path) }
                    }
                }
                sinks.report(in: template) { sink in
                    if registers {
                        sink.report(
                            at: 0, message: "\(template.path) is CRA's service worker registration; Vite does not build a service worker",
                            fix: "vite-plugin-pwa (register through virtual:pwa-register)")
                    } else if unregisterCalls.isEmpty {
                        sink.report(
                            at: 0, message: "\(template.path) is CRA's service worker template, and no module registers through it: there is no PWA to port",
                            fix: "delete \(template.path)", severity: Self.unregisterOnlySeverity)
                    } else {
                        let calls = unregisterCalls.map { "\($0.call) in \($0.file)" }.joined(separator: ", ")
                        let what = unregisterCalls.count == 1 ? "the \(unregisterCalls[0].call) call in \(unregisterCalls[0].file)" : "the calls \(calls)"
                        sink.report(
                            at: 0, message: "\(template.path) is CRA's service worker template, and the app only unregisters (\(calls)): there is no PWA to port",
                            fix: "delete \(template.path) and \(what)", severity: Self.unregisterOnlySeverity)
                    }
                }
            }
        }

        /// What one import or require of a template does with it: the `unregister()` calls it makes (as written),
        /// and whether it may register (calls `register` or the default export, CRA 1's `registerServiceWorker()`,
        /// or uses the module in a way not read here).
        static func use(of reference: ModuleReference, in file: SourceFile) -> (unregisterCalls: [String], mayRegister: Bool) {
            guard reference.kind == .importDeclaration || reference.kind == .require else { return ([], true) }
            if reference.kind == .require, reference.bindings.isEmpty {
                // `require('./serviceWorker').unregister()`; a bare `require('./serviceWorker')` runs nothing of it.
                guard let member = reference.memberAfterCall else { return ([], false) }
                return member == "unregister" ? (["require(…).unregister()"], false) : ([], true)
            }
            var calls: [String] = []
            for binding in reference.bindings {
                switch binding.imported {
                case "*":
                    for use in file.uses(of: binding) {
                        let chain = file.structure.memberChain(at: use, in: file.lexed)
                        guard chain.segments.count == 1, chain.segments[0].name == "unregister", file.isCalled(chain) else { return (calls, true) }
                        calls.append("\(binding.local).unregister()")
                    }
                case "unregister":
                    calls += file.uses(of: binding).map { _ in "\(binding.local)()" }
                default:
                    return (calls, true)
                }
            }
            return (calls, false)
        }
    }
}
