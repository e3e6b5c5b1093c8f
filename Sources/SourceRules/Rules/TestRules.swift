import AuditModel
import JSLexer
import SourceStructure

/// Catalog section M: Jest → Vitest, source-level rows (`test-*`).
enum TestRules {
    static let all: [any Rule] = [
        Globals(), JestObject(), MockFactoryDefault(), MockRequire(), AutomockDirectory(), MockResetSemantics(),
        DoneCallback(), HooksReturn(), NamePattern(), WorkerID(), SnapshotFormat(), MissingGlobals(),
    ]

    static let migration = "https://vitest.dev/guide/migration/jest"
    static let globalNames = ["describe", "it", "test", "expect", "beforeEach", "afterEach", "beforeAll", "afterAll", "jest"]

    /// Whether Jest ran the file's code: test code, or configuration code Jest loads (an ejected CRA's `config/jest/`);
    /// not a test Jest's `testPathIgnorePatterns` leave out, which is configuration context too (another tool's) but
    /// never ran under Jest, so its `jest.*` uses were never Jest's to port.
    static func isJestCode(_ file: SourceFile, _ facts: ProjectFacts) -> Bool {
        file.context == .test || (file.context == .config && !facts.jestIgnoredFiles.contains(file.path))
    }

    /// The name a mock and an import of one module share, whatever their paths: `../utils/storage.js` → `storage`;
    /// `/index` files by their folder.
    static func stem(_ path: String) -> String {
        var parts = path.split(separator: "/")
        if let last = parts.last, last.hasPrefix("index.") || last == "index" { parts.removeLast() }
        let name = parts.last ?? Substring(path)
        // The part before the first dot; a name starting with a dot keeps what follows it (as split did).
        let body = name.drop { $0 == "." }
        return body.isEmpty ? String(name) : String(body.prefix { $0 != "." })
    }

    /// `jest.mock('x', factory)` and `jest.doMock` calls: the `jest` token, the method, the specifier, and the argument
    /// ranges.
    static func mockCalls(_ file: SourceFile) -> [(token: Int, method: String, specifier: String, arguments: [Range<Int>])] {
        file.freeChains("jest").compactMap { chain in
            guard chain.segments.count == 1, let name = chain.segments[0].name, name == "mock" || name == "doMock", file.isCalled(chain) else { return nil }
            let arguments = file.structure.arguments(ofCallAt: chain.lastToken + 1, in: file.lexed)
            guard let first = arguments.first, let specifier = file.literal(first) else { return nil }
            return (chain.root, name, specifier, arguments)
        }
    }

    /// What a mock factory returns: the keys of a returned object literal, or nil for "not an object"; `.unknown`
    /// when it cannot be read from tokens (a spread among the keys included).
    enum FactoryResult { case object([String]), nonObject, unknown }

    static func factoryResult(_ range: Range<Int>, _ file: SourceFile) -> FactoryResult {
        // An object spreading another (`...jest.requireActual('react')`) holds keys the tokens do not name, the real
        // module's `default` among them.
        func object(_ open: Int) -> FactoryResult {
            guard let close = file.structure.partner(of: open) else { return .unknown }
            let spreads = file.structure.splitAtCommas((open + 1)..<close, in: file.lexed).contains { part in part.first.map { file.isPunct($0, "...") } ?? false }
            return spreads ? .unknown : .object(file.objectKeyNames(open))
        }
        // `require('./mock')`, `jest.requireActual('x')` returned whole: a module, whose keys the tokens do not show.
        func module(_ start: Int) -> Bool {
            let open: Int
            if file.isWord(start, "require"), file.isPunct(start + 1, "(") {
                open = start + 1
            } else if file.isWord(start, "jest") || file.isWord(start, "require"), file.isPunct(start + 1, "."),
                file.isWord(start + 2, "requireActual") || file.isWord(start + 2, "requireMock"), file.isPunct(start + 3, "(")
            {
                open = start + 3
            } else {
                return false
            }
            guard let close = file.structure.partner(of: open) else { return false }
            return !file.isPunct(close + 1, ".") && !file.isPunct(close + 1, "?.") && !file.isPunct(close + 1, "[")
        }
        guard let function = file.structure.functions.first(where: { $0.parameters.lowerBound >= range.lowerBound && $0.body.upperBound <= range.upperBound }) else {
            return .unknown
        }
        let body = function.body
        guard !body.isEmpty else { return .unknown }
        if file.isPunct(body.lowerBound, "{"), function.body.count > 1, !function.isArrow || file.isPunct(body.lowerBound, "{") {
            // A block body: the top-level `return`.
            guard let close = file.structure.partner(of: body.lowerBound) else { return .unknown }
            for index in (body.lowerBound + 1)..<close where file.isWord(index, "return") && file.structure.enclosingBracket(of: index) == body.lowerBound {
                if file.isPunct(index + 1, "{") { return object(index + 1) }
                if file.isPunct(index + 1, "("), file.isPunct(index + 2, "{") { return object(index + 2) }
                return module(index + 1) ? .unknown : .nonObject
            }
            return .unknown
        }
        if file.isPunct(body.lowerBound, "("), file.isPunct(body.lowerBound + 1, "{") { return object(body.lowerBound + 1) }
        return module(body.lowerBound) ? .unknown : .nonObject
    }

    /// True when the file default-imports `specifier`.
    static func defaultImports(_ file: SourceFile, _ specifier: String) -> Bool {
        file.bindings(from: { $0 == specifier }).contains { $0.binding.imported == "default" }
    }

    /// `jest.mock` calls flagged by `test-mock-factory-default` (so that `test-jest-object` leaves them alone).
    /// Each as the `jest` token, the method (`mock` or `doMock`), the specifier and the problem.
    static func factoryDefaultProblems(_ file: SourceFile) -> [(Int, String, String, String)] {
        mockCalls(file).compactMap { call in
            guard call.arguments.count >= 2 else { return nil }
            switch factoryResult(call.arguments[1], file) {
            case .object(let keys):
                guard !keys.contains("default"), !keys.contains("__esModule"), defaultImports(file, call.specifier) else { return nil }
                return (call.token, call.method, call.specifier, "returns an object without `default` while '\(call.specifier)' is default-imported")
            case .nonObject:
                return (call.token, call.method, call.specifier, "returns a value that is not a module object")
            case .unknown:
                return nil
            }
        }
    }

