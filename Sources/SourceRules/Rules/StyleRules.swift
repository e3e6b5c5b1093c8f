import AuditModel
import JSLexer
import SourceStructure

/// Rules over stylesheets: `~` module imports (catalog section D, `wp-tilde-import`), ICSS exports and `url()`
/// with a variable (section E).
enum StyleRules {
    static let all: [any Rule] = [TildeImport(), ICSSExport(), URLVariable()]

    /// The stylesheet's bytes with comments blanked out (newlines kept, so that offsets and lines stay true), and
    /// for each byte whether it lies inside a quoted string.
    static func withoutComments(_ bytes: [UInt8], lineComments: Bool) -> (code: [UInt8], inString: [Bool]) {
        var result = bytes
        var inString = [Bool](repeating: false, count: bytes.count)
        var index = 0
        var quote: UInt8?
        while index < result.count {
            let byte = result[index]
            if let open = quote {
                inString[index] = true
                if byte == UInt8(ascii: "\\"), index + 1 < result.count {
                    inString[index + 1] = true
                    index += 2
                    continue
                }
                if byte == open || byte == 0x0A { quote = nil }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
                inString[index] = true
            } else if byte == UInt8(ascii: "/"), index + 1 < result.count, result[index + 1] == UInt8(ascii: "*") {
                var cursor = index
                // The closing `*/` is looked for in the original bytes: the copy's are blanked on the way.
                while cursor < result.count, !(cursor >= index + 4 && bytes[cursor - 1] == UInt8(ascii: "/") && bytes[cursor - 2] == UInt8(ascii: "*")) {
                    if result[cursor] != 0x0A { result[cursor] = 0x20 }
                    cursor += 1
                }
                index = cursor
                continue
            } else if lineComments, byte == UInt8(ascii: "/"), index + 1 < result.count, result[index + 1] == UInt8(ascii: "/"),
                index == 0 || result[index - 1] != UInt8(ascii: ":")
            {
                while index < result.count, result[index] != 0x0A {
                    result[index] = 0x20
                    index += 1
                }
                continue
            }
            index += 1
        }
        return (result, inString)
    }

    /// A byte of a CSS name (letters, digits, `-`, `_`): a keyword preceded by one is part of a longer name.
    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    /// Offsets where `word` starts in `bytes` (plain byte comparison).
    static func occurrences(of word: String, in bytes: [UInt8]) -> [Int] {
        let needle = Array(word.utf8)
        guard !needle.isEmpty, bytes.count >= needle.count else { return [] }
        return (0...(bytes.count - needle.count)).filter { start in
            bytes[start] == needle[0] && bytes[start..<(start + needle.count)].elementsEqual(needle)
        }
    }

