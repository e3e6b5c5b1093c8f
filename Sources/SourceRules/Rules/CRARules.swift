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
            for reference in file.structure.modules where !reference.isErased {
                guard let specifier = reference.specifier, let token = reference.specifierToken,
                    specifier.hasSuffix(".macro") || specifier.hasSuffix("/macro") || specifier.hasSuffix(".macro.js")
                else { continue }
                sink.report(
                    at: token, message: "'\(specifier)' is a Babel macro, which CRA expanded with babel-plugin-macros; Vite runs no Babel plugins by default",
                    fix: "babel-plugin-macros through Vite's Babel plugin (or vite-plugin-babel-macros), or the package without /macro")
            }
        }
    }

    struct ProgressiveWebApp: Rule {
        let description = RuleDescription(
            id: "cra-pwa", title: "CRA service worker (PWA)",
            summary: "CRA's PWA template files (`src/serviceWorker.js`, `src/serviceWorkerRegistration.js`, `src/service-worker.js` with `self.__WB_MANIFEST`) and `workbox-webpack-plugin` in a webpack configuration.",
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

        static let templateFiles: Set<String> = [
            "serviceWorker.js", "serviceWorker.ts", "serviceWorkerRegistration.js", "serviceWorkerRegistration.ts",
            "registerServiceWorker.js", "registerServiceWorker.ts",  // CRA 1.x
        ]

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            // Every file goes through here: the name is looked at only when it can be one of the templates.
            if file.context != .node, file.path.utf8Contains("erviceWorker"), !file.tokens.isEmpty,
                Self.templateFiles.contains(file.path.split(separator: "/").last.map(String.init) ?? file.path)
            {
                sink.report(
                    at: 0, message: "\(file.path) is CRA's service worker registration; Vite does not build a service worker",
                    fix: "vite-plugin-pwa (register through virtual:pwa-register)")
            }
            if file.context != .node, file.lexed.containsBytes("__WB_MANIFEST") {
                for index in file.tokens.indices where file.tokens[index].kind == .identifier && file.isWord(index, "__WB_MANIFEST") {
                    sink.report(
                        at: index, message: "self.__WB_MANIFEST is filled by Workbox's webpack plugin; under Vite it stays unset",
                        fix: "vite-plugin-pwa with strategies: 'injectManifest'")
                }
            }
            guard file.lexed.containsBytes("workbox-webpack-plugin") else { return }
            for reference in file.structure.modules where reference.specifier == "workbox-webpack-plugin" {
                guard let token = reference.specifierToken else { continue }
                sink.report(
                    at: token, message: "workbox-webpack-plugin builds the service worker in webpack; Vite needs vite-plugin-pwa",
                    fix: "vite-plugin-pwa in vite.config")
            }
        }
    }
}
