import AuditModel
import SourceStructure

/// Catalog section K: the `history` package v2/v3 (`hist-*`).
enum HistoryRules {
    static let all: [any Rule] = [V2V3API()]

    struct V2V3API: Rule {
        static let instanceMethods: Set<String> = ["listenBefore", "getCurrentLocation", "transitionTo"]

        let description = RuleDescription(
            id: "hist-v2v3-api", title: "history v2/v3 API",
            summary: "Every name imported from `history` (and `history/lib/*`) while history < 4 is installed, and the v2/v3 instance methods `listenBefore`, `getCurrentLocation`, `transitionTo`.",
            rationale: "React Router 6 needs no `history` package; v2/v3's `createHistory`, `useQueries`, `useBasename`, `createLocation` and listener signatures are gone in v4/v5.",
            defaultSeverity: .blocker,
            replacement: "Drop the direct `history` dependency and use router hooks; if a history object is unavoidable, `unstable_HistoryRouter` with `history@5` (different `listen` signature).",
            sourceURL: "https://reactrouter.com/6.30.0/upgrading/v5#remove-the-history-dependency",
            triggeringExamples: [
                "import { ⟦createLocation } from 'history';\nexport const at = (p) => createLocation({ pathname: p });",
                "import ⟦createHistory from 'history/lib/createBrowserHistory';\nconst h = createHistory();\nh.⟦listenBefore(confirm);",
            ],
            nonTriggeringExamples: ["import { useLocation } from 'react-router-dom';", "window.history.pushState({}, '', '/x');"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard project.historyV3, file.context.isTransformed else { return }
            var hits: [(Int, String)] = []
            for reference in file.structure.modules where reference.kind != .dynamicImport && !reference.isErased {
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
            for (token, what) in hits.sorted(by: { $0.0 < $1.0 }) {
                sink.report(at: token, message: "\(what); React Router 6 needs no history package", fix: "router hooks, or `unstable_HistoryRouter` with history@5")
            }
        }
    }
}
