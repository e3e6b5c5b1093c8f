/// What takes the place of each webpack-toolchain package under Vite: the fix of its `dep-webpack-only` finding. A
/// package that did real work (type checking, a manifest, compression) is named with the Vite-world tool that does it;
/// one whose job Vite does itself is named as such, so the removal list is not a guess.
enum WebpackToolchainReplacements {
    static func fix(for name: String) -> String {
        if let known = table[name] { return known }
        return "Remove \(name); if it did real work, use the matching Vite plugin."
    }

    private static let table: [String: String] = {
        var table: [String: String] = [
            "react-scripts": "Remove react-scripts; scripts become `vite`, `vite build`, `vitest`.",
            "react-scripts-ts": "Remove react-scripts-ts; scripts become `vite`, `vite build`, `vitest` (run `tsc --noEmit` for type errors).",
            "html-webpack-plugin": "Remove; index.html at the project root is Vite's entry.",
            "babel-loader": "Remove; Vite transforms with Oxc (esbuild on Vite ≤7); keep Babel only for plugins that do real work.",
            "worker-loader": "Remove; `import W from './x.worker.js?worker'`.",
            "@svgr/webpack": "Replace with vite-plugin-svgr; components come from `import Logo from './logo.svg?react'`.",
            "webpack": "Remove; `vite build` bundles (Rolldown, or Rollup on Vite ≤7).",
            "webpack-cli": "Remove; scripts run `vite`, `vite build` and `vite preview`.",
            "webpack-merge": "Remove; vite.config varies by command and mode (defineConfig(({ command, mode }) => …)), or mergeConfig from vite.",
            "react-dev-utils": "Remove; its dev-server helpers (error overlay, port choice, InterpolateHtmlPlugin) are Vite's own: %VITE_X% in index.html, server.port.",
            "fork-ts-checker-webpack-plugin": "Replace with vite-plugin-checker (checker({ typescript: true })), or `tsc --noEmit` in CI: Vite only strips types.",
            "eslint-webpack-plugin": "Replace with vite-plugin-checker's eslint option, or run ESLint on its own.",
            "eslint-loader": "Replace with vite-plugin-checker's eslint option, or run ESLint on its own.",
            "webpack-manifest-plugin": "build.manifest: true (Vite writes .vite/manifest.json, in its own format: readers of the old manifest change).",
            "webpack-assets-manifest": "build.manifest: true (Vite writes .vite/manifest.json, in its own format: readers of the old manifest change).",
            "assets-webpack-plugin": "build.manifest: true (Vite writes .vite/manifest.json, in its own format: readers of the old manifest change).",
            "webpack-bundle-analyzer": "Replace with rollup-plugin-visualizer (or `npx vite-bundle-visualizer`).",
            "compression-webpack-plugin": "Replace with vite-plugin-compression2, or compress on the server.",
            "workbox-webpack-plugin": "Replace with vite-plugin-pwa (its injectManifest strategy keeps a custom service worker).",
            "copy-webpack-plugin": "Remove; files in public/ are copied to the build, or vite-plugin-static-copy for other folders.",
            "clean-webpack-plugin": "Remove; Vite empties the output folder before building (build.emptyOutDir).",
            "dotenv-webpack": "Remove; Vite loads .env files itself (VITE_* variables on import.meta.env).",
            "monaco-editor-webpack-plugin": "Replace with vite-plugin-monaco-editor, or Monaco's workers imported with `?worker`.",
            "case-sensitive-paths-webpack-plugin": "Remove; no Vite counterpart (a mis-cased import still fails on a case-sensitive file system such as Linux CI).",
            "preload-webpack-plugin": "Remove; Vite adds <link rel=\"modulepreload\"> for the entry's chunks itself.",
            "@loadable/webpack-plugin": "Remove with @loadable/component (React.lazy, or the router's lazy routes); see wp-code-split-libs.",
            "ts-loader": "Remove; Vite strips TypeScript types itself (type-check with `tsc --noEmit`).",
            "awesome-typescript-loader": "Remove; Vite strips TypeScript types itself (type-check with `tsc --noEmit`).",
            "tsconfig-paths-webpack-plugin": "Remove; tsconfig paths resolve through resolve: { tsconfigPaths: true } on Vite 8, the vite-tsconfig-paths plugin on Vite 7.",
            "html-loader": "Remove; import HTML as text with `?raw`.",
            "svg-inline-loader": "Remove; `import svg from './x.svg?raw'`.",
            "svg-url-loader": "Remove; `import url from './x.svg?url'` (or inline with build.assetsInlineLimit).",
            "json-loader": "Remove; Vite imports JSON itself.",
            "imports-loader": "Remove; write the import the loader injected in the module that needs it.",
            "exports-loader": "Remove; import the module for its side effect and read the global it sets, or give it an export.",
            "karma-webpack": "Remove with Karma: Vitest runs the tests through Vite's own pipeline (its browser mode, test.browser, where they need a real browser as Karma gave them).",
            "add-asset-html-webpack-plugin": "Remove; it adds a prebuilt script (a DllPlugin DLL, most often) to the page, and Vite pre-bundles dependencies itself; a script that must stay goes in index.html (from public/).",
            "autodll-webpack-plugin": "Remove; Vite pre-bundles dependencies itself, so there is no DLL to build.",
            "expose-loader": "Remove; assign the module to window in the entry (window.$ = $) if scripts read the global.",
        ]
        for name in ["mini-css-extract-plugin", "css-loader", "style-loader", "extract-text-webpack-plugin"] {
            table[name] = "Remove; Vite handles CSS natively."
        }
        for name in ["react-hot-loader", "@hot-loader/react-dom", "@pmmmwh/react-refresh-webpack-plugin"] {
            table[name] = "Remove; @vitejs/plugin-react provides Fast Refresh."
        }
        for name in ["webpack-dev-server", "webpack-dev-middleware", "webpack-hot-middleware"] {
            table[name] = "Remove; `vite` is the dev server (server.proxy, server.port), or createServer({ server: { middlewareMode: true } }) inside an Express app."
        }
        for name in ["sass-loader", "less-loader", "postcss-loader", "stylus-loader"] {
            table[name] = "Remove; Vite runs Sass, Less, Stylus and PostCSS itself (install `sass-embedded`, `less` or `stylus`)."
        }
        for name in ["file-loader", "url-loader", "raw-loader"] {
            table[name] = "Remove; use Vite's asset handling (`?url`, `?raw`, build.assetsInlineLimit)."
        }
        for name in ["terser-webpack-plugin", "uglifyjs-webpack-plugin"] {
            table[name] = "Remove; Vite minifies itself (build.minify: 'terser' keeps Terser, with `terser` installed)."
        }
        for name in ["optimize-css-assets-webpack-plugin", "css-minimizer-webpack-plugin"] {
            table[name] = "Remove; Vite minifies CSS itself (build.cssMinify)."
        }
        for name in ["thread-loader", "cache-loader", "hard-source-webpack-plugin", "happypack"] {
            table[name] = "Remove; a build cache or worker pool for webpack, which Vite does not need."
        }
        for name in ["webpackbar", "progress-bar-webpack-plugin", "friendly-errors-webpack-plugin", "@soda/friendly-errors-webpack-plugin"] {
            table[name] = "Remove; Vite prints its own progress and errors."
        }
        return table
    }()
}
