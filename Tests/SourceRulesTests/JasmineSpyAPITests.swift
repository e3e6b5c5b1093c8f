import AuditModel
import Testing

@testable import SourceRules

/// Jest's jasmine2 runner (up to Jest 26) gave the spies of `spyOn` and `jasmine.createSpy` Jasmine's API; a Vitest
/// mock has `mock.calls` and `mockReturnValue` instead, so each use is a finding with Vitest's spelling.
@Suite struct JasmineSpyAPITests {
    private let spec = """
        describe('api', () => {
          let spy;
          beforeEach(() => { spy = spyOn(api, 'get').and.returnValue(2); });
          it('reads', () => {
            expect(spy.calls.count()).toBe(1);
            expect(spy.calls.argsFor(0)).toEqual(['/user']);
            expect(spy.calls.mostRecent().args).toEqual(['/user']);
            expect(api.get.calls.any()).toBe(true);
            spy.and.callFake((url) => url);
            const done = jasmine.createSpy('done');
            done.and.returnValue(3);
            const store = jasmine.createSpyObj('store', ['save']);
            store.save.and.stub();
            spy.calls.reset();
          });
        });
        """

    private func rows(_ code: String, _ facts: ProjectFacts) -> [String] {
        ExampleRunner.findings(of: TestRules.MissingGlobals(), code: code, fileName: "src/api.test.js", facts: facts)
            .filter { $0.message.contains("the API of Jasmine's spies") }
            .map { "\($0.line):\($0.column) \($0.severity.rawValue) \($0.fix ?? "")" }
    }

    @Test func eachUseOnASpyOfSpyOnOrCreateSpyHasVitestsSpelling() {
        #expect(rows(spec, ProjectFacts(declaredRanges: ["jest": "^26.6.0"])) == [
            "5:16 auto-fixable mock.calls.length",
            "6:16 auto-fixable mock.calls[0]",
            "7:16 auto-fixable mock.lastCall",
            "8:20 manual-fix mock.calls.length > 0, the whole comparison in parentheses where it is negated (!)",
            "9:9 auto-fixable mockImplementation((url) => url)",
            "11:10 auto-fixable mockReturnValue(3)",
            "13:16 auto-fixable mockImplementation(() => {})",
            "14:9 auto-fixable mockClear()",
        ])
    }

    /// jest-circus (Jest 27's default, react-scripts 4's runner) has no Jasmine spies: nothing of theirs ran there.
    @Test func onlyWhereJestRanJasmine2() {
        #expect(rows(spec, ProjectFacts(declaredRanges: ["jest": "^27.0.0"])).isEmpty)
        var chosen = ProjectFacts(declaredRanges: ["jest": "^27.0.0"])
        chosen.jestTestRunner = "jest-jasmine2"
        #expect(rows(spec, chosen).count == 8)
        var circus = ProjectFacts(declaredRanges: ["jest": "^26.6.0"])
        circus.jestTestRunner = "require.resolve('jest-circus/runner')"
        #expect(rows(spec, circus).isEmpty)
        #expect(rows(spec, ProjectFacts(declaredRanges: ["react-scripts": "3.4.1"])).count == 8)
        #expect(rows(spec, ProjectFacts(declaredRanges: ["react-scripts": "4.0.3"])).isEmpty)
    }

    /// A `calls` of something else (a jest.fn, a value read from a spy, an object of the test's own) is no spy's.
    @Test func whatNoJasmineSpyMadeIsLeftAlone() {
        let code = """
            const fn = jest.fn();
            fn.calls.count();
            const count = spyOn(api, 'get').calls.count();
            count.and.returnValue(1);
            const tracker = { calls: { count: () => 0 } };
            tracker.calls.count();
            """
        #expect(rows(code, ProjectFacts(declaredRanges: ["jest": "^26.6.0"])).isEmpty)
    }
}
