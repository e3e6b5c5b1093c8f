import AuditModel
import Testing

@testable import SourceRules

/// test-mock-reset-semantics leaves resets of mocks made without an implementation, which both runners leave
/// returning undefined.
@Suite struct MockResetSemanticsTests {
    /// A real src/api/__tests__/payments.test.ts: the factory's bare `jest.fn()`, reached through its import and a
    /// typed alias; a variable of a bare key's name made with an implementation is still reported.
    @Test func aResetThroughAnAliasOfABareFactoryMockIsNotReported() {
        let code = """
            jest.mock('../client', () => ({
              apiRequest: jest.fn(),
            }));

            import { apiRequest } from '../client';

            const mocked = apiRequest as jest.MockedFunction<typeof apiRequest>;
            const withImpl = jest.fn(() => Promise.resolve({ id: '1' }));
            const aliasOfImpl = withImpl;
            const api = { get: jest.fn() };
            const get = jest.fn(() => 'cached');

            beforeEach(() => {
              mocked.mockReset();
              apiRequest.mockReset();
              aliasOfImpl.mockReset();
              get.mockReset();
            });
            """
        let findings = ExampleRunner.findings(of: TestRules.MockResetSemantics(), code: code, fileName: "src/api/__tests__/payments.test.ts")
        #expect(findings.map(\.line) == [16, 17])
    }
}
