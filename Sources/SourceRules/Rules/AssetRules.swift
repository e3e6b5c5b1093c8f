import AuditModel
import JSLexer
import SourceStructure

/// Catalog section E, the source rows: assets imported from code (`asset-*`).
enum AssetRules {
    static let all: [any Rule] = [RawText(), UnknownExtension(), PublicReference(), FileLoaderDefault(), CSSModuleImport()]

    static let assetsGuide = "https://vite.dev/guide/assets"

    /// Vite's `KNOWN_ASSET_TYPES` (matched case-sensitively, as Vite's `DEFAULT_ASSETS_RE` does): imported, they
    /// are URLs.
    static let knownAssetTypes: Set<String> = [
        "apng", "bmp", "png", "jpg", "jpeg", "jfif", "pjpeg", "pjp", "gif", "svg", "ico", "webp", "avif", "cur", "jxl",
        "mp4", "webm", "ogg", "mp3", "wav", "flac", "aac", "opus", "mov", "m4a", "vtt",
        "woff", "woff2", "eot", "ttf", "otf", "webmanifest", "pdf", "txt",
    ]

    /// What Vite handles itself besides assets: scripts, styles, JSON, WebAssembly, HTML entries.
    static let handledTypes: Set<String> = [
        "js", "jsx", "mjs", "cjs", "ts", "tsx", "mts", "cts", "json", "wasm",
        "css", "scss", "sass", "less", "styl", "stylus", "pcss", "postcss", "sss",
    ]

    /// Text that webpack loaders (raw-loader, html-loader, graphql-tag/loader, yaml-loader, glslify) turned into a
    /// string or parsed data; the value says whether `?raw` is the whole fix.
    static let rawTextTypes: [String: Bool] = [
        "txt": true, "md": true, "markdown": true, "html": true, "htm": true,
        "glsl": true, "vert": true, "frag": true, "vs": true, "fs": true, "wgsl": true,
        "graphql": false, "gql": false, "yaml": false, "yml": false,
    ]