    struct Globals: Rule {
        let description = RuleDescription(
            id: "test-globals", title: "Jest globals without import",
            summary: "Test files using `describe`/`it`/`expect`/`jest` without importing them; reported once per file at the first use.",
            rationale: "Vitest does not inject globals unless `test.globals: true`; without it testing-library's auto-cleanup also does not run.",
            defaultSeverity: .autoFixable,
            replacement: "`test: { globals: true }` in the Vitest config, or `import { describe, it, expect, vi } from 'vitest'`.",
            sourceURL: migration,
            triggeringExamples: [RuleExample("⟦describe('sum', () => {\n  it('adds', () => expect(1 + 1).toBe(2));\n});", fileName: "src/sum.test.js")],
            nonTriggeringExamples: [
                RuleExample("import { describe, it, expect } from 'vitest';\ndescribe('sum', () => { it('adds', () => expect(2).toBe(2)); });", fileName: "src/sum.test.js"),
                "describe('not a test file', () => {});",
            ])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context == .test, !file.references(to: { $0 == "vitest" || $0 == "@jest/globals" }).contains(where: { $0.kind == .importDeclaration }) else { return }
            // `jest` is no global Vitest defines, with or without test.globals: its uses are test-jest-object's (vi).
            let all = file.freeReferences(to: globalNames)
            let uses = all.filter { !file.isWord($0, "jest") }
            guard let first = uses.first else { return }
            let names = Set(uses.map { file.text($0) }).sorted()
            let framework = all.count > uses.count || !Self.runsUnderMocha(file, project.facts) ? "Jest" : "Mocha"
            // test-jest-object reports the `jest` uses that test-mock-factory-default has not claimed: point there only then.
            let claimed = all.count > uses.count ? Set(TestRules.factoryDefaultProblems(file).map(\.0)) : []
            let jestNote = all.contains { file.isWord($0, "jest") && !claimed.contains($0) } ? " (jest itself becomes vi: see test-jest-object)" : ""
            sink.report(at: first, message: "\(names.joined(separator: ", ")) \(names.count == 1 ? "is a \(framework) global" : "are \(framework) globals"); Vitest needs test.globals: true or explicit imports from 'vitest'\(jestNote)", fix: "test: { globals: true }")
        }

