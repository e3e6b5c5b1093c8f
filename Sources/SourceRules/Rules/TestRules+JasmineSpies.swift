import AuditModel

/// Jasmine's spy API (`spy.calls.count()`, `spy.and.returnValue(x)`) on spies that `spyOn` or `jasmine.createSpy`
/// made: Jest's jasmine2 runner gave its spies that API, a Vitest mock has `mock.calls` and `mockReturnValue` instead.
extension TestRules.MissingGlobals {
    /// Each member of a spy's `calls` tracker and `and` strategy that jest-jasmine2 has, in Vitest's mock API: the
    /// text that replaces `calls.member(…)` or `and.member(…)` (an argument written `$0`), or, when more than a
    /// rewrite is needed, what to do (`manual`).
    static let spyMembers: [String: (replacement: String, manual: Bool)] = [
        "calls.count": ("mock.calls.length", false),
        "calls.argsFor": ("mock.calls[$0]", false),
        "calls.allArgs": ("mock.calls", false),
        "calls.reset": ("mockClear()", false),
        // A boolean whose replacement, pasted after `!`, would bind the wrong way: said, not rewritten.
        "calls.any": ("mock.calls.length > 0, the whole comparison in parentheses where it is negated (!)", true),
        "calls.all": ("mock.calls[i] (its arguments) with mock.results[i].value (what it returned) and mock.contexts[i] (its this)", true),
        "calls.first": ("mock.calls[0] for its arguments (.args), mock.results[0].value for what it returned", true),
        "calls.mostRecent": ("mock.lastCall for its arguments (.args), mock.results.at(-1).value for what it returned", true),
        "and.returnValue": ("mockReturnValue($0)", false),
        "and.callFake": ("mockImplementation($0)", false),
        "and.stub": ("mockImplementation(() => {})", false),
        "and.returnValues": ("mockReturnValueOnce(a).mockReturnValueOnce(b)…, one per value", true),
        "and.throwError": ("mockImplementation(() => { throw new Error(message) }) (Jasmine wraps a message in an Error; an Error is thrown as it is)", true),
        "and.callThrough": ("nothing: a vi.spyOn spy calls the real method unless given an implementation (leave .mockImplementation off where it is created)", true),
    ]

    /// Whether Jest ran the tests with jest-jasmine2, whose spies have Jasmine's API: a `testRunner` naming it, else
    /// Jest 26 or earlier (Jest 27 made jest-circus the default), else react-scripts 3 or earlier (react-scripts 4
    /// set jest-circus). jest-circus has no spyOn or jasmine global, so such code never ran there.
    static func runsJasmine2(_ facts: ProjectFacts) -> Bool {
        if let runner = facts.jestTestRunner { return runner.contains("jasmine") }
        if let jest = facts.majorVersion(of: "jest") { return jest <= 26 }
        if let reactScripts = facts.majorVersion(of: "react-scripts") { return reactScripts <= 3 }
        return false
    }

    /// Reports each use of Jasmine's spy API on a spy the file made with the global `spyOn` or `jasmine.createSpy`
    /// (kept in a variable, or read back as `object.method` after `spyOn(object, 'method')`), or on a method of a
    /// `jasmine.createSpyObj` object.
    static func reportSpyAPIUses(in file: SourceFile, into sink: inout FindingSink) {
        guard file.lexed.containsBytes("spyOn") || file.lexed.containsBytes("createSpy") else { return }
        var receivers: Set<Int> = []  // the last token of each expression that is a spy
        for (start, end) in spyCreations(in: file) {
            let isSpyObject = file.isWord(start + 2, "createSpyObj")
            // `spy = spyOn(…)` or `const spy = jasmine.createSpy(…)`, the whole initializer (a strategy may follow).
            if file.isPunct(start - 1, "="), let name = file.word(start - 2), !file.isPunct(start - 3, "."), endsExpression(after: end, in: file),
                let declaration = file.structure.declaration(of: name, at: start - 2)
            {
                for use in file.uses(of: declaration) where !file.isPunct(use - 1, ".") {
                    if !isSpyObject {
                        receivers.insert(use)
                    } else if file.isPunct(use + 1, "."), file.word(use + 2) != nil {
                        receivers.insert(use + 2)
                    }
                }
            }
            // `spyOn(api, 'get')` makes `api.get` the spy.
            if file.isWord(start, "spyOn"), let object = file.word(start + 2), file.isPunct(start + 3, ","),
                let method = file.stringValue(start + 4), file.isPunct(start + 5, ")")
            {
                for use in file.structure.references[object] ?? [] where !file.isPunct(use - 1, ".") && file.isPunct(use + 1, ".") {
                    if file.word(use + 2) == method { receivers.insert(use + 2) }
                }
            }
        }
        for receiver in receivers.sorted() {
            guard file.isPunct(receiver + 1, "."), let part = file.word(receiver + 2), part == "calls" || part == "and",
                file.isPunct(receiver + 3, "."), let member = file.word(receiver + 4),
                let (replacement, manual) = spyMembers[part + "." + member].map({ ($0.replacement, $0.manual) }), file.isPunct(receiver + 5, "("),
                let close = file.structure.partner(of: receiver + 5)
            else { continue }
            var end = close
            var fix = replacement.replacingOccurrences(of: "$0", with: file.source((receiver + 6)..<close))
            // `calls.mostRecent().args` and `calls.first().args` are the arguments alone: a rewrite.
            if member == "mostRecent" || member == "first", file.isPunct(close + 1, "."), file.isWord(close + 2, "args") {
                end = close + 2
                fix = member == "first" ? "mock.calls[0]" : "mock.lastCall"
            }
            let written = file.excerpt(receiver + 2..<end + 1)
            sink.report(
                at: receiver + 2, through: end,
                message: "\(written) is the API of Jasmine's spies (Jest's jasmine2 runner, up to Jest 26); a Vitest mock (vi.fn, vi.spyOn) has none of it (TypeError)",
                fix: fix, severity: manual && end == close ? .manualFix : nil)
        }
    }

    /// Where the file makes a Jasmine spy: calls of the global `spyOn` and of `jasmine.createSpy` / `createSpyObj`,
    /// each as its first token and the last token of the call, a chained strategy (`.and.returnValue(1)`, which
    /// returns the spy) included.
    private static func spyCreations(in file: SourceFile) -> [(start: Int, end: Int)] {
        var calls: [(start: Int, open: Int)] = file.freeReferences(to: ["spyOn"]).filter { file.isPunct($0 + 1, "(") }.map { ($0, $0 + 1) }
        for chain in file.freeChains("jasmine") where chain.segments.count == 1 && file.isCalled(chain) {
            if chain.segments[0].name == "createSpy" || chain.segments[0].name == "createSpyObj" { calls.append((chain.root, chain.lastToken + 1)) }
        }
        return calls.compactMap { call in
            guard var end = file.structure.partner(of: call.open) else { return nil }
            while file.isPunct(end + 1, "."), file.isWord(end + 2, "and"), file.isPunct(end + 3, "."), file.word(end + 4) != nil,
                file.isPunct(end + 5, "("), let close = file.structure.partner(of: end + 5)
            {
                end = close
            }
            return (call.start, end)
        }
    }

    /// Whether the expression ending at `end` ends there: what follows is no member access or call on its value.
    private static func endsExpression(after end: Int, in file: SourceFile) -> Bool {
        end + 1 >= file.tokens.count || file.isPunct(end + 1, ";") || file.isPunct(end + 1, ",") || file.isPunct(end + 1, ")")
            || file.isPunct(end + 1, "}") || file.tokens[end + 1].kind == .identifier
    }
}
