import AuditModel
import JSLexer
import SourceStructure

/// Catalog section C: dynamic `import()` and globbing (`dyn-*`).
enum DynamicImportRules {
    static let all: [any Rule] = [
        FullyDynamic(), VariableHead(), NoExtension(), SameDirectory(), MultiSegment(), AliasHead(), MagicComments(),
        NewURLDynamic(), WorkerURL(),
    ]

    static let source = "https://vite.dev/guide/features#dynamic-import"

    /// Dynamic imports with a computed specifier, with their analysis.
    static func computedImports(_ file: SourceFile) -> [(ModuleReference, DynamicSpecifier)] {
        guard file.context.isTransformed else { return [] }
        return file.structure.modules.compactMap { reference in
            guard reference.kind == .dynamicImport, reference.specifier == nil, let argument = reference.arguments.first,
                let shape = DynamicSpecifier(argument, in: file)
            else { return nil }
            // `/* @vite-ignore */`: the author tells Vite the target is not to be bundled (an external URL), as the
            // rules' own fix advises; Vite leaves the import to the browser.
            if reference.comments.contains(where: { index in
                let comment = file.lexed.comments[index]
                return file.lexed.containsBytes("@vite-ignore", in: Int(comment.start)..<Int(comment.end))
            }) { return nil }
            return (reference, shape)
        }
    }

    static func argumentText(_ reference: ModuleReference, _ file: SourceFile) -> String {
        reference.arguments.first.map { file.excerpt($0) } ?? ""
    }

    static func isAlias(_ head: String, _ project: ProjectContext) -> Bool {
        project.facts.aliases.keys.contains { key in
            let bare = key.hasSuffix("$") ? String(key.dropLast()) : key
            return head.hasPrefix(bare + "/") || head == bare
        } || head.hasPrefix("@/") || head.hasPrefix("~/")
    }