        /// True when Mocha (often under Karma) rather than Jest runs the file: mocha is declared, and jest is not or
        /// its configuration names test files and this is not one of them.
        static func runsUnderMocha(_ file: SourceFile, _ facts: ProjectFacts) -> Bool {
            guard facts.hasPackage("mocha") || facts.hasPackage("karma-mocha") else { return false }
            return !facts.hasPackage("jest") || (!facts.testFiles.isEmpty && !facts.testFiles.contains(file.path))
        }
    }

    struct JestObject: Rule {
        static let semantic: Set<String> = [
            "requireActual", "requireMock", "setTimeout", "isolateModules", "replaceProperty", "retryTimes", "createMockFromModule", "genMockFromModule",
            "setMock", "dontMock", "enableAutomock", "disableAutomock", "autoMockOn", "autoMockOff",
        ]
        /// Members `vi` has under another name or not at all: renaming `jest.` to `vi.` would call an undefined function.
        static let replacements: [String: String] = [
            "requireActual": "await vi.importActual(…)",
            "requireMock": "await vi.importMock(…)",
            // Vitest has no createMockFromModule (vitest-dev/vitest#5482): importMock returns the automocked module.
            "createMockFromModule": "await vi.importMock(…) (Vitest has no createMockFromModule)",
            "genMockFromModule": "await vi.importMock(…) (Vitest has no genMockFromModule)",
            "setTimeout": "vi.setConfig({ testTimeout })",
            "setMock": "vi.mock(path, () => exports)",
            "dontMock": "vi.doUnmock",
            "isolateModules": "vi.resetModules() and dynamic import() (Vitest has no isolateModules)",
            "replaceProperty": "vi.spyOn(object, key, 'get'), vi.stubEnv or vi.stubGlobal (Vitest has no replaceProperty)",
            "retryTimes": "the retry option: test(name, { retry: n }, fn) or test.retry in the config",
            "enableAutomock": "vi.mock(path) per module (Vitest has no automock switch)",
            "disableAutomock": "remove it (Vitest never automocks)",
            "autoMockOn": "vi.mock(path) per module (Vitest has no automock switch)",
            "autoMockOff": "remove it (Vitest never automocks)",
        ]

        let description = RuleDescription(
            id: "test-jest-object", title: "jest.* API",
            summary: "Uses of the `jest` object: `jest.fn`, `jest.spyOn`, `jest.mock`, `jest.useFakeTimers`, `jest.requireActual`, …; and Jest 25's `require.requireActual` / `require.requireMock`.",
            rationale: "Vitest's equivalent is `vi`; most calls are renames, some change semantics (`requireActual` is async `vi.importActual`, legacy fake timers are unsupported, `setTimeout` → `vi.setConfig`).",
            defaultSeverity: .autoFixable,
            replacement: "`vi.fn`, `vi.spyOn`, `vi.mock`, `vi.useFakeTimers`; `await vi.importActual`; `vi.setConfig({ testTimeout })`; types `jest.Mock` → `Mock` from 'vitest'.",
            sourceURL: migration,
            triggeringExamples: [
                RuleExample("const onSearch = ⟦jest.fn();\n⟦jest.useFakeTimers();\nconst real = ⟦jest.requireActual('./api');", fileName: "src/SearchBox.test.js"),
                RuleExample("const getLowestPrice = ⟦require.requireActual('../getLowestPrice').default;", fileName: "src/utils/__tests__/getLowestPrice.test.js"),
                RuleExample("import axios from 'axios';\nconst mocked = axios as ⟦jest.Mocked<typeof axios>;\nlet spy: ⟦jest.SpyInstance;", fileName: "src/api.test.ts"),
            ],
            nonTriggeringExamples: [
                RuleExample("import { vi } from 'vitest';\nconst onSearch = vi.fn();", fileName: "src/SearchBox.test.js"),
                RuleExample("import type { Mocked } from 'vitest';\nlet a: Mocked<typeof api>;\nlet b: runner.jest.Mock;\nconst c = { jest: 1 };", fileName: "src/api.test.ts"),
            ])

        /// The Jest major whose bare `jest.useFakeTimers()` meant legacy timers (26 and earlier; react-scripts 4 and
        /// earlier bundle such a Jest), or nil for modern timers or an unknown Jest.
        static func legacyTimersJestMajor(_ facts: ProjectFacts) -> Int? {
            if let jest = facts.majorVersion(of: "jest") { return jest <= 26 ? jest : nil }
            guard let reactScripts = facts.majorVersion(of: "react-scripts"), reactScripts <= 4 else { return nil }
            return [1: 20, 2: 23, 3: 24, 4: 26][reactScripts] ?? 20
        }

        /// Jest mock types whose parameters are a return and an argument type; Vitest's counterparts take one
        /// function type (`Mock<() => T>`).
        static let returnAndArgumentTyped: Set<String> = ["Mock", "MockInstance", "SpyInstance"]
        /// @types/jest's mock types in the `jest` namespace and their Vitest exports: without @types/jest, `tsc`
        /// no longer knows the namespace.
        static let mockTypes: [String: String] = [
            "Mock": "Mock", "Mocked": "Mocked", "MockedFunction": "MockedFunction", "MockedClass": "MockedClass",
            "MockedObject": "MockedObject", "MockInstance": "MockInstance", "SpyInstance": "MockInstance", "Spied": "MockInstance",
        ]

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard TestRules.isJestCode(file, project.facts) else { return }
            let claimed = Set(factoryDefaultProblems(file).map(\.0))
            for chain in file.freeChains("jest") where !claimed.contains(chain.root) {
                guard let member = chain.segments.first?.name else { continue }
                var semantic = Self.semantic.contains(member)
                var replacement = Self.replacements[member] ?? "vi.\(member)"
                // Vitest has no legacy timers; faking only the timer functions keeps Date real, as they did.
                if member == "useFakeTimers", file.isPunct(chain.lastToken + 1, "("), file.stringValue(chain.lastToken + 2) == "legacy" {
                    semantic = true
                    replacement = "vi.useFakeTimers({ toFake: \(VitestFakeTimers.legacyJestTimerFunctions) }) to keep Date real, as Jest's legacy timers did (Vitest has no legacy timers and fakes Date too)"
                }
                // Vitest's useFakeTimers takes a configuration object, not Jest 26's 'modern' switch.
                if member == "useFakeTimers", file.isPunct(chain.lastToken + 1, "("), file.stringValue(chain.lastToken + 2) == "modern" {
                    replacement = "vi.useFakeTimers() without 'modern' (Vitest's fake timers are the modern ones)"
                }
                // Jest 26 and earlier gave legacy timers to a bare useFakeTimers(): Date stayed real there.
                if member == "useFakeTimers", file.isPunct(chain.lastToken + 1, "("), file.isPunct(chain.lastToken + 2, ")"),
                    let major = Self.legacyTimersJestMajor(project.facts)
                {
                    semantic = true
                    replacement = "vi.useFakeTimers({ toFake: \(VitestFakeTimers.legacyJestTimerFunctions) }) to keep Date real, "
                        + "as Jest \(major)'s default legacy timers did (Vitest's fake timers fake Date too)"
                }
                // `jest.fn<R, A>()`: Vitest's generic is the function's own type.
                if member == "fn", file.isPunct(chain.lastToken + 1, "<") { replacement = "vi.fn<(...args: A) => R>() for Jest's jest.fn<R, A>()" }
                sink.report(
                    at: chain.root, through: chain.segments[0].tokenIndex,
                    message: "jest.\(member) is Jest's API; Vitest's is vi" + (semantic ? " with different semantics" : ""),
                    fix: replacement, severity: semantic ? .manualFix : nil)
            }
            // Jest 25 and earlier also had these on `require`; Vitest's `require` has neither.
            for chain in file.freeChains("require") {
                guard let member = chain.segments.first?.name, member == "requireActual" || member == "requireMock", let replacement = Self.replacements[member] else { continue }
                sink.report(
                    at: chain.root, through: chain.segments[0].tokenIndex,
                    message: "require.\(member) is Jest's API (removed in Jest 26); Vitest has no require.\(member)",
                    fix: replacement, severity: .manualFix)
            }
            guard file.isTypeScript else { return }
            let runtime = Set(file.structure.references["jest"] ?? [])
            for index in file.tokens.indices where file.isWord(index, "jest") && !runtime.contains(index) {
                // `jest.Mocked<T>` in a type position: the namespace, not a property (`runner.jest`) or a local `jest`.
                guard !file.isPunct(index - 1, "."), !file.isPunct(index - 1, "?."), file.isPunct(index + 1, "."),
                    let name = file.word(index + 2), let vitest = Self.mockTypes[name], file.structure.isFree("jest", at: index)
                else { continue }
                sink.report(
                    at: index, through: index + 2,
                    message: "jest.\(name) is a type from @types/jest; without it under Vitest, tsc no longer knows the jest namespace",
                    fix: "import type { \(vitest) } from 'vitest'"
                        + (Self.returnAndArgumentTyped.contains(name) && file.isPunct(index + 3, "<") ? ", written \(vitest)<(...args: A) => R> for Jest's <R, A>" : ""))
            }
        }
    }

    struct MockFactoryDefault: ProjectRule {
        let description = RuleDescription(
            id: "test-mock-factory-default", title: "Mock factory without default export",
            summary: "`jest.mock('./x', factory)` whose factory returns a non-object, or an object without `default` while the test, or the code it mocks the module for, default-imports the module.",
            rationale: "Vitest's factory returns the module namespace: a default import reads `default` from it, so a Jest-style factory leaves it undefined.",
            defaultSeverity: .autoFixable,
            replacement: "`vi.mock('./x', () => ({ default: value }))` (or spread `await importOriginal()`).",
            sourceURL: migration + "#module-mocks",
            triggeringExamples: [RuleExample("import axios from 'axios';\n⟦jest.mock('axios', () => ({ get: jest.fn() }));\n⟦jest.mock('./config', () => 'http://test');", fileName: "src/api.test.js")],
            nonTriggeringExamples: [RuleExample("import { get } from './http';\njest.mock('./http', () => ({ get: jest.fn() }));", fileName: "src/api.test.js")])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context == .test else { return }
            for (token, method, specifier, problem) in factoryDefaultProblems(file) {
                // jest.doMock stays vi.doMock: vi.mock would be hoisted above the resetModules the call follows.
                sink.report(at: token, through: token + 2, message: "the jest.\(method)('\(specifier)') factory \(problem); under Vitest the default import is undefined", fix: "vi.\(method)('\(specifier)', () => ({ default: … }))")
            }
        }

        // The usual case is the code under test, not the test, default-importing the mocked module
        // (`import api from './api'` in users.js, mocked by users.test.js): that needs the other files.

        /// Mocks whose factory returns an object without `default` while the test itself does not default-import the
        /// module (that case is `check`'s): the module's specifier as written, and its path when it resolves.
        private func undecidedMocks(_ file: SourceFile, _ resolver: ModuleResolver) -> [(token: Int, method: String, specifier: String, target: String)] {
            mockCalls(file).compactMap { call in
                guard call.arguments.count >= 2, case .object(let keys) = factoryResult(call.arguments[1], file),
                    !keys.contains("default"), !keys.contains("__esModule"), !defaultImports(file, call.specifier)
                else { return nil }
                return (call.token, call.method, call.specifier, resolver.resolve(call.specifier, from: file.path) ?? call.specifier)
            }
        }

        func isPrimary(path: String, context: CodeContext) -> Bool { context == .test }

        func interest(in primaries: [SourceFile], project: ProjectContext) -> Set<String>? {
            let resolver = ModuleResolver(files: project.filePaths, facts: project.facts)
            return Set(primaries.filter { $0.context == .test }.flatMap { undecidedMocks($0, resolver).map { stem($0.target) } })
        }

        func needsNoFile(interest: Set<String>?) -> Bool { interest?.isEmpty == true }

        func needsFile(_ file: SourceFile, interest: Set<String>?) -> Bool {
            if let interest, interest.isEmpty { return false }
            return file.context.isBundled && file.structure.modules.contains { reference in
                guard reference.kind == .importDeclaration, let specifier = reference.specifier,
                    reference.bindings.contains(where: { $0.imported == "default" })
                else { return false }
                return interest.map { $0.contains(stem(specifier)) } ?? true
            }
        }

        func checkProject(_ files: [SourceFile], in project: ProjectContext, into sinks: inout ProjectFindingSinks) {
            let resolver = ModuleResolver(files: project.filePaths, facts: project.facts)
            let tests = files.filter { $0.context == .test }
            let mocks = tests.map { undecidedMocks($0, resolver) }
            let stems = Set(mocks.joined().map { stem($0.target) })
            guard !stems.isEmpty else { return }
            // Each module some bundled file default-imports, with the first such file.
            var defaultImporters: [String: String] = [:]
            for file in files where file.context.isBundled {
                for reference in file.structure.modules where reference.kind == .importDeclaration {
                    guard let specifier = reference.specifier, stems.contains(stem(specifier)),
                        reference.bindings.contains(where: { $0.imported == "default" })
                    else { continue }
                    let target = resolver.resolve(specifier, from: file.path) ?? specifier
                    if defaultImporters[target] == nil { defaultImporters[target] = file.path }
                }
            }
            for (test, found) in zip(tests, mocks) {
                let flagged = found.compactMap { mock in defaultImporters[mock.target].map { (mock, $0) } }
                guard !flagged.isEmpty else { continue }
                sinks.report(in: test) { sink in
                    for (mock, importer) in flagged {
                        sink.report(at: mock.token, through: mock.token + 2,
                            message: "the jest.\(mock.method)('\(mock.specifier)') factory returns an object without `default` while \(importer) default-imports '\(mock.specifier)'; under Vitest that default import is undefined",
                            fix: "vi.\(mock.method)('\(mock.specifier)', () => ({ default: … }))")
                    }
                }
            }
        }
    }

    struct MockRequire: ProjectRule {
        let description = RuleDescription(
            id: "test-mock-require", title: "require() of a mocked module",
            summary: "`require()` of a module that a test mocks with `jest.mock`: in the test file itself, or in application modules that test loads, directly or through other modules (a setup file's mock holds in every test).",
            rationale: "`vi.mock` intercepts `import` only; a `require` bypasses the mock and loads the real module.",
            defaultSeverity: .blocker,
            replacement: "Import the module (`import * as storage from '…'`) or `await vi.importMock(…)`; convert application `require`s to imports.",
            sourceURL: "https://vitest.dev/api/vi#vi-mock",
            triggeringExamples: [RuleExample("jest.mock('../storage');\nconst storage = ⟦require('../storage');", fileName: "src/api/__tests__/client.test.js")],
            nonTriggeringExamples: [RuleExample("jest.mock('../storage');\nimport * as storage from '../storage';", fileName: "src/api/__tests__/client.test.js")])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {}

        func isPrimary(path: String, context: CodeContext) -> Bool { context == .test }

        /// The stems of the modules tests mock: only bundled files requiring such a stem are needed.
        func interest(in primaries: [SourceFile], project: ProjectContext) -> Set<String>? {
            let resolver = ModuleResolver(files: project.filePaths, facts: project.facts)
            return Set(primaries.filter { $0.context == .test }.flatMap { file in
                mockCalls(file).map { TestRules.stem(resolver.resolve($0.specifier, from: file.path) ?? $0.specifier) }
            })
        }

        func needsNoFile(interest: Set<String>?) -> Bool { interest?.isEmpty == true }

        func needsFile(_ file: SourceFile, interest: Set<String>?) -> Bool {
            // No test mocks anything: no other file is needed (the usual case, asked of every file).
            if let interest, interest.isEmpty { return false }
            return file.context.isBundled && file.structure.modules.contains { reference in
                guard reference.kind == .require, let specifier = reference.specifier else { return false }
                return interest.map { $0.contains(TestRules.stem(specifier)) } ?? true
            }
        }

        func checkProject(_ files: [SourceFile], in project: ProjectContext, into sinks: inout ProjectFindingSinks) {
            let resolver = ModuleResolver(files: project.filePaths, facts: project.facts)
            func target(_ specifier: String, from path: String) -> String { resolver.resolve(specifier, from: path) ?? specifier }
            var mockedByTests: [String: String] = [:]
            for file in files where file.context == .test {
                var mocked: [String: String] = [:]
                for call in mockCalls(file) { mocked[target(call.specifier, from: file.path)] = call.specifier }
                mockedByTests.merge(mocked) { first, _ in first }
                sinks.report(in: file) { sink in
                    for reference in file.structure.modules where reference.kind == .require {
                        guard let specifier = reference.specifier, mocked[target(specifier, from: file.path)] != nil else { continue }
                        sink.report(at: reference.keywordToken, message: "\("require('\(specifier)')".codeSpan) of a module this test mocks: vi.mock does not intercept require", fix: "import the module instead")
                    }
                }
            }
            guard !mockedByTests.isEmpty else { return }
            // Resolve only requires whose last path segment could name a mocked module.
            let mockedNames = Set(mockedByTests.keys.map { TestRules.stem($0) })
            var reachable = ReachFromMockingTests(files: files, project: project, resolve: target)
            for file in files where file.context.isBundled {
                sinks.report(in: file) { sink in
                    for reference in file.structure.modules where reference.kind == .require {
                        guard let specifier = reference.specifier, mockedNames.contains(TestRules.stem(specifier)) else { continue }
                        let mockedTarget = target(specifier, from: file.path)
                        guard let mockedAs = mockedByTests[mockedTarget] else { continue }
                        switch reachable.loads(file.path, mocking: mockedTarget) {
                        case .some(false):
                            continue
                        case .some(true):
                            sink.report(
                                at: reference.keywordToken,
                                message: "\("require('\(specifier)')".codeSpan) loads a module that tests loading this file mock ('\(mockedAs)'); vi.mock does not intercept require, so they see the real module",
                                fix: "import the module instead")
                        case nil:
                            // Without the import edges, whether a mocking test loads this file is not known.
                            sink.report(
                                at: reference.keywordToken,
                                message: "\("require('\(specifier)')".codeSpan) loads a module some test mocks ('\(mockedAs)'); if that test loads this file, vi.mock does not intercept the require and it sees the real module",
                                fix: "import the module instead", severity: .manualFix)
                        }
                    }
                }
            }
        }

        /// Which files the tests mocking a module load, directly or through other modules: only there does a
        /// `require` of the module bypass a mock. Walked once per mocked module.
        struct ReachFromMockingTests {
            /// The tests mocking each module (resolved path, or the specifier of a package); a setup file's mock
            /// applies to every test.
            private var testsMocking: [String: [String]] = [:]
            private let allTests: [String]
            private let graph: ImportGraph?
            private var reached: [String: Set<String>] = [:]

            init(files: [SourceFile], project: ProjectContext, resolve: (String, String) -> String) {
                graph = project.importGraph
                let tests = files.filter { $0.context == .test }
                allTests = tests.map(\.path)
                for test in tests {
                    for call in mockCalls(test) { testsMocking[resolve(call.specifier, test.path), default: []].append(test.path) }
                }
                // A mock in a setup file holds in every test.
                for (target, mocking) in testsMocking where mocking.contains(where: Self.isSetupFile) {
                    testsMocking[target] = allTests
                }
            }

            /// CRA's and the usual names of Jest setup files.
            static func isSetupFile(_ path: String) -> Bool {
                let name = (path.split(separator: "/").last.map(String.init) ?? path).lowercased()
                return name.hasPrefix("setuptests.") || name.hasPrefix("jest.setup") || name.hasPrefix("setupjest")
            }

            /// True when a test mocking `target` loads `path`; nil when the edges are not known.
            mutating func loads(_ path: String, mocking target: String) -> Bool? {
                guard let graph else { return nil }
                if let known = reached[target] { return known.contains(path) }
                let found = graph.reach(from: testsMocking[target] ?? [])
                reached[target] = found
                return found.contains(path)
            }
        }
    }

    struct AutomockDirectory: ProjectRule {
        let description = RuleDescription(
            id: "test-automock-dir", title: "__mocks__ of a package",
            summary: "A package's mock in a `__mocks__/` folder inside Jest's `roots` (the project root by default, `src/` under react-scripts 3.1 and later), which Jest applies automatically: `__mocks__/axios.js`, `__mocks__/@scope/name.js`. Stubs a `moduleNameMapper` maps to, and mocks of the project's own modules, are not package mocks.",
            rationale: "Jest applies a package's manual mock from any `__mocks__` folder under its roots without a `jest.mock` call. Vitest uses a package's mock only when `vi.mock('pkg')` is called, and looks for it only in `__mocks__/` at the project root.",
            defaultSeverity: .manualFix,
            replacement: "Call `vi.mock('<package>')` in a setup file for each mocked package; a mock outside the root `__mocks__/` (CRA's `src/__mocks__/`) moves there.",
            sourceURL: migration + "#auto-mocking-behaviour",
            triggeringExamples: [RuleExample("⟦module.exports = { get: () => Promise.resolve({ data: {} }) };", fileName: "__mocks__/axios.js")],
            nonTriggeringExamples: [RuleExample("export default 'test-file';", fileName: "src/__mocks__/fileMock.js")])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {}

        func isPrimary(path: String, context: CodeContext) -> Bool { Self.mockFolderEnd(path) != nil }

        func needsFile(_ file: SourceFile, interest: Set<String>?) -> Bool { false }

        func needsNoFile(interest: Set<String>?) -> Bool { true }

        /// Where the `__mocks__/` folder of `path` ends (the start of the mocked name), if the path has one.
        static func mockFolderEnd(_ path: String) -> String.Index? {
            if path.hasPrefix("__mocks__/") { return path.index(path.startIndex, offsetBy: "__mocks__/".count) }
            return path.range(of: "/__mocks__/")?.upperBound
        }

        /// The module a file in a `__mocks__` folder stands for: its path in the folder without the extension
        /// (`lodash.debounce.js` → `lodash.debounce`, `@scope/name.js` → `@scope/name`).
        static func mockedName(_ path: String, from start: String.Index) -> String {
            let inFolder = path[start...]
            let nameStart = inFolder.lastIndex(of: "/").map { inFolder.index(after: $0) } ?? inFolder.startIndex
            guard let dot = inFolder[nameStart...].lastIndex(of: "."), dot > nameStart else { return String(inFolder) }
            return String(inFolder[..<dot])
        }

        /// True when `name` (a package, or a file of one: `lodash/fp`) is a package the project declares or has
        /// installed; when it knows none, any name that is no Node built-in and no module of the project's own.
        static func namesPackage(_ name: String, mockFolder: String, project: ProjectContext) -> Bool {
            let parts = name.split(separator: "/")
            let package = (name.hasPrefix("@") ? parts.prefix(2) : parts.prefix(1)).joined(separator: "/")
            let facts = project.facts
            if !facts.declaredRanges.isEmpty || !facts.installedVersions.isEmpty { return facts.hasPackage(package) }
            // Jest mocks Node's built-ins only on an explicit jest.mock.
            guard !ContextClassifier.isNodeBuiltin(name) else { return false }
            let resolver = ModuleResolver(files: project.filePaths, facts: facts)
            let beside = mockFolder.isEmpty ? "index.js" : mockFolder + "/index.js"
            return resolver.resolve("./" + name, from: beside) == nil
        }

        func checkProject(_ files: [SourceFile], in project: ProjectContext, into sinks: inout ProjectFindingSinks) {
            let roots = project.facts.jestRoots ?? [""]
            let mocks = files.compactMap { file -> (file: SourceFile, folder: String, inFolder: String, name: String)? in
                guard !file.tokens.isEmpty, let start = Self.mockFolderEnd(file.path) else { return nil }
                // The folder holding `__mocks__/` ("" at the project root).
                let folder = file.path.hasPrefix("__mocks__/") ? "" : String(file.path[..<start].dropLast("/__mocks__/".count))
                return (file, folder, String(file.path[start...]), Self.mockedName(file.path, from: start))
            }
            for mock in mocks {
                let inRoots = roots.contains { root in root.isEmpty || mock.folder == root || mock.folder.hasPrefix(root + "/") }
                guard inRoots, !project.facts.jestMappedFiles.contains(mock.file.path),
                    Self.namesPackage(mock.name, mockFolder: mock.folder, project: project)
                else { continue }
                let package = mock.name
                sinks.report(in: mock.file) { sink in
                    if mock.folder.isEmpty {
                        sink.report(
                            at: 0, message: "\(mock.file.path) mocks the package '\(package)', which Jest applies automatically; Vitest uses it only after vi.mock('\(package)')",
                            fix: "vi.mock('\(package)') in a setup file")
                    } else {
                        // Vitest looks for a package's mock in the root `__mocks__/` only; one there that Jest's
                        // roots left out is replaced.
                        let rootMock = mocks.first { $0.folder.isEmpty && $0.name == package }
                        let replacing = rootMock.map { " (replacing \($0.file.path), which Jest did not apply)" } ?? ""
                        sink.report(
                            at: 0, message: "\(mock.file.path) mocks the package '\(package)', which Jest applies automatically; Vitest looks for a package's mock only in __mocks__/ at the project root, and only after vi.mock('\(package)')",
                            fix: "move it to __mocks__/\(mock.inFolder)\(replacing) and call vi.mock('\(package)') in a setup file")
                    }
                }
            }
        }
    }

    struct MockResetSemantics: Rule {
        let description = RuleDescription(
            id: "test-mock-reset-semantics", title: "mockReset semantics",
            summary: "`.mockReset()` calls in tests.",
            rationale: "Jest's `mockReset` leaves an empty implementation; Vitest's restores the original `vi.fn(impl)` implementation.",
            defaultSeverity: .manualFix,
            replacement: "Check tests that rely on `undefined` after a reset; use `mockImplementation(() => undefined)` explicitly.",
            sourceURL: migration + "#mock-mockreset",
            triggeringExamples: [
                RuleExample("afterEach(() => { api.get.⟦mockReset(); });", fileName: "src/api.test.js"),
                RuleExample("const fetchUser = jest.fn(() => Promise.resolve(user));\nafterEach(() => { fetchUser.⟦mockReset(); });", fileName: "src/user.test.js"),
                RuleExample("const api = { get: jest.fn(() => ok) };\nafterEach(() => { api.get.⟦mockReset(); });", fileName: "src/user.test.js"),
            ],
            nonTriggeringExamples: [
                RuleExample("afterEach(() => { api.get.mockClear(); });", fileName: "src/api.test.js"),
                RuleExample("const onSave = jest.fn();\nafterEach(() => { onSave.mockReset(); });", fileName: "src/form.test.js"),
                RuleExample("jest.mock('axios', () => ({ get: jest.fn() }));\nafterEach(() => { axios.get.mockReset(); });", fileName: "src/api.test.js"),
                RuleExample("jest.mock('../client', () => ({ apiRequest: jest.fn() }));\nimport { apiRequest } from '../client';\nconst mocked = apiRequest as jest.MockedFunction<typeof apiRequest>;\nbeforeEach(() => { mocked.mockReset(); apiRequest.mockReset(); });", fileName: "src/api/__tests__/payments.test.ts"),
            ])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context == .test, file.lexed.containsBytes("mockReset") else { return }
            let bareMocks = Self.bareMockNames(file)
            for index in file.tokens.indices where file.isWord(index, "mockReset") && file.isPunct(index - 1, ".") && file.isPunct(index + 1, "(") {
                // A mock made without an implementation has none to restore: both runners leave it returning undefined.
                if let receiver = file.word(index - 2),
                    file.isPunct(index - 3, ".") ? bareMocks.properties.contains(receiver) : bareMocks.variables.contains(receiver)
                {
                    continue
                }
                sink.report(at: index, message: "mockReset() restores the original implementation under Vitest (Jest leaves an empty one)", fix: "mockImplementation(() => undefined) where the test relies on it")
            }
        }

        /// Variables (`const onSave = jest.fn();`) and object keys (`{ get: jest.fn() }`, as in a `jest.mock` factory)
        /// whose every definition in the file is `jest.fn()` or `vi.fn()` with no implementation.
        static func bareMockNames(_ file: SourceFile) -> (variables: Set<String>, properties: Set<String>) {
            var bare: (variables: Set<String>, properties: Set<String>) = ([], [])
            var other: (variables: Set<String>, properties: Set<String>) = ([], [])
            var aliases: [(alias: String, target: String)] = []
            for index in file.tokens.indices where file.isPunct(index, "=") || file.isPunct(index, ":") {
                guard let name = file.word(index - 1) else { continue }
                // `const mocked = apiRequest as jest.MockedFunction<…>;`: the same mock under another name.
                if file.isPunct(index, "="), !file.isPunct(index - 2, "."), let target = file.word(index + 1),
                    file.isWord(index + 2, "as") || file.isPunct(index + 2, ";")
                {
                    aliases.append((name, target))
                    continue
                }
                let isBare = (file.isWord(index + 1, "jest") || file.isWord(index + 1, "vi")) && file.isPunct(index + 2, ".") && file.isWord(index + 3, "fn")
                    && file.isPunct(index + 4, "(") && file.isPunct(index + 5, ")")
                // `x.get = …` and `{ get: … }` define a key; `const x = …` a variable.
                let isKey = file.isPunct(index, "=") ? file.isPunct(index - 2, ".") : file.isPunct(index - 2, "{") || file.isPunct(index - 2, ",")
                guard isKey || file.isPunct(index, "=") else { continue }
                switch (isKey, isBare) {
                case (true, true): bare.properties.insert(name)
                case (true, false): other.properties.insert(name)
                case (false, true): bare.variables.insert(name)
                case (false, false): other.variables.insert(name)
                }
            }
            // A name also defined otherwise may hold either: not judged.
            var variables = bare.variables.subtracting(other.variables)
            let properties = bare.properties.subtracting(other.properties)
            // A name imported from a mocked module (`import { apiRequest }` beside `{ apiRequest: jest.fn() }`) reads
            // the factory's key, unless a variable of that name is made otherwise.
            variables.formUnion(properties.subtracting(other.variables))
            for (alias, target) in aliases where !other.variables.contains(alias) && (variables.contains(target) || properties.contains(target)) {
                variables.insert(alias)
            }
            return (variables, properties)
        }
    }

    /// Calls of test functions and hooks: (callee token, name, argument ranges). Includes `it.only`, `test.skip`.
    static func testCalls(_ file: SourceFile, _ names: Set<String>) -> [(Int, String, [Range<Int>])] {
        var result: [(Int, String, [Range<Int>])] = []
        for chain in names.flatMap({ file.freeChains($0) }) {
            guard chain.segments.count <= 1, file.isCalled(chain) else { continue }
            result.append((chain.root, chain.rootName, file.structure.arguments(ofCallAt: chain.lastToken + 1, in: file.lexed)))
        }
        return result.sorted { $0.0 < $1.0 }
    }

    /// The function an argument is, when it is one: `x => …`, `(x) => …`, `async () => …`, `function (x) { … }`,
    /// `async function name(x) { … }`; nil for any other expression (a name, a timeout, a call).
    static func callback(_ range: Range<Int>, _ file: SourceFile) -> FunctionShape? {
        file.structure.functions.first { function in
            guard function.body.upperBound <= range.upperBound, function.parameters.lowerBound >= range.lowerBound,
                function.parameters.lowerBound - range.lowerBound <= 4
            else { return false }
            // Only a function's head may stand before its parameters.
            return (range.lowerBound..<function.parameters.lowerBound).allSatisfy { index in
                file.isWord(index, "async") || file.isWord(index, "function") || file.isPunct(index, "*") || file.isPunct(index, "(")
                    || (index > range.lowerBound && file.isWord(index - 1, "function") && file.word(index) != nil)
                    || (index > range.lowerBound && file.isPunct(index - 1, "*") && file.word(index) != nil)
            }
        }
    }

    /// The test's or hook's function among its arguments: `it(name, fn, timeout)`, `beforeEach(fn, timeout)`.
    static func callbackArgument(_ arguments: [Range<Int>], _ file: SourceFile) -> FunctionShape? {
        for argument in arguments {
            if let function = callback(argument, file) { return function }
        }
        return nil
    }

    struct DoneCallback: Rule {
        let description = RuleDescription(
            id: "test-done-callback", title: "done callback",
            summary: "Tests and hooks whose callback takes a `done` parameter.",
            rationale: "Vitest does not support the `done` callback.",
            defaultSeverity: .autoFixable,
            replacement: "Return a promise or use `async`/`await` (`await new Promise((done) => …)`).",
            sourceURL: migration + "#done-callback",
            triggeringExamples: [
                RuleExample("⟦it('loads', done => {\n  load().then(() => done());\n});", fileName: "src/a.test.js"),
                RuleExample("⟦it('a', function (done) { done(); });\n⟦beforeEach(function setUp(done) { done(); });", fileName: "src/a.test.js"),
                RuleExample("⟦it('b', (done) => { done(); }, 5000);", fileName: "src/a.test.js"),
            ],
            nonTriggeringExamples: [
                RuleExample("it('loads', async () => {\n  await load();\n});", fileName: "src/a.test.js"),
                RuleExample("it('loads', function () { load(); }, 5000);", fileName: "src/a.test.js"),
                RuleExample("it('uses a helper', check(done => done()));", fileName: "src/a.test.js"),
            ])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context == .test else { return }
            for (token, name, arguments) in testCalls(file, ["it", "test", "beforeEach", "afterEach", "beforeAll", "afterAll"]) {
                guard let function = callbackArgument(arguments, file), !function.parameters.isEmpty else { continue }
                let parameter = file.excerpt(function.parameters)
                guard !parameter.isEmpty, parameter != "()" else { continue }
                sink.report(at: token, message: "\(name)(…) takes a done callback (\(parameter)); Vitest does not support done", fix: "async/await or a returned promise")
            }
        }
    }

    struct HooksReturn: Rule {
        let description = RuleDescription(
            id: "test-hooks-return", title: "Hook returning a value",
            summary: "`beforeEach(() => expr)` / `beforeAll(() => expr)` with an expression body.",
            rationale: "Vitest treats a function returned from `beforeEach`/`beforeAll` as a teardown and calls it.",
            defaultSeverity: .autoFixable,
            replacement: "Use a block body: `beforeEach(() => { expr; })`.",
            sourceURL: migration + "#hooks",
            triggeringExamples: [
                RuleExample("⟦beforeEach(() => store.reset());", fileName: "src/store.test.js"),
                RuleExample("⟦beforeAll(async () => server.listen(), 10000);", fileName: "src/store.test.js"),
                // A spy is a function: Vitest would call it as the teardown.
                RuleExample("⟦beforeEach(() => jest.spyOn(api, 'get'));", fileName: "src/store.test.js"),
            ],
            nonTriggeringExamples: [
                RuleExample("beforeEach(() => { store.reset(); });", fileName: "src/store.test.js"),
                RuleExample("beforeEach(() => jest.resetAllMocks());", fileName: "src/store.test.js"),
            ])

        /// `jest` methods that return the `jest` object (Vitest's `vi` likewise): an object, never called as a teardown.
        static let chainingJestMethods: Set<String> = [
            "resetAllMocks", "clearAllMocks", "restoreAllMocks", "resetModules", "useFakeTimers", "useRealTimers", "runAllTimers",
            "runOnlyPendingTimers", "advanceTimersByTime", "setSystemTime", "clearAllTimers", "setTimeout", "unmock", "mock", "doMock",
        ]

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context == .test else { return }
            for (token, name, arguments) in testCalls(file, ["beforeEach", "beforeAll"]) {
                guard let function = callbackArgument(arguments, file), function.isArrow, !file.isPunct(function.body.lowerBound, "{") else { continue }
                let body = function.body.lowerBound
                if file.isWord(body, "jest") || file.isWord(body, "vi"), file.isPunct(body + 1, "."), let method = file.word(body + 2),
                    Self.chainingJestMethods.contains(method), file.isPunct(body + 3, "("),
                    let close = file.structure.partner(of: body + 3), close + 1 >= function.body.upperBound
                {
                    continue
                }
                sink.report(at: token, message: "\(name)(() => …) returns its expression; Vitest calls a returned function as teardown", fix: "\(name)(() => { …; })")
            }
        }
    }

    struct NamePattern: Rule {
        let description = RuleDescription(
            id: "test-name-pattern", title: "currentTestName parsing",
            summary: "`expect.getState().currentTestName`.",
            rationale: "Vitest joins suite and test names with ` > ` (Jest with a space).",
            defaultSeverity: .autoFixable,
            replacement: "Parse names joined with ` > `.",
            sourceURL: migration,
            triggeringExamples: [RuleExample("const name = ⟦expect.getState().currentTestName;", fileName: "src/a.test.js")],
            nonTriggeringExamples: [RuleExample("const state = expect.getState();", fileName: "src/a.test.js")])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard TestRules.isJestCode(file, project.facts) else { return }
            for chain in file.freeChains("expect") where chain.segments.first?.name == "getState" && file.isCalled(chain) {
                guard let close = file.structure.partner(of: chain.lastToken + 1), file.isPunct(close + 1, "."), file.isWord(close + 2, "currentTestName") else { continue }
                sink.report(at: chain.root, through: close + 2, message: "currentTestName joins names with ' > ' in Vitest (a space in Jest)", fix: "split on ' > '")
            }
        }
    }

    struct WorkerID: Rule {
        let description = RuleDescription(
            id: "test-worker-id", title: "JEST_WORKER_ID",
            summary: "Reads of `JEST_WORKER_ID` (`process.env.JEST_WORKER_ID`).",
            rationale: "Vitest sets `VITEST_POOL_ID` / `VITEST_WORKER_ID` instead.",
            defaultSeverity: .autoFixable,
            replacement: "`process.env.VITEST_POOL_ID`.",
            sourceURL: migration + "#envs",
            triggeringExamples: [RuleExample("const port = 4000 + Number(process.env.⟦JEST_WORKER_ID);", fileName: "src/server.test.js")],
            nonTriggeringExamples: [RuleExample("const port = 4000 + Number(process.env.VITEST_POOL_ID);", fileName: "src/server.test.js")])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context != .node, file.lexed.containsBytes("JEST_WORKER_ID") else { return }
            for index in file.tokens.indices {
                let token = file.tokens[index]
                let hit = (token.kind == .identifier && file.isWord(index, "JEST_WORKER_ID"))
                    || (token.kind == .string && file.stringValue(index) == "JEST_WORKER_ID" && file.isPunct(index - 1, "[") && file.isPunct(index + 1, "]"))
                if hit { sink.report(at: index, message: "JEST_WORKER_ID is not set by Vitest", fix: "VITEST_POOL_ID") }
            }
        }
    }

    /// Inline snapshots in Jest's pre-29 format; `.snap` files are the configuration audit's, under the same id.
    struct SnapshotFormat: Rule {
        let description = JestSnapshotFormat.description

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            // A Vitest config that sets snapshotFormat has decided how these snapshots are read.
            guard file.context == .test, project.facts.viteForTests?.testSettings.contains("snapshotFormat") != true else { return }
            var legacy: [Int] = []
            // An error's message is a string snapshot too, written with escaped quotes before Jest 29.
            for index in file.tokenIndices(ifMentioning: "InlineSnapshot(")
            where file.isWord(index, "toMatchInlineSnapshot") || file.isWord(index, "toThrowErrorMatchingInlineSnapshot") {
                // The snapshot is the last argument (property matchers may come first), a template without substitutions.
                guard file.isPunct(index - 1, ".") || file.isPunct(index - 1, "?."), file.isPunct(index + 1, "("),
                    let last = file.structure.arguments(ofCallAt: index + 1, in: file.lexed).last, last.count == 1,
                    file.tokens[last.lowerBound].kind == .template
                else { continue }
                let token = file.tokens[last.lowerBound]
                // Between the backticks.
                let text = file.lexed.bytes[(Int(token.start) + 1)..<max(Int(token.start) + 1, Int(token.end) - 1)]
                if JestSnapshotFormat.firstLegacyLine(inTemplate: text) != nil { legacy.append(index) }
            }
            guard let first = legacy.first else { return }
            let count = legacy.count == 1 ? "this inline snapshot prints" : "\(legacy.count) inline snapshots in this file print"
            sink.report(
                at: first,
                message: "\(count) \(JestSnapshotFormat.difference), so \(legacy.count == 1 ? "it fails" : "they fail") as written",
                fix: JestSnapshotFormat.fix)
        }
    }

    /// Globals of Jest, Jasmine (Jest's runner up to 26) and Mocha that Vitest defines under no name, not even with
    /// `test.globals: true` (its globals are describe, it, test, suite, expect, assert, chai, vi, the four hooks…).
    struct MissingGlobals: Rule {
        /// The replacement of each bare global, and whether it takes more than writing that in its place (`manual`).
        static let renames: [String: (replacement: String, manual: Bool)] = [
            "xit": ("it.skip", false), "xtest": ("test.skip", false), "xdescribe": ("describe.skip", false), "fit": ("it.only", false),
            "fdescribe": ("describe.only", false), "specify": ("it", false), "xspecify": ("it.skip", false), "context": ("describe", false),
            "xcontext": ("describe.skip", false), "before": ("beforeAll", false), "after": ("afterAll", false),
            "spyOn": ("vi.spyOn", false),
            // Jasmine's fail() marks the spec failed and goes on; a throw in its place is caught by the catch around it.
            "fail": ("await expect(promise).rejects.toThrow() or expect(fn).toThrow(); expect.unreachable(message) only outside a try whose catch would swallow it", true),
            "pending": ("the test context's skip(): it('…', ({ skip }) => { skip() })", true),
        ]
        /// The globals `renames` covers.
        static let names = Array(renames.keys)
        /// Members of Jasmine's `jasmine` object and their Vitest counterparts.
        static let jasmineMembers: [String: (replacement: String, manual: Bool)] = [
            "any": ("expect.any", false), "anything": ("expect.anything", false), "objectContaining": ("expect.objectContaining", false),
            "arrayContaining": ("expect.arrayContaining", false), "stringMatching": ("expect.stringMatching", false),
            "stringContaining": ("expect.stringContaining", false), "createSpy": ("vi.fn()", false),
            "createSpyObj": ("an object with a vi.fn() per method", true), "clock": ("vi.useFakeTimers() and vi.advanceTimersByTime(ms)", true),
            "DEFAULT_TIMEOUT_INTERVAL": ("vi.setConfig({ testTimeout: ms }) in place of the assignment", true),
        ]

        let description = RuleDescription(
            id: "test-missing-globals", title: "Test globals Vitest does not define",
            summary: "Free uses, in test files, of Jest's `xit`/`fit`/`xdescribe`/`fdescribe`/`xtest`, Jasmine's `fail`, `pending`, `spyOn` and `jasmine.*` (Jest's runner up to Jest 26), and Mocha's `before`/`after`/`context`/`specify`; where Jest ran jasmine2, Jasmine's spy API on the spies `spyOn` and `jasmine.createSpy` made (`spy.calls.count()`, `spy.and.returnValue(x)`).",
            rationale: "Vitest's globals are `describe`, `it`, `test`, `suite`, `expect`, `assert`, `chai`, `vi` and the hooks; these names are undefined under it even with `test.globals: true` (ReferenceError), and none can be imported from 'vitest'.",
            defaultSeverity: .autoFixable,
            replacement: "`it.skip`/`it.only`/`describe.skip`/`describe.only`; `vi.spyOn(…).mockImplementation(() => {})` (a Jasmine spy stubs the method; `.and.returnValue` becomes `.mockReturnValue`, `.and.callThrough()` a bare `vi.spyOn`); `expect.any`/`expect.objectContaining`; `vi.fn()`; for `fail()`, `rejects`/`toThrow`; `spy.mock.calls.length`, `spy.mock.calls[0]`, `spy.mock.lastCall`, `spy.mockReturnValue(x)`, `spy.mockImplementation(f)`.",
            sourceURL: migration,
            triggeringExamples: [
                RuleExample("⟦xit('is skipped', () => {});\n⟦fdescribe('focus', () => {});", fileName: "src/a.test.js"),
                RuleExample("it('throws', async () => {\n  try { await load(); ⟦fail('no error'); } catch (e) { expect(e).toBeTruthy(); }\n});", fileName: "src/load.test.js"),
                RuleExample("it('logs', () => {\n  ⟦spyOn(console, 'log');\n  expect(log).toHaveBeenCalledWith(⟦jasmine.any(String));\n  const done = ⟦jasmine.createSpy('done');\n});", fileName: "src/log.test.js"),
                RuleExample("⟦before(() => start());\n⟦context('when empty', () => { ⟦specify('is empty', () => {}); });", fileName: "test/list.spec.js"),
                RuleExample("it('reads once', () => {\n  const get = ⟦spyOn(api, 'get');\n  load();\n  expect(get.⟦calls.count()).toBe(1);\n  expect(api.get.⟦calls.argsFor(0)).toEqual(['/user']);\n});", fileName: "src/load.test.js"),
            ],
            nonTriggeringExamples: [
                RuleExample("it.skip('is skipped', () => {});\nconst spy = vi.spyOn(console, 'log');", fileName: "src/a.test.js"),
                RuleExample("import { spyOn } from 'tinyspy';\nconst fit = (w) => w;\nspyOn(api, 'get');\nfit(1);", fileName: "src/a.test.js"),
                "xit('not a test file');\nfail();",
                RuleExample("const { context } = render(<App />);\nexpect(context.user).toBe(null);", fileName: "src/App.test.jsx"),
                RuleExample("const get = vi.spyOn(api, 'get');\nexpect(get.mock.calls.length).toBe(1);\nconst fetcher = jest.fn();\nfetcher.calls.count();", fileName: "src/load.test.js"),
            ])

        func check(_ file: SourceFile, in project: ProjectContext, into sink: inout FindingSink) {
            guard file.context == .test else { return }
            for index in file.freeReferences(to: Self.names) {
                let name = file.text(index)
                // A property (`obj.fit`), a key (`{ fail: … }`) or a label is no use of the global; a ternary's
                // branch (`ok ? pending : fail`) is.
                guard !file.isPunct(index - 1, "."), !file.isPunct(index - 1, "?."), !file.isPunct(index + 1, ":") || file.isPunct(index - 1, "?")
                else { continue }
                guard var (replacement, manual) = Self.renames[name] else { continue }
                var end = index
                if name == "spyOn", file.isPunct(index + 1, "("), let close = file.structure.partner(of: index + 1) {
                    if Self.hasJasmineStrategy(after: close, in: file) {
                        replacement = "vi.spyOn" + Self.strategyNote
                        manual = true
                    } else {
                        // Jasmine's spy stubs the method (its default strategy returns undefined); vi.spyOn calls
                        // through, so a bare rename would run the real method.
                        replacement = "vi.spyOn" + file.source(index + 1..<close + 1) + ".mockImplementation(() => {})"
                        end = close
                    }
                }
                sink.report(
                    at: index, through: end,
                    message: "\(name) is a \(Self.origin(name)) global that Vitest does not define, even with test.globals: true (ReferenceError)",
                    fix: replacement, severity: manual ? .manualFix : nil)
            }
            for chain in file.freeChains("jasmine") {
                guard let member = chain.segments.first?.name else {
                    sink.report(at: chain.root, message: "jasmine is Jasmine's global (Jest's runner up to Jest 26); Vitest does not define it", fix: "expect.* asymmetric matchers and vi", severity: .manualFix)
                    continue
                }
                var (replacement, manual) = Self.jasmineMembers[member] ?? ("its Vitest counterpart (expect.* or vi.*)", true)
                // `jasmine.createSpy('name')` is replaced whole: vi.fn's argument is an implementation, not a name.
                let callEnd = member == "createSpy" && file.isCalled(chain) ? file.structure.partner(of: chain.lastToken + 1) : nil
                if let callEnd, Self.hasJasmineStrategy(after: callEnd, in: file) {
                    replacement += Self.strategyNote
                    manual = true
                }
                sink.report(
                    at: chain.root, through: callEnd ?? chain.segments[0].tokenIndex,
                    message: "jasmine.\(member) is Jasmine's (Jest's runner up to Jest 26); Vitest has no jasmine global",
                    fix: replacement, severity: manual ? .manualFix : nil)
            }
            if Self.runsJasmine2(project.facts) { Self.reportSpyAPIUses(in: file, into: &sink) }
        }

        /// Whether a Jasmine spy strategy (`.and.returnValue(1)`) follows the call closing at `close`.
        static func hasJasmineStrategy(after close: Int, in file: SourceFile) -> Bool {
            file.isPunct(close + 1, ".") && file.isWord(close + 2, "and")
        }

        /// Jasmine's spy strategies (`.and.…`) in Vitest's mock API.
        static let strategyNote = "; the spy's .and.returnValue(v) and .and.callFake(f) become .mockReturnValue(v) and .mockImplementation(f), and .and.callThrough() is dropped (a vi.spyOn spy calls through)"

        /// Who defined the global.
        static func origin(_ name: String) -> String {
            switch name {
            case "fail", "pending", "spyOn": "Jasmine (Jest's runner up to Jest 26)"
            case "before", "after", "context", "specify", "xspecify", "xcontext": "Mocha"
            default: "Jest"
            }
        }
    }
}
