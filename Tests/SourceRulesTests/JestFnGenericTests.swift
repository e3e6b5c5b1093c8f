import AuditModel
import Testing

@testable import SourceRules

/// test-jest-object: `jest.fn<R, A>()` keeps its typing under Vitest, whose generic is the function's type.
@Suite struct JestFnGenericTests {
    @Test func jestFnTypeArgumentsBecomeAFunctionType() {
        let fixes = ExampleRunner.findings(of: TestRules.JestObject(), code: "const m = jest.fn<number, []>();\nconst n = jest.fn();", fileName: "src/a.test.ts")
            .compactMap(\.fix)
        #expect(fixes == ["vi.fn<(...args: A) => R>() for Jest's jest.fn<R, A>()", "vi.fn"], "\(fixes)")
    }
}
