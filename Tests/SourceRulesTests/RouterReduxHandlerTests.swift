import AuditModel
import Testing

@testable import SourceRules

/// A reducer reacts to react-router-redux's LOCATION_CHANGE however it is written; each handler is where the payload
/// shape changes (redux-first-history's is `{ location, action }`, not the location itself).
@Suite struct RouterReduxHandlerTests {
    /// From real reducers: seamless-immutable's `if (action.type === LOCATION_CHANGE)` and redux-actions'
    /// `handleActions({ [LOCATION_CHANGE]: … })` reading `action.payload.pathname`.
    @Test func comparedAndComputedKeyHandlersAreFound() {
        let code = """
            import { LOCATION_CHANGE } from 'react-router-redux'
            import { handleActions } from 'redux-actions'
            export const login = handleActions({
              [LOCATION_CHANGE]: (state, action) => ({ ...state, path: action.payload.pathname }),
            }, {})
            export const routing = (state, action) => {
              if (action.type === LOCATION_CHANGE) return state.merge({ at: action.payload })
              const types = [LOCATION_CHANGE]
              return types
            }
            """
        let rule = RouterReduxRules.all[0]
        let found = ExampleRunner.findings(of: rule, code: code, fileName: "src/reducers.js").map { "\($0.line):\($0.column)" }
        #expect(found == ["1:10", "4:4", "7:23"], "\(found)")
    }
}