    struct FullyDynamic: Rule {
        let description = RuleDescription(
            id: "dyn-import-fully-dynamic", title: "import() of a variable",
            summary: "`import(x)` where the whole specifier is a variable or call.",
            rationale: "Vite can only bundle dynamic imports whose path it can turn into a glob. A bare variable is left as is (with a warning) and fails at run time for application files.",
            defaultSeverity: .blocker,
            replacement: "`const pages = import.meta.glob('./pages/*.jsx'); pages[`./pages/${name}.jsx`]()`; `/* @vite-ignore */` only for real external URLs.",
            sourceURL: source,
            triggeringExamples: ["const load = (path) => ⟦import(path);", "const mod = await ⟦import(routes[name].module);"],
            nonTriggeringExamples: [
                "const mod = await import('./pages/Home.js');", "import(`./locales/${lang}.json`);",
                "const plugin = await import(/* @vite-ignore */ pluginURL);",
            ])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            for (reference, shape) in computedImports(file) where shape.isFullyDynamic {
                sink.report(
                    at: reference.keywordToken, through: reference.openParen.flatMap { file.structure.partner(of: $0) },
                    message: "\("import(\(argumentText(reference, file)))".codeSpan) has no static part; Vite cannot bundle the target",
                    fix: "import.meta.glob('./dir/*.ext') and index the map")
            }
        }
    }

    struct VariableHead: Rule {
        let description = RuleDescription(
            id: "dyn-import-var-head", title: "import() path starting with a variable",
            summary: "Template or concatenation whose first part is a variable or not a relative path (`` import(`${base}/x.js`) ``).",
            rationale: "Vite's dynamic-import-vars only handles specifiers starting with `./` or `../` (or an alias it can resolve).",
            defaultSeverity: .blocker,
            replacement: "Start the path with a static relative folder, or use an `import.meta.glob` map; a URL loaded at run time keeps `import(/* @vite-ignore */ url)`.",
            sourceURL: "https://github.com/rollup/plugins/tree/master/packages/dynamic-import-vars#limitations",
            triggeringExamples: ["const m = ⟦import(`${base}/widgets/${name}.js`);", "const m = ⟦import(dir + '/index.js');"],
            nonTriggeringExamples: ["const m = import(`./widgets/${name}.js`);"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            for (reference, shape) in computedImports(file) where !shape.isFullyDynamic {
                let head = shape.head ?? ""
                let isURL = DynamicImportRules.isURLHead(head)
                guard head.isEmpty || isURL || (!shape.isRelative && !head.hasPrefix("/") && !isAlias(head, project)) else { continue }
                let call = "import(\(argumentText(reference, file)))".codeSpan
                // A URL is the browser's to load: the import works as it is; Vite only warns until it is marked.
                sink.report(
                    at: reference.keywordToken, through: reference.openParen.flatMap { file.structure.partner(of: $0) },
                    message: isURL ? "\(call) loads a URL at run time; Vite leaves it to the browser but warns that it cannot analyse it"
                        : head.isEmpty ? "\(call) starts with a variable; Vite needs a static ./ or ../ head to glob"
                        : "\(call) starts with '\(head)', not ./ or ../; Vite cannot glob it",
                    fix: DynamicImportRules.variableHeadFix(head: head), severity: isURL ? .info : nil)
            }
        }
    }

    /// An absolute or protocol-relative URL (`https://cdn…/`, `//cdn…/`).
    static func isURLHead(_ head: String) -> Bool { ["http://", "https://", "//"].contains(where: head.hasPrefix) }

    /// A URL head is loaded by the browser as it is; a variable head may be a module of the app or such a URL.
    static func variableHeadFix(head: String) -> String {
        if isURLHead(head) { return "import(/* @vite-ignore */ …) leaves a URL to the browser's own import(), unbundled" }
        return head.isEmpty
            ? "a static relative folder head, or import.meta.glob; if it is a URL loaded at run time (another origin), import(/* @vite-ignore */ …)"
            : "a static relative folder head, or import.meta.glob"
    }

    struct NoExtension: Rule {
        let description = RuleDescription(
            id: "dyn-import-no-ext", title: "import() path without a file extension",
            summary: "`` import(`./locales/${l}`) `` whose static tail has no extension.",
            rationale: "webpack appended `resolve.extensions` while building its context; Vite's glob needs the extension in the pattern.",
            defaultSeverity: .autoFixable,
            replacement: "Add the extension (`` `./locales/${l}.js` ``); if files of several extensions match, use `import.meta.glob`.",
            sourceURL: "https://github.com/rollup/plugins/tree/master/packages/dynamic-import-vars#limitations",
            triggeringExamples: ["const messages = ⟦import(`./locales/${lang}`);", "const page = ⟦import('./pages/' + name);"],
            nonTriggeringExamples: ["const messages = import(`./locales/${lang}.json`);"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            for (reference, shape) in computedImports(file) where !shape.isFullyDynamic && !shape.hasExtension {
                guard let head = shape.head, shape.isRelative || isAlias(head, project) else { continue }
                sink.report(
                    at: reference.keywordToken, through: reference.openParen.flatMap { file.structure.partner(of: $0) },
                    message: "\("import(\(argumentText(reference, file)))".codeSpan) has no file extension; Vite's glob needs one (webpack added resolve.extensions)",
                    // Each variable part is one path segment; with several, the files as many folders down show it.
                    fix: Self.fix(head: head, tail: shape.tail ?? "", folders: shape.middleSlashes, file: file, project: project))
            }
        }

        /// Names the extension the target folder's files have (the catalog: list the directory to confirm a single
        /// one), or the several it has; the generic advice only when no file matches.
        static func fix(head: String, tail: String, folders: Int = 0, file: SourceFile, project: ProjectContext) -> String {
            let slash = head.lastIndex(of: "/")
            let folder = slash.map { String(head[..<$0]) } ?? head
            let namePrefix = slash.map { String(head[head.index(after: $0)...]) } ?? ""
            let resolver = ModuleResolver(files: project.filePaths, facts: project.facts)
            for base in resolver.candidates(folder, from: file.path) {
                let extensions = project.filePaths.extensions(after: (base.isEmpty ? "" : base + "/") + namePrefix, before: tail, folders: folders)
                if extensions.count == 1 {
                    return "add `\(extensions[0])`, the extension of the files it can reach in \(base.isEmpty ? "the project root" : base + "/")"
                }
                if !extensions.isEmpty {
                    let list = extensions.map { String($0.dropFirst()) }.joined(separator: ",")
                    return "the files it can reach in \(base.isEmpty ? "the project root" : base + "/") have \(extensions.joined(separator: ", ")): one import per extension, or import.meta.glob('\(folder)/\(namePrefix)\(String(repeating: "*/", count: folders))*\(tail).{\(list)}')"
                }
            }
            return "add the extension, e.g. `.js`"
        }
    }

    struct SameDirectory: Rule {
        let description = RuleDescription(
            id: "dyn-import-same-dir", title: "import() of a bare file name in the same folder",
            summary: "`` import(`./${name}.js`) ``: the static head is just `./`.",
            rationale: "Vite refuses a glob matching every file of the importer's own folder (it would include the importer); a file-name pattern is required.",
            defaultSeverity: .blocker,
            replacement: "Add a file-name pattern (`` `./page-${name}.js` ``) or move the files into a sub-folder.",
            sourceURL: "https://github.com/rollup/plugins/tree/master/packages/dynamic-import-vars#limitations",
            triggeringExamples: ["const m = ⟦import(`./${name}.js`);"],
            nonTriggeringExamples: ["const m = import(`./page-${name}.js`);", "const m = import(`./pages/${name}.js`);"])

        /// With a static extension, a glob of the folder's files of that kind (which leaves out the importer when
        /// the kinds differ) indexes them as they are; a file-name prefix or a sub-folder always does.
        static func fix(_ shape: DynamicSpecifier, importer: String, argument: String) -> String {
            let importerName = importer.split(separator: "/").last ?? ""
            let importerExtension = importerName.lastIndex(of: ".").map { String(importerName[$0...]) }
            guard shape.variableParts == 1, shape.hasExtension, let tail = shape.tail, !tail.contains("/"),
                let importerExtension, !tail.hasSuffix(importerExtension)
            else {
                return "a file-name prefix (`./page-${name}.js`) or a sub-folder"
            }
            // The map's keys are the paths as the import writes them: its own argument indexes it.
            return "import.meta.glob('./*\(tail)') and index the map (`files[\(argument)]()`), or a file-name prefix or a sub-folder"
        }

        /// Whether the glob Vite makes of the specifier is one it refuses: `./*.ext` (rollup's dynamicImportToGlob rejects
        /// exactly that, `/^\.\/\*\.\w+$/`), or `./*` before its missing extension is added. A variable followed by a
        /// `/` names a sub-folder (`./${lang}/app.js` globs `./*/app.js`), and a suffix (`./${name}-page.js`) is a
        /// file-name pattern: both are accepted.
        static func globsOwnFolder(_ shape: DynamicSpecifier) -> Bool {
            guard shape.head == "./", shape.middleSlashes == 0 else { return false }
            guard let tail = shape.tail, !tail.isEmpty else { return true }
            return tail.hasPrefix(".") && !tail.contains("/")
        }

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            for (reference, shape) in computedImports(file) where Self.globsOwnFolder(shape) {
                sink.report(
                    at: reference.keywordToken, through: reference.openParen.flatMap { file.structure.partner(of: $0) },
                    message: "\("import(\(argumentText(reference, file)))".codeSpan) globs the importer's own folder; Vite requires a file-name pattern",
                    fix: Self.fix(shape, importer: file.path, argument: argumentText(reference, file)))
            }
        }
    }

    struct MultiSegment: Rule {
        let description = RuleDescription(
            id: "dyn-import-multi-segment", title: "import() variable spanning folders",
            summary: "A computed import that reaches files only if a variable spans folders (`` `./pages/${name}.js` `` with pages/admin/Users.js), as webpack's recursive context did.",
            rationale: "In Vite each variable matches one path segment: \"variables only represent file names one level deep\". Files in sub-folders are not found at run time.",
            defaultSeverity: .manualFix,
            replacement: "`import.meta.glob('./dir/**/*.js')` and index the map with the full relative path.",
            sourceURL: "https://github.com/vitejs/vite/blob/main/packages/vite/src/node/plugins/dynamicImportVars.ts",
            triggeringExamples: [
                // The importer itself sits in a sub-folder of the folder it globs.
                RuleExample("const view = ⟦import(`../${name}.js`);", fileName: "src/pages/admin/loader.js"),
            ],
            nonTriggeringExamples: ["const m = import(`./pages/${name}.js`);", "const home = import('./pages/' + 'nested/home.js');"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            for (reference, shape) in computedImports(file) where shape.isRelative {
                guard let head = shape.head, let slash = head.lastIndex(of: "/") else { continue }
                let folder = String(head[..<slash])
                guard folder != "." else { continue }
                let base = ModuleResolver.join(ModuleResolver.directory(of: file.path), folder)
                let namePrefix = String(head[head.index(after: slash)...])
                let tail = shape.tail ?? ""
                // Each variable is one segment in Vite: only a target whose variable part spans a folder more than
                // the static text between the variables is missed (`./pages/${name}/index.js` reaching pages/a/b/index.js).
                guard project.filePaths.hasDeeperMatch(after: (base.isEmpty ? "" : base + "/") + namePrefix, before: tail, slashes: shape.middleSlashes)
                else { continue }
                sink.report(
                    at: reference.keywordToken, through: reference.openParen.flatMap { file.structure.partner(of: $0) },
                    message: "\("import(\(argumentText(reference, file)))".codeSpan) reaches files under \(base)/ only if a variable spans folders; Vite's variable matches one folder level only",
                    fix: "import.meta.glob(\(Self.globArgument(folder: folder, namePrefix: namePrefix, tail: tail))) map")
            }
        }

        /// The recursive glob that keeps the static suffix (`'./pages/**/*.js'`, `'./pages/**/*/index.js'`), and a
        /// file-name prefix, which belongs to the first folder level or the file name: two patterns then.
        static func globArgument(folder: String, namePrefix: String, tail: String) -> String {
            if namePrefix.isEmpty { return "'\(folder)/**/*\(tail)'" }
            return "['\(folder)/\(namePrefix)*\(tail)', '\(folder)/\(namePrefix)*/**/*\(tail)']"
        }
    }

    struct AliasHead: Rule {
        let description = RuleDescription(
            id: "dyn-import-alias-head", title: "import() path starting with an alias",
            summary: "`` import(`@/views/${v}.jsx`) ``: a computed import whose head is a configured alias.",
            rationale: "Vite 8 resolves the static head before globbing; older guidance (and Vite ≤ 4) required relative paths. Verify on the target Vite major.",
            defaultSeverity: .info,
            replacement: "Keep it on Vite ≥ 5 with the alias configured in `resolve.alias`; otherwise write the relative path.",
            sourceURL: "https://github.com/vitejs/vite/blob/main/packages/vite/src/node/plugins/dynamicImportVars.ts",
            triggeringExamples: ["const view = ⟦import(`@/views/${name}.jsx`);"],
            nonTriggeringExamples: ["const view = import(`./views/${name}.jsx`);"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            for (reference, shape) in computedImports(file) {
                // An alias vite.config already sets is resolved before globbing: nothing to do.
                guard let head = shape.head, !head.isEmpty, !shape.isRelative, isAlias(head, project), project.facts.viteSettings(for: file.context)?.aliases(head) != true else { continue }
                sink.report(
                    at: reference.keywordToken, through: reference.openParen.flatMap { file.structure.partner(of: $0) },
                    message: "\("import(\(argumentText(reference, file)))".codeSpan) starts with an alias; Vite \(project.facts.targetViteMajor) must resolve it before globbing (configure resolve.alias)",
                    fix: "resolve.alias for the prefix, or a relative path")
            }
        }
    }

    struct MagicComments: Rule {
        let description = RuleDescription(
            id: "dyn-magic-comments", title: "webpack magic comment",
            summary: "`/* webpackChunkName: … */`, `webpackPrefetch`, `webpackMode`, `webpackInclude`, `webpackIgnore`, … inside `import()`.",
            rationale: "Vite ignores webpack's magic comments: chunk names, prefetching and context filtering silently stop applying. `webpackMode: 'eager'|'weak'|'lazy-once'` and `webpackInclude/Exclude` change behaviour.",
            defaultSeverity: .info,
            replacement: "Chunk names via `build.rolldownOptions.output` (`build.rollupOptions.output` on Vite ≤7); include/exclude via glob patterns (negative `!` patterns); `webpackIgnore: true` → `/* @vite-ignore */`.",
            sourceURL: "https://webpack.js.org/api/module-methods/#magic-comments",
            triggeringExamples: [
                "const Home = lazy(() => import(⟦/* webpackChunkName: \"home\" */ './Home'));",
                "import(⟦/* webpackMode: \"eager\" */ `./locales/${l}.json`);",
            ],
            nonTriggeringExamples: ["import(/* @vite-ignore */ url);", "import('./Home' /* a note */);"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isTransformed else { return }
            for reference in file.structure.modules where reference.kind == .dynamicImport {
                for index in reference.comments {
                    let comment = file.lexed.comments[index]
                    let text = file.lexed.text(comment)
                    let keys = Self.magicKeys(in: text)
                    guard !keys.isEmpty else { continue }
                    var severity = Severity.info
                    if keys.contains("webpackInclude") || keys.contains("webpackExclude")
                        || (keys.contains("webpackMode") && !text.contains("\"lazy\"") && !text.contains("'lazy'"))
                    {
                        severity = .manualFix
                    } else if keys.contains("webpackIgnore") {
                        severity = .autoFixable
                    }
                    sink.report(
                        from: comment.start, to: comment.end,
                        message: "\(keys.joined(separator: ", ")) is a webpack magic comment; Vite ignores it",
                        fix: Self.magicCommentFix(keys: keys, comment: text, viteMajor: project.facts.targetViteMajor),
                        severity: severity)
                }
            }
        }

        /// What replaces each key the comment holds, in its order: an eager mode wants a static import, not a chunk name.
        /// Chunk options are Rolldown's on Vite 8 (`codeSplitting`) and Rollup's before (`manualChunks`).
        static func magicCommentFix(keys: [String], comment: String, viteMajor: Int) -> String {
            var parts: [String] = []
            for key in keys {
                let part: String
                switch key {
                case "webpackIgnore": part = "/* @vite-ignore */"
                case "webpackMode" where modeValue(in: comment) == "eager":
                    part = "a static import (or import.meta.glob(…, { eager: true }) for a pattern): Vite keeps import() lazy"
                case "webpackMode" where ["weak", "lazy-once"].contains(modeValue(in: comment)):
                    part = "import.meta.glob for the files it may load: Vite has no weak or lazy-once mode"
                case "webpackMode": continue  // "lazy" is what Vite does
                case "webpackInclude", "webpackExclude": part = "an import.meta.glob pattern naming the files to include or exclude"
                case "webpackPrefetch", "webpackPreload": part = "nothing for preloading (Vite preloads an import's dependencies), or a <link rel=\"prefetch\">"
                default:
                    part = viteMajor >= 8
                        ? "build.rolldownOptions.output (chunkFileNames, codeSplitting) for chunk names"
                        : "build.rollupOptions.output (chunkFileNames, manualChunks) for chunk names"
                }
                if !parts.contains(part) { parts.append(part) }
            }
            return parts.isEmpty ? "remove the comment" : parts.joined(separator: "; ")
        }

        /// The quoted value of `webpackMode:` in a comment (`"eager"` → eager); not a chunk name that merely holds the word.
        static func modeValue(in comment: String) -> String? {
            guard let key = comment.range(of: "webpackMode") else { return nil }
            let rest = comment[key.upperBound...].drop { $0 == " " || $0 == ":" }
            guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
            return String(rest.dropFirst().prefix { $0 != quote })
        }

        /// `webpackChunkName:`-style keys (webpack + capitalised word + colon) in a comment.
        static func magicKeys(in text: String) -> [String] {
            var keys: [String] = []
            var rest = Substring(text)
            while let range = rest.range(of: "webpack") {
                var end = range.upperBound
                while end < rest.endIndex, rest[end].isLetter || rest[end].isNumber { end = rest.index(after: end) }
                let key = rest[range.lowerBound..<end]
                var after = end
                while after < rest.endIndex, rest[after] == " " { after = rest.index(after: after) }
                if key.count > 7, key[key.index(key.startIndex, offsetBy: 7)].isUppercase, after < rest.endIndex, rest[after] == ":" {
                    keys.append(String(key))
                }
                rest = rest[end...]
            }
            return keys
        }
    }

    /// `new URL(…)` calls with `import.meta.url` as base: the `new` token and the argument ranges.
    static func newURLs(_ file: SourceFile) -> [(Int, [Range<Int>])] {
        var result: [(Int, [Range<Int>])] = []
        for index in file.structure.references["URL"] ?? [] where file.isWord(index - 1, "new") && file.isPunct(index + 1, "(") {
            let arguments = file.structure.arguments(ofCallAt: index + 1, in: file.lexed)
            guard arguments.count == 2, file.source(arguments[1]).filter({ !$0.isWhitespace }) == "import.meta.url" else { continue }
            result.append((index - 1, arguments))
        }
        return result
    }

    struct NewURLDynamic: Rule {
        let description = RuleDescription(
            id: "dyn-new-url-dynamic", title: "new URL(variable, import.meta.url)",
            summary: "`new URL(x, import.meta.url)` whose first argument is not a literal or a template with a static head (a concatenation included).",
            rationale: "Vite rewrites `new URL(…, import.meta.url)` only for static strings or templates with a static relative head; a variable is left as is and points at a file that is not in the build.",
            defaultSeverity: .blocker,
            replacement: "`` new URL(`./img/${name}.png`, import.meta.url) `` or an `import.meta.glob` map with `query: '?url'`.",
            sourceURL: "https://vite.dev/guide/assets#new-url-url-import-meta-url",
            triggeringExamples: ["const src = ⟦new URL(file, import.meta.url).href;", "const flag = ⟦new URL('./flags/' + code + '.svg', import.meta.url).href;"],
            nonTriggeringExamples: ["const src = new URL(`./img/${name}.png`, import.meta.url).href;", "const u = new URL(path, location.origin);"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isTransformed else { return }
            for (start, arguments) in newURLs(file) {
                let first = arguments[0]
                if file.literal(first) != nil { continue }
                if let shape = DynamicSpecifier(first, in: file), shape.isRelative {
                    guard let template = shape.concatenationAsTemplate else { continue }
                    // Vite's rewrite matches one string or template literal: a concatenation stays a run-time URL
                    // next to the source file, which works in dev and is missing from the build.
                    sink.report(
                        at: start, message: "\("new URL(\(file.excerpt(first)), import.meta.url)".codeSpan) builds its path by concatenation; Vite rewrites only a string or template literal, so the file is missing from the build",
                        fix: "new URL(\(template), import.meta.url)")
                    continue
                }
                if let template = DynamicSpecifier.literalsOnlyTemplate(first, in: file) {
                    // `'./img/' + 'logo.png'` is static, but Vite's rewrite does not read a concatenation either.
                    sink.report(
                        at: start, message: "\("new URL(\(file.excerpt(first)), import.meta.url)".codeSpan) builds its path by concatenation; Vite rewrites only a string or template literal, so the file is missing from the build",
                        fix: "new URL(\(template), import.meta.url)")
                    continue
                }
                sink.report(
                    at: start, message: "\("new URL(\(file.excerpt(first)), import.meta.url)".codeSpan) has no static relative part; Vite cannot include the file",
                    fix: "a template with a static ./ head, or import.meta.glob with query '?url'")
            }
        }
    }

    struct WorkerURL: Rule {
        let description = RuleDescription(
            id: "dyn-worker-url", title: "Worker from new URL (supported)",
            summary: "`new Worker(new URL('./w.js', import.meta.url))` (webpack 5 style), and a Worker built from a `const` holding such a URL.",
            rationale: "Vite supports this form as written when `new URL` is inline and the options are literals. From a variable, the file is a plain asset URL: Vite does not bundle it as a worker, so its imports are not processed.",
            defaultSeverity: .info,
            replacement: "Keep it; add `{ type: 'module' }` for ES-module workers. Write a `new URL` held in a variable inline.",
            sourceURL: "https://vite.dev/guide/features#web-workers",
            triggeringExamples: [
                "const worker = ⟦new Worker(new URL('./parse.worker.js', import.meta.url));",
                "const url = new URL('./parse.worker.js', import.meta.url);\nconst worker = ⟦new Worker(url, { type: 'module' });",
            ],
            nonTriggeringExamples: ["const worker = new Worker('/static/worker.js');", "const start = (url) => new Worker(url);"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context.isTransformed else { return }
            // `const url = new URL('./w.js', import.meta.url)`: the declared name's token → the `new URL(…)` text.
            var heldURLs: [Int: String] = [:]
            for (start, arguments) in newURLs(file) where file.literal(arguments[0]) != nil {
                guard let close = file.structure.partner(of: start + 2),
                    let declaration = file.constDeclaration(initializedBy: start, through: close)
                else { continue }
                heldURLs[declaration.tokenIndex] = file.excerpt(start..<(close + 1))
            }
            for name in ["Worker", "SharedWorker"] {
                for index in file.structure.references[name] ?? [] where file.isWord(index - 1, "new") && file.isPunct(index + 1, "(") {
                    let arguments = file.structure.arguments(ofCallAt: index + 1, in: file.lexed)
                    guard let first = arguments.first else { continue }
                    let options = arguments.count > 1 ? file.excerpt(arguments[1]) : nil
                    if file.isWord(first.lowerBound, "new"), file.isWord(first.lowerBound + 1, "URL") {
                        sink.report(
                            at: index - 1, message: "new \(name)(new URL(…, import.meta.url)) is supported by Vite as written",
                            fix: Self.moduleTypeFix(name: name, url: file.excerpt(first), options: options))
                        continue
                    }
                    guard first.count == 1, let variable = file.word(first.lowerBound),
                        let declaration = file.structure.declaration(of: variable, at: first.lowerBound), let url = heldURLs[declaration.tokenIndex]
                    else { continue }
                    sink.report(
                        at: index - 1,
                        message: "new \(name)(\(variable)) takes its URL from a variable; Vite bundles a worker only when new URL(…, import.meta.url) is written inline",
                        fix: "new \(name)(\(url)\(options.map { ", " + $0 } ?? ""))", severity: .manualFix)
                }
            }
        }

        /// What the explain text promises: `{ type: 'module' }` for an ES-module worker, unless its options name a type.
        static func moduleTypeFix(name: String, url: String, options: String?) -> String {
            guard let options else { return "keep it; for an ES-module worker: new \(name)(\(url), { type: 'module' })" }
            return options.contains("type") ? "keep it as written" : "keep it; for an ES-module worker add type: 'module' to its options"
        }
    }
}
