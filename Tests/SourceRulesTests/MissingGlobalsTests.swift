import AuditModel
import Testing

@testable import SourceRules

/// test-missing-globals: what replaces each global Vitest lacks, and which replacements are not mere renames.
@Suite struct MissingGlobalsTests {
    private func found(_ code: String) -> [String] {
        ExampleRunner.findings(of: TestRules.MissingGlobals(), code: code, fileName: "src/a.test.js")
            .map { "\($0.line):\($0.column)-\($0.endColumn) \($0.severity.rawValue) \($0.fix ?? "")" }
    }

    @Test func renamesAreAutoFixableAndTheRestManual() {
        let code = """
            xtest('a', () => {});
            fdescribe('b', () => { after(() => {}); });
            const spy = spyOn(api, 'get').and.returnValue(1);
            const done = jasmine.createSpy('done');
            jasmine.DEFAULT_TIMEOUT_INTERVAL = 10000;
            it('c', () => { pending('later'); });
            """
        #expect(found(code) == [
            "1:1-6 auto-fixable test.skip",
            "2:1-10 auto-fixable describe.only",
            "2:24-29 auto-fixable afterAll",
            "3:13-18 manual-fix vi.spyOn; the spy's .and.returnValue(v) and .and.callFake(f) become .mockReturnValue(v) and .mockImplementation(f), and .and.callThrough() is dropped (a vi.spyOn spy calls through)",
            "4:14-39 auto-fixable vi.fn()",
            "5:1-33 manual-fix vi.setConfig({ testTimeout: ms }) in place of the assignment",
            "6:17-24 manual-fix the test context's skip(): it('…', ({ skip }) => { skip() })",
        ])
    }

    @Test func propertiesKeysAndBindingsOfTheSameNamesAreNotTheGlobals() {
        let code = """
            import { fail } from 'assert';
            const options = { before: 1, fit: 'cover' };
            style.fit = 'contain';
            function check(context) { return context.ok; }
            fail('x');
            """
        #expect(found(code).isEmpty)
    }

    /// Jasmine's spy (Jest's jasmine2 runner) stubs the method unless told `.and.callThrough()`; vi.spyOn calls
    /// through, so a bare rename would run the real method (print the console error, call the API).
    @Test func aBareJasmineSpyStaysAStub() {
        let code = """
            spyOn(console, 'error');
            const get = spyOn(api, 'get');
            """
        #expect(found(code) == [
            "1:1-24 auto-fixable vi.spyOn(console, 'error').mockImplementation(() => {})",
            "2:13-30 auto-fixable vi.spyOn(api, 'get').mockImplementation(() => {})",
        ])
    }

    /// A global before a ternary's `:` is a value, not an object key or a label.
    @Test func aGlobalInATernaryIsAUse() {
        #expect(found("const mark = done ? pending : fail;").map { $0.prefix { $0 != "-" } } == ["1:21", "1:31"])
    }

    /// `jasmine.createSpy('x').and.returnValue(1)`: vi.fn() has no `.and`.
    @Test func aCreatedSpysStrategyIsManual() {
        let found = found("const f = jasmine.createSpy('f').and.returnValue(1);")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("1:11-33 manual-fix vi.fn();") == true)
    }
}
