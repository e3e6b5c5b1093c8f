import AuditModel
import JSLexer
import SourceStructure

/// Catalog section D, the style-file row: `~` module imports in CSS/Sass/Less (`wp-tilde-import`).
enum StyleRules {
    static let all: [any Rule] = [TildeImport()]

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

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard StyleRules.extensions.contains(file.fileExtension), file.context != .node else { return }
            for (start, end, target) in StyleScanner.tildeImports(file.lexed.bytes, lineComments: file.fileExtension != "css") {
                sink.report(
                    from: start, to: end,
                    message: "'~\(target)' relies on webpack's ~ (node_modules) prefix; Vite cannot resolve it",
                    fix: "'\(target)' (drop the ~) or a ~ alias in resolve.alias")
            }
        }
    }
}
