import AuditModel
import SourceStructure

/// Catalog section K: `react-router-redux` v4 (`rrr-*`).
enum RouterReduxRules {
    static let all: [any Rule] = [Sync()]

    struct Sync: Rule {
        let description = RuleDescription(
            id: "rrr-sync", title: "react-router-redux v4",
            summary: "Every name imported from `react-router-redux` (`syncHistoryWithStore`, `routerReducer`, `routerMiddleware`, `push`, `LOCATION_CHANGE`, …), reducers handling `LOCATION_CHANGE` (`case`, `action.type === …`, redux-actions' `[LOCATION_CHANGE]:`) and `locationBeforeTransitions` reads.",
            rationale: "react-router-redux is deprecated and works only with React Router ≤ 3 histories; its state shape (`state.routing.locationBeforeTransitions`) disappears with it.",
            defaultSeverity: .blocker,
            replacement: "Drop Redux-synced routing (recommended), or `redux-first-history` with `redux-first-history/rr6` (keeps `LOCATION_CHANGE`/`push`, state at `state.router.location`).",
            sourceURL: "https://github.com/salvoravida/redux-first-history",
            triggeringExamples: [
                "import { ⟦LOCATION_CHANGE } from 'react-router-redux';\nexport default function r(state = {}, action) {\n  switch (action.type) {\n    case ⟦LOCATION_CHANGE: return state;\n    default: return state;\n  }\n}",
                "export const path = (state) => state.routing.⟦locationBeforeTransitions.pathname;",
                "import { ⟦LOCATION_CHANGE } from 'react-router-redux';\nimport { handleActions } from 'redux-actions';\nexport default handleActions({ [⟦LOCATION_CHANGE]: (state, action) => ({ ...state, path: action.payload.pathname }) }, {});",
                "import { ⟦LOCATION_CHANGE } from 'react-router-redux';\nexport default (state = {}, action) => (action.type === ⟦LOCATION_CHANGE ? { at: action.payload } : state);",
            ],
            nonTriggeringExamples: ["import { LOCATION_CHANGE } from 'redux-first-history';"])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard project.routerRedux4, file.context.isTransformed else { return }
            var hits: [(Int, String)] = []
            var changeBindings: [ModuleBinding] = []
            for (reference, binding) in file.bindings(from: { $0 == "react-router-redux" || $0.hasPrefix("react-router-redux/") }) {
                let token = binding.imported == "default" || binding.imported == "*" ? binding.localToken : binding.importedToken
                hits.append((token, "\((binding.imported == "default" ? binding.local : binding.imported).codeSpan) from '\(reference.specifier ?? "")'"))
                if binding.imported == "LOCATION_CHANGE" { changeBindings.append(binding) }
            }
            // A reducer handles the action by `case X:`, `action.type === X` or redux-actions' `{ [X]: handler }`;
            // its `action.payload` reads are what change (redux-first-history's payload is `{ location, action }`).
            for binding in changeBindings {
                for index in file.uses(of: binding) {
                    let handled: String?
                    if file.isWord(index - 1, "case") {
                        handled = "case \(binding.local)"
                    } else if ["===", "=="].contains(where: { file.isPunct(index - 1, $0) || file.isPunct(index + 1, $0) }) {
                        handled = "=== \(binding.local)"
                    } else if file.isPunct(index - 1, "["), file.isPunct(index + 1, "]"), file.isPunct(index + 2, ":") || file.isPunct(index + 2, "(") {
                        handled = "[\(binding.local)]:"
                    } else {
                        handled = nil
                    }
                    guard let handled else { continue }
                    hits.append((index, "\(handled.codeSpan) reacts to react-router-redux's location action"))
                }
            }
            for index in file.tokenIndices(ifMentioning: "locationBeforeTransitions")
            where file.isWord(index, "locationBeforeTransitions") && (file.isPunct(index - 1, ".") || file.isPunct(index - 1, "?.")) {
                hits.append((index, "`locationBeforeTransitions` is react-router-redux v4's state shape"))
            }
            for (token, what) in hits.sorted(by: { $0.0 < $1.0 }) {
                sink.report(at: token, message: "\(what); react-router-redux v4 does not work with React Router 6", fix: "`redux-first-history/rr6`, or drop Redux-synced routing")
            }
        }
    }
}