    /// The file extension a specifier names, exactly as written (case kept); nil when it has a query (`?raw`,
    /// `?url`: already Vite's way), an inline loader (`raw-loader!…`: `wp-inline-loader` reports it) or no extension.
    static func fileExtension(of specifier: String) -> Substring? {
        // Over UTF-8 bytes, in one pass: this runs for every import and require of every file.
        let bytes = specifier.utf8
        var nameStart = bytes.startIndex
        var dot: String.Index?
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: "!"): return nil
            case UInt8(ascii: "/"): nameStart = bytes.index(after: index); dot = nil
            case UInt8(ascii: "."): dot = index
            default: continue
            }
        }
        // Every delimiter is ASCII, so these byte positions are character boundaries of the string.
        guard let dot, dot != nameStart, bytes.index(after: dot) < bytes.endIndex else { return nil }
        return specifier[bytes.index(after: dot)...]
    }

    /// A path into the project, not a package: `./`, `../` or `/`.
    static func isPath(_ specifier: String) -> Bool {
        specifier.hasPrefix("./") || specifier.hasPrefix("../") || specifier.hasPrefix("/")
    }

    /// Module references of application code that load something (type-only imports are erased).
    static func loads(_ file: SourceFile) -> [ModuleReference] {
        file.structure.modules.filter { !$0.isErased && $0.specifierToken != nil }
    }

    struct RawText: Rule {
        let description = RuleDescription(
            id: "asset-raw-text", title: "Text file imported through a loader",
            summary: "Imports of `.txt`, `.md`, `.html`, `.glsl`, `.graphql`/`.gql` and `.yaml`/`.yml` files, which webpack's raw-loader, html-loader, graphql-tag/loader or yaml-loader turned into a string or parsed data.",
            rationale: "Vite has none of these loaders: a `.txt` import is a URL, and the others are not modules at all, so the import fails or yields the wrong value.",
            defaultSeverity: .autoFixable,
            replacement: "`import text from './notes.md?raw'` for text, markdown, HTML and shaders; GraphQL documents need a plugin (`vite-plugin-graphql-loader`) or `gql` template literals; YAML a plugin (`@modyfi/vite-plugin-yaml`) or `?raw` plus a parser.",
            sourceURL: assetsGuide + "#importing-asset-as-string",
            triggeringExamples: [
                "import readme from ⟦'./README.md';",
                "import vertexShader from ⟦'./shaders/sprite.vert';",
                "import QUERY from ⟦'../queries/user.graphql';",
                "const config = require(⟦'./config.yaml');",
            ],
            nonTriggeringExamples: [
                "import readme from './README.md?raw';",
                "import license from '!!raw-loader!./LICENSE.txt';",
                "import logo from './logo.png';",
                "import data from './data.json';",
                "import { debounce } from 'lodash.debounce';",
            ])

        /// The webpack rule's loader that made an import of `ext` a URL (`webpack's file-loader`); nil when a rule
        /// read it as text (raw-loader) or no rule loads it.
        static func urlLoader(for ext: String, in facts: ProjectFacts) -> String? {
            guard let loader = facts.assetLoaderExtensions[ext], loader != "raw-loader" else { return nil }
            return "webpack's \(loader)"
        }

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isBundled else { return }
            // Create React App has no text loaders: its file-loader made every such import a URL.
            let craFileLoader = project.facts.hasPackage("react-scripts") && !project.facts.hasPackage("raw-loader")
            for reference in loads(file) {
                guard let specifier = reference.specifier, let token = reference.specifierToken,
                    let ext = fileExtension(of: specifier), let rawIsEnough = rawTextTypes[ext.lowercased()]
                else { continue }
                if let loader = project.facts.loaderExtensions[ext.lowercased()] {
                    // The config compiled it (markdown-loader's HTML, yaml via a parsing loader): ?raw is its source text.
                    sink.report(
                        at: token, message: "'\(specifier)' was compiled by \(loader) in webpack; Vite has no loaders, and ?raw would give its source text, not what \(loader) made",
                        fix: UnknownExtension.pluginFix(for: loader), severity: .manualFix)
                } else if let urlLoader = Self.urlLoader(for: ext.lowercased(), in: project.facts) ?? (craFileLoader ? "Create React App (its file-loader)" : nil) {
                    // A `.txt` is a URL in Vite too; the others are no asset type of Vite's, so their import fails.
                    guard ext.lowercased() != "txt" else { continue }
                    sink.report(
                        at: token, message: "'\(specifier)' was a URL in \(urlLoader); Vite does not know .\(ext) as an asset, so the import fails",
                        fix: "'\(specifier)?url'")
                } else if rawIsEnough {
                    sink.report(
                        at: token, message: "'\(specifier)' was read as text by a webpack loader; in Vite add ?raw to import its text",
                        fix: "'\(specifier)?raw'")
                } else {
                    sink.report(
                        at: token, message: "'\(specifier)' was parsed by a webpack loader (.\(ext)); Vite needs a plugin, or ?raw and a parser",
                        fix: ext.lowercased().hasPrefix("g") ? "a GraphQL plugin (vite-plugin-graphql-loader) or gql`…` in code" : "a YAML plugin, or '\(specifier)?raw' and a YAML parser",
                        severity: .manualFix)
                }
            }
        }
    }

    struct UnknownExtension: Rule {
        let description = RuleDescription(
            id: "asset-unknown-ext", title: "Asset type Vite does not know",
            summary: "Imports of files whose extension is not one of Vite's known asset types, including known ones in upper case (`./photo.PNG`, `./scene.gltf`, `./data.csv`), and `.wasm` imports without `?init` or `?url`.",
            rationale: "webpack's file-loader rules matched any extension the config listed, often case-insensitively. Vite treats only its known asset types as assets (case-sensitively): any other import is parsed as JavaScript and fails.",
            defaultSeverity: .autoFixable,
            replacement: "`assetsInclude: ['**/*.PNG', '**/*.gltf']` in vite.config (the import is then a URL); a file a loader parsed (csv-loader, xml-loader) needs a plugin instead; a `.wasm` import `?url`, `?init` or vite-plugin-wasm.",
            sourceURL: "https://vite.dev/config/shared-options#assetsinclude",
            triggeringExamples: [
                "import hero from ⟦'./images/hero.PNG';",
                "import logo from ⟦'./logo.Svg';",
                "const model = require(⟦'../models/scene.gltf');",
                "import scene from ⟦'@/assets/scene.glb';",
                "import table from ⟦'world-data/countries.csv';",
                "import { hash } from ⟦'../wasm/hash.wasm';",
            ],
            nonTriggeringExamples: [
                "import hero from './images/hero.png';",
                "import App from './App.jsx';",
                "import styles from './App.module.scss';",
                "import font from './fonts/Inter.woff2';",
                "import init from './engine.wasm?init';",
                "import 'bootstrap/dist/css/bootstrap.min.css';",
                "import Button from '../components/Button.Component';",
                "import debounce from 'lodash.debounce';", "import x from 'pkg/dist/index.min';",
            ])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isBundled else { return }
            var resolver: ModuleResolver?
            for reference in loads(file) {
                if let specifier = reference.specifier, let token = reference.specifierToken,
                    fileExtension(of: specifier)?.lowercased() == "wasm" {
                    Self.reportWebAssembly(specifier, at: token, in: project, into: &sink)
                    continue
                }
                // A type the webpack config parsed or compiled (csv-loader, handlebars-loader): a URL is the wrong value.
                if !project.facts.loaderExtensions.isEmpty, let specifier = reference.specifier, let token = reference.specifierToken,
                    specifier.utf8.contains(UInt8(ascii: "/")), let ext = fileExtension(of: specifier).map(String.init),
                    rawTextTypes[ext.lowercased()] == nil, !handledTypes.contains(ext.lowercased()),
                    let loader = project.facts.loaderExtensions[ext.lowercased()] {
                    sink.report(
                        at: token, message: "'\(specifier)' was parsed by \(loader) in webpack; Vite has no loaders, so the import fails or yields a URL instead of the loaded value",
                        fix: Self.pluginFix(for: loader), severity: .manualFix)
                    continue
                }
                // Paths, aliases (`@/assets/scene.gltf`) and package files (`pkg/data/table.csv`): anything naming a file.
                guard let specifier = reference.specifier, let token = reference.specifierToken, specifier.utf8.contains(UInt8(ascii: "/")),
                    let ext = fileExtension(of: specifier).map(String.init), !knownAssetTypes.contains(ext),
                    !handledTypes.contains(ext.lowercased()), rawTextTypes[ext.lowercased()] == nil,
                    // A dotted module name (`./lodash.min`, `./api.v2`) is a script whose extension is left out: only
                    // file types of assets count.
                    knownAssetTypes.contains(ext.lowercased()) || Self.otherAssetTypes.contains(ext.lowercased()),
                    // A known type in any other case (`.PNG`, `.Svg`) is not one to Vite; an unknown one must look like a type.
                    knownAssetTypes.contains(ext.lowercased()) || Self.looksLikeFileType(ext)
                else { continue }
                // A dotted module name (`./api.v2` for `api.v2.js`) is a script whose extension is left out.
                if resolver == nil { resolver = ModuleResolver(files: project.filePaths, facts: project.facts) }
                if resolver?.resolve(specifier, from: file.path) != nil { continue }
                let upper = knownAssetTypes.contains(ext.lowercased())
                sink.report(
                    at: token,
                    message: upper
                        ? "'\(specifier)': Vite matches asset extensions case-sensitively, so .\(ext) is not an asset and the import fails"
                        : "'\(specifier)': .\(ext) is not an asset type Vite knows; the import fails unless assetsInclude lists it",
                    fix: "assetsInclude: ['**/*.\(ext)'] in vite.config" + (upper ? " (or rename the file to .\(ext.lowercased()))" : ""))
            }
        }

        /// A `.wasm` import without `?init` or `?url`: Vite refuses it (no WebAssembly ES module integration), where
        /// webpack 5 with `experiments.asyncWebAssembly` imported the module's exports and CRA 5 gave a URL.
        static func reportWebAssembly(_ specifier: String, at token: Int, in project: ProjectContext, into sink: inout FindingSink) {
            let refused = "Vite refuses a plain .wasm import (it does not support WebAssembly's ES module integration)"
            if let major = project.facts.majorVersion(of: "react-scripts"), major >= 5 {
                // CRA 5's catch-all asset rule made it a URL, which is what `?url` gives. CRA 4's file-loader did not:
                // webpack 4 typed a .wasm module as WebAssembly whatever loader ran, so a working import was its exports.
                sink.report(at: token, message: "'\(specifier)' was a URL in Create React App; \(refused), so the import fails", fix: "'\(specifier)?url'")
            } else {
                sink.report(
                    at: token,
                    message: "'\(specifier)': webpack instantiated the module and imported its exports (experiments.asyncWebAssembly), or gave its URL (an asset rule); \(refused), so the import fails",
                    fix: "vite-plugin-wasm in vite.config plugins to keep importing its exports, or import init from '\(specifier)?init' and read the instance's exports; '\(specifier)?url' where the import was a URL",
                    severity: .manualFix)
            }
        }

        /// A plugin that does what `loader` did, named where one is well known.
        static func pluginFix(for loader: String) -> String {
            switch loader {
            case "csv-loader", "dsv-loader": "@rollup/plugin-dsv in vite.config plugins (check the row shape csv-loader's options gave)"
            default: "a Vite plugin that does what \(loader) did"
            }
        }

        /// Asset types webpack configs loaded with file-loader or url-loader that Vite does not know.
        static let otherAssetTypes: Set<String> = [
            "gltf", "glb", "obj", "fbx", "stl", "hdr", "exr", "ktx", "ktx2", "basis", "dds", "tga", "tif", "tiff", "heic", "psd",
            "csv", "tsv", "xml", "geojson", "topojson", "bin", "dat", "zip", "gz", "ttc", "fnt", "atlas",
            "m4v", "ogv", "oga", "weba", "mkv", "avi", "aif", "aiff", "mid", "midi", "m3u8", "srt",
            "doc", "docx", "xls", "xlsx", "ppt", "pptx", "epub", "ics", "vcf", "swf", "eps",
        ]

        /// An extension that names a file type: short, and letters and digits only in one case.
        static func looksLikeFileType(_ ext: String) -> Bool {
            guard (1...5).contains(ext.count), ext.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return false }
            return ext == ext.lowercased() || ext == ext.uppercased()
        }
    }

    struct PublicReference: Rule {
        let description = RuleDescription(
            id: "asset-public-ref", title: "Import of a file in public/",
            summary: "Relative imports that reach into the project's `public/` folder (`import logo from '../public/logo.png'`).",
            rationale: "Vite serves `public/` as is at the site root and never bundles it: importing from it is an error in the build (and a warning in dev).",
            defaultSeverity: .autoFixable,
            replacement: "Refer to the file by its absolute URL (`'/logo.png'`; `import.meta.env.BASE_URL + 'logo.png'` when `base` is not `/`), or move it into `src/` and keep the import.",
            sourceURL: assetsGuide + "#the-public-directory",
            triggeringExamples: [
                RuleExample("import logo from ⟦'../public/logo.png';", fileName: "src/App.js"),
                RuleExample("const icon = require(⟦'../../public/icons/close.svg');", fileName: "src/components/Close.js"),
            ],
            nonTriggeringExamples: [
                RuleExample("import logo from './public/logo.png';", fileName: "src/App.js"),
                RuleExample("<img src=\"/logo.png\" alt=\"\" />;", fileName: "src/App.js"),
            ])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isBundled else { return }
            for reference in loads(file) {
                guard let specifier = reference.specifier, let token = reference.specifierToken,
                    specifier.utf8Contains("public/"), specifier.hasPrefix("./") || specifier.hasPrefix("../"),
                    let target = Self.resolve(specifier, from: file.path), target.hasPrefix("public/")
                else { continue }
                let url = "/" + target.dropFirst("public/".count)
                sink.report(
                    at: token, message: "'\(specifier)' imports from public/, which Vite serves at the site root and never bundles",
                    fix: "the URL '\(url)' (or move the file into src/)")
            }
            // A computed path into public/ (`` require(`../../public/img/cards/${image}.jpeg`) ``): the URL is a template.
            for reference in file.structure.modules where reference.specifier == nil && (reference.kind == .require || reference.kind == .dynamicImport) {
                guard let argument = reference.arguments.first, let shape = DynamicSpecifier(argument, in: file), let head = shape.head,
                    head.hasPrefix("./") || head.hasPrefix("../"), head.utf8Contains("public/"), let slash = head.lastIndex(of: "/"),
                    let folder = Self.resolve(String(head[..<slash]), from: file.path), folder == "public" || folder.hasPrefix("public/")
                else { continue }
                let tail = (shape.tail ?? "").split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
                let url = folder.dropFirst("public".count) + head[slash...] + "${…}" + tail
                sink.report(
                    at: argument.lowerBound, through: argument.upperBound - 1,
                    message: "\(file.excerpt(argument)) loads from public/, which Vite serves at the site root and never bundles",
                    fix: "the URL `\(url)` as a template string (or move the files into src/ and use import.meta.glob)")
            }
        }

        /// `specifier` joined to the importer's folder, relative to the scanned root; nil when it leaves the root.
        static func resolve(_ specifier: String, from importer: String) -> String? {
            var parts = importer.split(separator: "/", omittingEmptySubsequences: true).dropLast().map(String.init)
            for part in specifier.split(separator: "/", omittingEmptySubsequences: true) {
                switch part {
                case ".": continue
                case "..":
                    guard !parts.isEmpty else { return nil }
                    parts.removeLast()
                default: parts.append(String(part))
                }
            }
            return parts.joined(separator: "/")
        }
    }

    struct FileLoaderDefault: Rule {
        let description = RuleDescription(
            id: "asset-file-loader-default", title: "require(asset).default",
            summary: "`require('./logo.png').default`: code written for file-loader's `esModule` output, whose require returned a module object.",
            rationale: "Under Vite an asset is imported with `import`, and its default export is the URL itself: the `.default` member (and the `require`) must go.",
            defaultSeverity: .autoFixable,
            replacement: "`import logoUrl from './logo.png'` and use `logoUrl` directly.",
            sourceURL: assetsGuide + "#importing-asset-as-url",
            triggeringExamples: [
                "const logo = ⟦require('./logo.png').default;",
                "const Icon = () => <img src={⟦require('../icons/close.svg').default} alt=\"\" />;",
            ],
            nonTriggeringExamples: ["const lib = require('./lib').default;", "import logo from './logo.png';"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isBundled else { return }
            for reference in CommonJSRules.requires(file) where reference.memberAfterCall == "default" {
                guard let specifier = reference.specifier, Self.isFileAsset(specifier) else { continue }
                let close = reference.openParen.flatMap { file.structure.partner(of: $0) }
                sink.report(
                    at: reference.keywordToken, through: close.map { $0 + 2 },
                    message: "\("require('\(specifier)').default".codeSpan) read file-loader's module object; a Vite asset import is the URL itself",
                    fix: "import url from '\(specifier)' (no .default)")
            }
        }

        /// An asset file (image, media, font, …): not a stylesheet or JSON, which have no `.default` URL.
        static func isFileAsset(_ specifier: String) -> Bool {
            guard CommonJSRules.isAsset(specifier), let ext = fileExtension(of: specifier)?.lowercased() else { return false }
            return !handledTypes.contains(ext)
        }
    }

    /// The source half of `css-modules-by-config`: imports of stylesheets the config makes modules, and their
    /// `:global`/`:local` (StyleScanner runs it on stylesheets); the configuration half is `ConfigRules.cssModulesConfig`.
    struct CSSModuleImport: Rule {
        let description = RuleDescription(
            id: "css-modules-by-config", title: "CSS Modules enabled by loader config",
            summary: "css-loader's `modules` option (or craco's `style.css.loaderOptions.modules`) making every stylesheet a CSS module, at the option, at each import of a stylesheet not named `*.module.*` that reads its classes (a default or namespace binding used as an object, `styles.title`, or a named import, `import { title }`), and at the first `:global`/`:local` in such a stylesheet; where no option makes it a module, at each default or named import of it, which Vite 5+ rejects.",
            rationale: "Vite treats only `*.module.*` files as CSS Modules: under it `styles.title` is undefined, and since Vite 5 a default import of a plain stylesheet is not even allowed.",
            defaultSeverity: .autoFixable,
            category: .css,
            replacement: "Rename each such file to `*.module.css` (`.module.scss`, …) and update its imports.",
            sourceURL: "https://vite.dev/guide/features#css-modules",
            triggeringExamples: [
                "import styles from ⟦'./App.css';\nexport const App = () => <h1 className={styles.title}>Hi</h1>;",
                "import * as s from ⟦'../theme/button.scss';\nconst c = s['primary'];",
                "import t from ⟦'./t.scss';\nconst { root } = t;",
                RuleExample(".page ⟦:global(.ant-btn) { margin: 0; }\n:global(.body-locked) { overflow: hidden; }", fileName: "src/styles/global.scss"),
            ],
            nonTriggeringExamples: [
                "import styles from './App.module.css';\nconst c = styles.title;", "import './App.css';",
                "import styles from './App.css';\nexport default styles;",
                RuleExample(".page :global(.ant-btn) { margin: 0; }", fileName: "src/pages/Page.module.scss"),
                // A partial is compiled into the stylesheets that import it, modules among them.
                RuleExample(":global(.body-locked) { overflow: hidden; }", fileName: "src/styles/_helpers.scss"),
                RuleExample("/* :global(.x) */\n.a::before { content: ':global'; }", fileName: "src/styles/a.css"),
            ])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            if StyleRules.extensions.contains(file.fileExtension) {
                Self.checkModuleSyntax(file, in: project, into: &sink)
                return
            }
            let byPattern = project.facts.cssModuleFiles
            guard file.context.isBundled else { return }
            var resolver: ModuleResolver?
            for reference in file.structure.modules where reference.kind == .importDeclaration && !reference.isErased {
                guard let specifier = reference.specifier, let token = reference.specifierToken,
                    let ext = fileExtension(of: specifier), StyleRules.extensions.contains(ext.lowercased()),
                    !specifier.contains(".module.")
                else { continue }
                // The modules option covers the extensions its rule tests (`.scss` only, beside a plain `.css` rule).
                let extensions = project.facts.cssModuleExtensions
                let byConfig = project.facts.cssModulesByConfig && (extensions.isEmpty || extensions.contains(ext.lowercased()))
                var renamed = specifier.dropLast(ext.count) + "module." + ext
                // css-loader's modules: 'global' made it a module whose classes are global unless `:local`.
                var inGlobalMode = !byConfig && project.facts.cssGlobalModeExtensions.contains(ext.lowercased())
                var isModule = byConfig || inGlobalMode
                if !byPattern.isEmpty {
                    // modules.auto names the files that are modules: the path the import denotes decides.
                    if resolver == nil { resolver = ModuleResolver(files: project.filePaths, facts: project.facts) }
                    let bare = specifier.split(separator: "?", maxSplits: 1).first.map(String.init) ?? specifier
                    if let name = resolver?.candidates(bare, from: file.path).lazy.compactMap({ byPattern[$0] }).first,
                       let slash = bare.lastIndex(of: "/") {
                        renamed = bare[...slash] + name
                        isModule = true
                        inGlobalMode = false
                    }
                }
                // Neither the modules option nor modules.auto makes it a module: a plain stylesheet in webpack too.
                guard isModule else {
                    Self.reportPlainStylesheetBinding(reference, specifier: specifier, ext: ext, at: token, into: &sink)
                    continue
                }
                // A named import is a class name itself (`import { itemRow } from './Grid.css'`, webpack's exports).
                let namesAClass = reference.bindings.contains { $0.imported != "default" && $0.imported != "*" }
                let usedAsObject = reference.bindings.first(where: { $0.imported == "default" || $0.imported == "*" }).map { binding in
                    (file.structure.references[binding.local] ?? []).contains(where: { reference in
                        file.isPunct(reference + 1, ".") || file.isPunct(reference + 1, "[")
                            || (file.isPunct(reference - 1, "=") && file.isPunct(reference - 2, "}"))  // `const { root } = styles`
                    })
                } ?? false
                guard usedAsObject || namesAClass else { continue }
                sink.report(
                    at: token, message: "'\(specifier)' is a CSS module only through css-loader's modules option; Vite treats only *.module.* files as CSS Modules",
                    fix: "rename the file and import '\(renamed)'" + (inGlobalMode ? Self.globalModeNote : ""))
            }
        }

        /// `:global` / `:local` in a stylesheet the modules option made a module without the `.module.` name: Vite
        /// compiles it as plain CSS, which keeps `:global(.x)` as written, a selector no element matches (a Sass
        /// `:global { … }` block likewise), so its rules are lost without an error. One finding per file, at the first.
        static func checkModuleSyntax(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
            let ext = file.fileExtension.lowercased()
            guard file.context != .node, !name.hasPrefix("_"), !name.contains(".module.") else { return }
            let extensions = project.facts.cssModuleExtensions
            let renamed = project.facts.cssModuleFiles[file.path]
            let byConfig = renamed != nil || (project.facts.cssModulesByConfig && (extensions.isEmpty || extensions.contains(ext)))
            let inGlobalMode = !byConfig && project.facts.cssGlobalModeExtensions.contains(ext)
            guard byConfig || inGlobalMode else { return }
            let (code, inString) = StyleRules.withoutComments(file.lexed.bytes, lineComments: ext != "css")
            var uses: [(start: Int, word: String)] = []
            for word in [":global", ":local"] {
                for start in StyleRules.occurrences(of: word, in: code) where !inString[start] {
                    let after = start + word.utf8.count
                    if after < code.count, StyleRules.isNameByte(code[after]) { continue }  // `:global-x` is another name
                    uses.append((start, word))
                }
            }
            guard let first = uses.min(by: { $0.start < $1.start }), Self.mayBeImportedFromScripts(file.path, in: project) else { return }
            let newName = renamed ?? String(name.dropLast(ext.count)) + "module." + ext
            let more = uses.count > 1 ? " (and \(uses.count - 1) more :global/:local here)" : ""
            let rename = "rename the file to '\(newName)' and update its imports"
            let unwrap = "write the selectors without it (':global(.x)' → '.x')"
            // In global mode the `:local` classes are the file's exports, which only a CSS module keeps; without any,
            // the file is plain CSS to Vite too once `:global` goes.
            let fix = !inGlobalMode ? "\(rename), or \(unwrap)"
                : uses.contains(where: { $0.word == ":local" }) ? rename + Self.globalModeNote
                : "\(unwrap): css-loader's modules: 'global' kept every class global already"
            sink.report(
                from: Int32(first.start), to: Int32(first.start + first.word.utf8.count),
                message: "\(first.word)\(more) is CSS Modules syntax, which this stylesheet had through css-loader's modules option; Vite treats only *.module.* files as CSS Modules and keeps \(first.word) in plain CSS, where the selector matches nothing",
                fix: fix)
        }

        /// What a file css-loader's `modules: 'global'` made a module needs beside its new name: Vite's CSS Modules are
        /// local by default, which would rename the classes it left global.
        static let globalModeNote = "; css-loader's modules: 'global' left its classes global unless :local, where Vite makes a *.module.* file's classes local: keep them global with css: { modules: { scopeBehaviour: 'global' } } in vite.config (for every *.module.* file) or by writing them :global(.x)"

        /// Whether a scanned script imports the stylesheet at `path`. One that only other stylesheets `@import` is
        /// compiled into them (a `*.module.scss` among them keeps its `:global` working); true when the scan knows no
        /// script to ask (a stylesheet read alone). Asked only of stylesheets with `:global`/`:local`.
        static func mayBeImportedFromScripts(_ path: String, in project: ProjectContext) -> Bool {
            guard let graph = project.importGraph else { return true }
            let scripts = graph.summaries.filter { !StyleScanner.isStyleFile($0.path) }
            guard !scripts.isEmpty else { return true }
            let name = path.split(separator: "/").last.map(String.init) ?? path
            let stem = name.split(separator: ".").first.map(String.init) ?? name
            return scripts.contains { summary in
                summary.specifiers.contains { specifier in
                    specifier.contains(stem) && graph.resolver.candidates(specifier, from: summary.path).contains(path)
                }
            }
        }

        /// `import styles from './App.css'` where nothing makes the file a CSS module: webpack handed out an empty
        /// object (so `styles.title` was already undefined), while Vite 5 removed a plain stylesheet's default and named
        /// exports, so the import itself fails (`"default" is not exported`) and the page does not load.
        static func reportPlainStylesheetBinding(
            _ reference: ModuleReference, specifier: String, ext: Substring, at token: Int, into sink: inout FindingSink
        ) {
            // A namespace import of a module with no exports is allowed: an empty object, as webpack's was.
            guard let binding = reference.bindings.first(where: { $0.imported != "*" }) else { return }
            let imported = binding.imported == "default" ? "a default" : "a named"
            let rename = specifier.hasPrefix(".")
                ? "; if css-loader's modules option made it a CSS module, rename the file to '\(specifier.dropLast(ext.count))module.\(ext)' and import that"
                : ""
            sink.report(
                at: token,
                message: "'\(specifier)' is a plain stylesheet under Vite (only *.module.* files are CSS Modules), which has no exports since Vite 5: \(imported) import of it fails to build",
                fix: "import '\(specifier)' with no binding\(rename); '\(specifier)?inline' if the CSS text was wanted",
                severity: .blocker)
        }
    }
}
