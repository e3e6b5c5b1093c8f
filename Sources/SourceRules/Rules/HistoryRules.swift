import AuditModel
import SourceStructure

/// Catalog section K: the `history` package v2/v3 (`hist-*`).
enum HistoryRules {
    static let all: [any Rule] = [V2V3API()]

    struct V2V3API: Rule {
        static let instanceMethods: Set<String> = ["listenBefore", "getCurrentLocation", "transitionTo"]

        let description = RuleDescription(
            id: "hist-v2v3-api", title: "history v2/v3 API",
            summary: "Every name imported from `history` (and `history/lib/*`) while history < 4 is installed, the v2/v3 instance methods `listenBefore`, `getCurrentLocation`, `transitionTo`, and `listen(location => …)` on a history the code creates (`createHistory()`, `useBasename(createHistory)()`, react-router 3's `browserHistory`, …).",
            rationale: "React Router 6 needs no `history` package; v2/v3's `createHistory`, `useQueries`, `useBasename`, `createLocation` and listener signatures are gone in v4/v5.",
            defaultSeverity: .blocker,
            replacement: "Drop the direct `history` dependency and use router hooks; if a history object is unavoidable, `unstable_HistoryRouter` with `history@5` (different `listen` signature).",
            sourceURL: "https://reactrouter.com/6.30.0/upgrading/v5#remove-the-history-dependency",
            triggeringExamples: [
                "import { ⟦createLocation } from 'history';\nexport const at = (p) => createLocation({ pathname: p });",
                "import ⟦createHistory from 'history/lib/createBrowserHistory';\nconst h = createHistory();\nh.⟦listenBefore(confirm);",
                "import { ⟦createHistory, ⟦useBasename } from 'history';\nconst h = useBasename(createHistory)({ basename: '/app' })\nh.⟦listen(location => track(location.pathname));\ncreateHistory().⟦listen(log);",
            ],
            nonTriggeringExamples: [
                "import { useLocation } from 'react-router-dom';", "window.history.pushState({}, '', '/x');",
                "import express from 'express';\nconst app = express();\napp.listen(3000);",
                RuleExample("import * as H from 'history';\nexport type Props = { location: H.Location };", fileName: "src/Item.tsx"),
            ])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard project.historyV3, file.context.isTransformed else { return }
            var hits: [(Int, String)] = []
            for reference in file.structure.modules
            where reference.kind != .dynamicImport && !reference.isErased && !file.isElidedTypeImport(reference) {
                guard let specifier = reference.specifier, specifier == "history" || specifier.hasPrefix("history/") else { continue }
                if reference.bindings.isEmpty {
                    hits.append((reference.keywordToken, "'\(specifier)' is history v2/v3"))
                }
                for binding in reference.bindings {
                    let token = binding.imported == "default" || binding.imported == "*" ? binding.localToken : binding.importedToken
                    let name = binding.imported == "default" || binding.imported == "*" ? binding.local : binding.imported
                    hits.append((token, "\(name.codeSpan) from '\(specifier)' is history v2/v3 API"))
                }
            }
            for index in file.tokens.indices where file.isPunct(index - 1, ".") && file.isPunct(index + 1, "(") {
                guard let name = file.word(index), Self.instanceMethods.contains(name) else { continue }
                hits.append((index, "`.\(name)(…)` is a history v2/v3 instance method"))
            }
            // `listen` is any emitter's or server's name: only a history the code makes (or v3's singletons) counts.
            let makers = Self.historyMakers(file, project)
            for index in makers.isEmpty ? 0..<0 : file.tokens.indices
            where file.isWord(index, "listen") && file.isPunct(index - 1, ".") && file.isPunct(index + 1, "(")
                && Self.isHistory(receiverEndingAt: index - 2, makers: makers, file)
            {
                hits.append((index, "`.listen(…)` on a history v2/v3 object calls back with the location alone (history 5: `({ location, action })`)"))
            }
            for (token, what) in hits.sorted(by: { $0.0 < $1.0 }) {
                sink.report(at: token, message: "\(what); React Router 6 needs no history package", fix: "router hooks, or `unstable_HistoryRouter` with history@5")
            }
        }

        /// Tokens that name what makes or is a history v2/v3 object: every name imported from `history` or
        /// `history/lib/*`, and, under React Router 3, its `useRouterHistory`, `createMemoryHistory` and singletons.
        static func historyMakers(_ file: SourceFile, _ project: ProjectContext) -> Set<Int> {
            var makers = Set<Int>()
            for (reference, binding) in file.bindings(from: { $0 == "history" || $0.hasPrefix("history/") || $0 == "react-router" }) {
                if reference.specifier == "react-router" {
                    guard project.routerV3, ["useRouterHistory", "createMemoryHistory", "browserHistory", "hashHistory"].contains(binding.imported) else { continue }
                }
                makers.formUnion(file.uses(of: binding))
            }
            return makers
        }

        /// Whether the expression ending at `end` (before `.listen`) is a history object: a call of a maker
        /// (`createHistory()`, `useBasename(createHistory)()`), a maker itself, or a variable initialised with one.
        static func isHistory(receiverEndingAt end: Int, makers: Set<Int>, _ file: SourceFile) -> Bool {
            if makers.contains(end) { return true }
            if file.isPunct(end, ")") {
                var open = end
                while file.isPunct(open, ")"), let partner = file.structure.partner(of: open) {
                    if ((partner + 1)..<open).contains(where: makers.contains) { return true }
                    open = partner - 1
                }
                return makers.contains(open)
            }
            guard let name = file.word(end), !file.isPunct(end - 1, "."), !file.isPunct(end - 1, "?."),
                let declaration = file.structure.declaration(of: name, at: end), declaration.kind == .variable
            else { return false }
            return initializer(of: declaration.tokenIndex, file).contains(where: makers.contains)
        }

        /// The tokens of `name = …` after the name declared at `token` (past a TypeScript annotation), to the end
        /// of the declarator.
        static func initializer(of token: Int, _ file: SourceFile) -> Range<Int> {
            var j = token + 1
            var depth = 0
            var start: Int?
            let limit = min(file.tokens.count, token + 256)
            while j < limit {
                if file.isPunct(j, "(") || file.isPunct(j, "[") || file.isPunct(j, "{") {
                    depth += 1
                } else if file.isPunct(j, ")") || file.isPunct(j, "]") || file.isPunct(j, "}") {
                    depth -= 1
                    if depth < 0 { break }
                } else if depth == 0 {
                    if file.isPunct(j, ";") || file.isPunct(j, ",") { break }
                    if start == nil, file.isPunct(j, "=") {
                        start = j + 1
                    } else if start != nil, file.tokens[j].newlineBefore, file.tokens[j].kind == .identifier,
                        file.isPunct(j - 1, ")") || file.tokens[j - 1].kind == .identifier
                    {
                        break  // a new statement after a line break (no semicolon)
                    }
                }
                j += 1
            }
            guard let start, start <= j else { return 0..<0 }
            return start..<j
        }
    }
}