    struct ICSSExport: Rule {
        let description = RuleDescription(
            id: "css-icss-export", title: "ICSS :export and composes from a package",
            summary: "`:export { … }` blocks (Sass variables shared with JavaScript) and `composes: x from 'pkg/…'` in stylesheets.",
            rationale: "css-loader implemented ICSS for every stylesheet it treated as a module. Vite's postcss-modules supports both only in `*.module.*` files, and resolves `composes … from` a package differently: the exported values can silently come out `undefined`.",
            defaultSeverity: .manualFix,
            replacement: "Keep `:export` in a `*.module.scss` file and import it as a CSS module (`import vars from './vars.module.scss'`); check that each `composes … from` a package resolves under Vite.",
            sourceURL: "https://vite.dev/guide/features#css-modules",
            triggeringExamples: [
                RuleExample("$primary: #0af;\n⟦:export {\n  primary: $primary;\n}", fileName: "src/styles/variables.scss"),
                RuleExample(".button {\n  ⟦composes: base from 'ui-kit/styles/button.css';\n}", fileName: "src/Button.module.css"),
            ],
            nonTriggeringExamples: [
                RuleExample("/* :export { a: b; } */\n.title { composes: heading from './type.css'; }", fileName: "src/App.module.css"),
                RuleExample("$primary: #0af;\n:export { primary: $primary; }", fileName: "src/styles/colors.module.scss"),
            ])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard StyleRules.extensions.contains(file.fileExtension), file.context != .node else { return }
            let (code, inString) = StyleRules.withoutComments(file.lexed.bytes, lineComments: file.fileExtension != "css")
            // In a `*.module.*` file Vite's postcss-modules supports `:export` as css-loader did.
            let isModuleFile = file.path.contains(".module.")
            for start in StyleRules.occurrences(of: ":export", in: code) where !inString[start] && !isModuleFile {
                var cursor = start + 7
                while cursor < code.count, code[cursor] == 0x20 || code[cursor] == 0x09 || code[cursor] == 0x0A || code[cursor] == 0x0D { cursor += 1 }
                guard cursor < code.count, code[cursor] == UInt8(ascii: "{"), start == 0 || !StyleRules.isNameByte(code[start - 1]) else { continue }
                sink.report(
                    from: Int32(start), to: Int32(start + 7),
                    message: ":export shares values with JavaScript through css-loader's ICSS; Vite supports it only in *.module.* files",
                    fix: "move it to a *.module.\(file.fileExtension) file and import that as a CSS module")
            }
            for start in StyleRules.occurrences(of: "composes", in: code) where !inString[start] && (start == 0 || !StyleRules.isNameByte(code[start - 1])) {
                let lineEnd = code[start...].firstIndex(where: { $0 == UInt8(ascii: ";") || $0 == 0x0A || $0 == UInt8(ascii: "}") }) ?? code.count
                let declaration = String(decoding: code[start..<lineEnd], as: UTF8.self)
                guard let from = declaration.range(of: " from "), let quote = declaration[from.upperBound...].first(where: { $0 == "'" || $0 == "\"" }) else { continue }
                let source = declaration[from.upperBound...].drop { $0 != quote }.dropFirst().prefix { $0 != quote }
                guard !source.hasPrefix("."), !source.hasPrefix("/"), !source.isEmpty else { continue }
                sink.report(
                    from: Int32(start), to: Int32(lineEnd),
                    message: "composes from the package '\(source)' is resolved by css-loader; check that Vite's postcss-modules resolves it",
                    fix: "a relative path, or an alias Vite resolves")
            }
        }
    }

    struct URLVariable: Rule {
        let description = RuleDescription(
            id: "css-url-variable", title: "url() starting with a variable",
            summary: "`url($var)`, `url(#{$x}/a.png)` and `url(@var)` in Sass and Less files.",
            rationale: "Vite rebases the relative `url()`s of an imported Sass or Less file to the importing file, but cannot rebase one that starts with a variable or interpolation: the URL then resolves against the wrong folder.",
            defaultSeverity: .manualFix,
            replacement: "Start the URL with a literal path (`url('../img/' + $name)` → a path relative to the file that defines it), use an alias (`url('@/assets/…')`), or move the asset to `public/` and use an absolute URL.",
            sourceURL: "https://vite.dev/guide/features#css-pre-processors",
            triggeringExamples: [
                RuleExample("$img: '../images';\n.hero { background: ⟦url($img + '/hero.png'); }", fileName: "src/styles/hero.scss"),
                RuleExample(".icon { background-image: ⟦url(\"#{$icons}/close.svg\"); }", fileName: "src/styles/icons.scss"),
                RuleExample("@bg: '../img/bg.png';\n.page { background: ⟦url(@bg); }", fileName: "src/styles/page.less"),
                RuleExample(".f { background: ⟦url(~'@{cdn}/a.png'); }", fileName: "src/styles/cdn.less"),
            ],
            nonTriggeringExamples: [
                RuleExample(".hero { background: url('../images/hero.png'); }\n// url($old)", fileName: "src/styles/hero.scss"),
                RuleExample(".a { background: url(var(--bg)); }", fileName: "src/styles/a.css"),
                // An absolute URL is left alone by Vite: nothing to rebase.
                RuleExample("$cdn: 'https://cdn.example.com/img';\n.hero { background: url($cdn + '/hero.png'); }", fileName: "src/styles/cdn.scss"),
                RuleExample("@static: \"/static\";\n.logo { background: url(\"@{static}/logo.svg\"); }", fileName: "src/styles/logo.less"),
            ])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard ["scss", "sass", "less"].contains(file.fileExtension), file.context != .node else { return }
            let (code, inString) = StyleRules.withoutComments(file.lexed.bytes, lineComments: true)
            for start in StyleRules.occurrences(of: "url(", in: code) where !inString[start] && (start == 0 || !StyleRules.isNameByte(code[start - 1])) {
                var cursor = start + 4
                while cursor < code.count, code[cursor] == 0x20 || code[cursor] == 0x09 { cursor += 1 }
                if cursor < code.count, code[cursor] == UInt8(ascii: "~") { cursor += 1 }  // Less's escape: `url(~'@{cdn}/a.png')`
                if cursor < code.count, code[cursor] == UInt8(ascii: "'") || code[cursor] == UInt8(ascii: "\"") { cursor += 1 }
                guard cursor < code.count else { continue }
                let startsWithVariable = code[cursor] == UInt8(ascii: "$") || code[cursor] == UInt8(ascii: "@")
                    || (code[cursor] == UInt8(ascii: "#") && cursor + 1 < code.count && code[cursor + 1] == UInt8(ascii: "{"))
                guard startsWithVariable else { continue }
                // A variable this file sets only to absolute URLs (`$cdn: 'https://…'`, `@static: "/static"`) needs no rebasing.
                if let name = Self.variableName(in: code, at: cursor), Self.holdsOnlyAbsoluteURLs(name, in: code) { continue }
                let close = code[start...].firstIndex(of: UInt8(ascii: ")")).map { $0 + 1 } ?? (start + 4)
                sink.report(
                    from: Int32(start), to: Int32(close),
                    message: "url() starting with a variable cannot be rebased by Vite when this file is imported from another folder",
                    fix: "a literal relative path, an alias, or an absolute URL to public/")
            }
        }

        /// The variable a url() starts with at `cursor`, with its sigil: `$img` (Sass), `@bg` (Less), and the variable of an
        /// interpolation, `#{$icons}` (Sass) or `@{cdn}` (Less). Nil for anything more involved.
        static func variableName(in code: [UInt8], at cursor: Int) -> [UInt8]? {
            var index = cursor
            var sigil = code[index]
            if sigil == UInt8(ascii: "#") { index += 2; sigil = index < code.count ? code[index] : 0 }  // `#{$x}`
            guard sigil == UInt8(ascii: "$") || sigil == UInt8(ascii: "@") else { return nil }
            index += 1
            if sigil == UInt8(ascii: "@"), index < code.count, code[index] == UInt8(ascii: "{") { index += 1 }  // `@{x}`
            let nameStart = index
            while index < code.count, StyleRules.isNameByte(code[index]) { index += 1 }
            guard index > nameStart else { return nil }
            return [sigil] + code[nameStart..<index]
        }

        /// Whether every assignment of `name` in this file (`$name: value` or `@name: value`, at the start of a statement)
        /// is an absolute URL or path (`/`, `//`, `http:`, `https:`, `data:`), and there is one: a variable set elsewhere
        /// (a shared `_variables.scss`) is not known here.
        static func holdsOnlyAbsoluteURLs(_ name: [UInt8], in code: [UInt8]) -> Bool {
            var assignments = 0
            var start = 0
            while let found = code[start...].firstRange(of: name) {
                start = found.upperBound
                // The whole name, at a statement's start: `$cdn-url` is another variable, `a$cdn` no assignment.
                guard found.upperBound >= code.count || !StyleRules.isNameByte(code[found.upperBound]) else { continue }
                var before = found.lowerBound - 1
                while before >= 0, code[before] == 0x20 || code[before] == 0x09 { before -= 1 }
                guard before < 0 || [UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"), 0x0A, 0x0D].contains(code[before]) else { continue }
                var index = found.upperBound
                while index < code.count, code[index] == 0x20 || code[index] == 0x09 { index += 1 }
                guard index < code.count, code[index] == UInt8(ascii: ":") else { continue }
                index += 1
                while index < code.count, code[index] == 0x20 || code[index] == 0x09 || code[index] == UInt8(ascii: "'") || code[index] == UInt8(ascii: "\"") { index += 1 }
                assignments += 1
                let value = code[index..<min(index + 8, code.count)]
                let absolute = ["/", "http:", "https:", "data:"].contains { value.starts(with: Array($0.utf8)) }
                guard absolute else { return false }
            }
            return assignments > 0
        }
    }

    static let extensions: Set<String> = ["css", "scss", "sass", "less", "styl"]

    struct TildeImport: Rule {
        let description = RuleDescription(
            id: "wp-tilde-import", title: "~ import in a stylesheet",
            summary: "`@import '~pkg/…'`, `@use '~pkg'`, `@forward`, and `url(~…)` in `.css`/`.scss`/`.sass`/`.less` files.",
            rationale: "The `~` prefix told webpack's css-loader/sass-loader to resolve from `node_modules`; Vite's CSS pipeline does not understand it and the import fails to resolve.",
            defaultSeverity: .autoFixable,
            replacement: "Remove the `~` (`@import 'bootstrap/scss/bootstrap'`), or alias `{ find: /^~([^/])/, replacement: '$1' }` (`~@` needs its own alias first).",
            sourceURL: "https://create-react-app.dev/docs/adding-a-sass-stylesheet",
            triggeringExamples: [
                RuleExample("⟦@import '~normalize.css/normalize';\n@import './variables';\n.a { color: red; }", fileName: "src/styles/main.scss"),
                RuleExample("⟦@use \"~bootstrap/scss/functions\" as fn;", fileName: "src/styles/theme.scss"),
            ],
            nonTriggeringExamples: [
                RuleExample("@import 'normalize.css/normalize';\n/* @import '~old'; */\n// @import '~older';\n.a { width: calc(100% - 2px); }", fileName: "src/styles/main.scss"),
            ])

        /// What a stylesheet import may leave implied: its extension, Sass's partial `_`, an index file.
        static let implied = ["scss", "sass", "css", "less", "styl"]

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard StyleRules.extensions.contains(file.fileExtension), file.context != .node else { return }
            let bytes = file.lexed.bytes
            for (start, end, tilde, target) in StyleScanner.tildeImports(bytes, lineComments: file.fileExtension != "css") {
                let written = Self.Rewrite(bytes: bytes, start: Int(start), end: Int(end), tilde: Int(tilde), target: target)
                if let (folder, found) = Self.moduleDirectory(holding: target, in: project) {
                    // Load paths serve @import/@use only: a url() without its ~ is resolved against the stylesheet.
                    let isURL = bytes[Int(start)...].starts(with: "url(".utf8)
                    sink.report(
                        from: start, to: end,
                        message: "'~\(target)' names \(found), a project file webpack found through resolve.modules/baseUrl, not a package; Vite resolves neither ~ nor baseUrl in stylesheets",
                        fix: isURL
                            ? Self.urlFix(written, found: found, folder: folder, stylesheet: file.path, project: project)
                            : Self.localFix(written, folder: folder, fileExtension: file.fileExtension, project: project))
                } else {
                    sink.report(
                        from: start, to: end,
                        message: "'~\(target)' relies on webpack's ~ (node_modules) prefix; Vite cannot resolve it",
                        fix: file.fileExtension == "styl"
                            ? "\(written.with(target)) (drop the ~; Vite resolves no alias in Stylus, and looks in node_modules)"
                            : "\(written.with(target)) (drop the ~) or a ~ alias in resolve.alias")
                }
            }
        }

        /// A finding's span as written, with its `~target` swappable: a fix starts with code that replaces the
        /// whole span (`@import (reference) 'antd/lib/x'`, `url('../img/bg.png')`).
        struct Rewrite {
            /// The span before the `~`, blanks and line ends each run shown as one space (an at-rule over lines).
            let before: String
            /// The span after the target: its closing quote, and `)` for a url().
            let after: String
            let target: String

            init(bytes: [UInt8], start: Int, end: Int, tilde: Int, target: String) {
                let blanks: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
                var before: [UInt8] = []
                for byte in bytes[start..<tilde] where !(blanks.contains(byte) && before.last.map(blanks.contains) == true) {
                    before.append(blanks.contains(byte) ? 0x20 : byte)
                }
                self.before = String(decoding: before, as: UTF8.self)
                self.after = String(decoding: bytes[min(tilde + 1 + target.utf8.count, end)..<end], as: UTF8.self)
                self.target = target
            }

            /// The span with `~target` replaced by `path`.
            func with(_ path: String) -> String { before + path + after }
        }

        /// The module directory (`src`) where `target` is a project file, and that file, when no dependency of that
        /// name comes first (webpack's resolve.modules lists node_modules before baseUrl/NODE_PATH folders).
        static func moduleDirectory(holding target: String, in project: ProjectContext) -> (folder: String, file: String)? {
            let package = WebpackRules.ResolveModules.packageName(target)
            guard !target.hasPrefix("@/"), !project.facts.hasPackage(package) else { return nil }
            let files = project.filePaths.includingListedFiles()
            let bare = String(target.prefix { $0 != "?" && $0 != "#" })
            for folder in project.facts.moduleDirectories.map(ModuleResolver.normalise) {
                let base = ModuleResolver.join(folder, bare)
                let directory = ModuleResolver.directory(of: base)
                let name = String(base.dropFirst(directory.isEmpty ? 0 : directory.count + 1))
                let partial = (directory.isEmpty ? "" : directory + "/") + "_" + name
                if files.contains(base) { return (folder, base) }
                for ext in implied {
                    for candidate in [base + "." + ext, partial + "." + ext, base + "/index." + ext, base + "/_index." + ext] where files.contains(candidate) {
                        return (folder, candidate)
                    }
                }
            }
            return nil
        }

        /// An alias for the module directory (the project's own, if one names it), or the preprocessor's load paths.
        static func localFix(_ written: Rewrite, folder: String, fileExtension: String, project: ProjectContext) -> String {
            var fix = aliasFix(written, folder: folder, project: project)
            let dropped = written.with(written.target)
            switch fileExtension {
            case "scss", "sass": fix += ", or \(dropped) (drop the ~) with css.preprocessorOptions.\(fileExtension).loadPaths: ['\(folder)']"
            case "less": fix += ", or \(dropped) (drop the ~) with css.preprocessorOptions.less.paths: ['\(folder)']"
            // Vite applies no alias to Stylus imports; its own `paths: ['node_modules']` gives way to the option.
            case "styl": return "\(dropped) (drop the ~) with css.preprocessorOptions.styl.paths: ['node_modules', '\(folder)']"
            default: break
            }
            return fix
        }

        /// For a `url(~…)`: the alias, or the file's path relative to the stylesheet (Vite rebases relative url()s).
        static func urlFix(_ written: Rewrite, found: String, folder: String, stylesheet: String, project: ProjectContext) -> String {
            // A `?#iefix` or `#id` suffix stays with the URL.
            let suffix = written.target.drop { $0 != "?" && $0 != "#" }
            let relative = ModuleResolver.relativeSpecifier(to: found, from: stylesheet) + suffix
            return aliasFix(written, folder: folder, project: project) + ", or \(written.with(relative)) (relative to this stylesheet)"
        }

        /// The span naming `@/target`, with the alias that names `folder` (the project's own, if one does).
        static func aliasFix(_ written: Rewrite, folder: String, project: ProjectContext) -> String {
            let existing = project.facts.aliases.filter { !$0.key.hasSuffix("$") && ModuleResolver.normalise($0.value) == folder }.keys.min()
            let alias = existing ?? "@"
            return "\(written.with(alias + "/" + written.target)) with resolve.alias { '\(alias)': path.resolve(__dirname, '\(folder)') }"
        }
    }
}
