import AuditModel
import Testing

@testable import SourceRules

/// test-mock-factory-default judges a factory's returned object by the keys it can read.
@Suite struct MockFactoryDefaultTests {
    /// Wikia/react-common's hooks/useLazyLoad/index.spec.js: the real module spread into the mock keeps its
    /// `default`, so the app's `import React from 'react'` still has one under Vitest.
    @Test func aFactorySpreadingTheRealModuleKeepsItsDefault() {
        let test = """
            import { useEffect, useRef } from 'react';
            import useLazyLoad from './index';
            jest.mock('react', () => ({
                ...jest.requireActual('react'),
                useRef: jest.fn(() => ({ current: null })),
                useEffect: jest.fn(),
            }));
            jest.mock('./api', () => { return { ...helpers, get: jest.fn() }; });
            """
        let files = [
            SourceFile(path: "src/hooks/useLazyLoad/index.spec.js", bytes: Array(test.utf8), context: .test),
            SourceFile(path: "src/components/Countdown/index.js", bytes: Array("import React from 'react';\nimport api from '../api';\nexport default () => React.createElement('div', null, api);\n".utf8), context: .client),
        ]
        let engine = SourceRuleEngine(rules: [TestRules.MockFactoryDefault()])
        #expect(engine.run(files: files, facts: .examples).isEmpty)
        // Without the spread the default import would be undefined.
        let plain = test.replacingOccurrences(of: "...jest.requireActual('react'),", with: "")
        let found = engine.run(files: [SourceFile(path: files[0].path, bytes: Array(plain.utf8), context: .test), files[1]], facts: .examples)
        #expect(found.map(\.line) == [3])
    }

    /// React's 2018 scripts/jest/setupHostConfigs.js and a react-native setup: a factory handing back a module
    /// (`require`, `requireActual`) returns a module object, not a bare value; one reading a member of it does not.
    @Test func aFactoryReturningARequiredModuleIsNotABareValue() {
        let code = """
            jest.mock('shared/ReactSharedInternals', () =>
              require.requireActual('react/src/ReactSharedInternals')
            );
            jest.mock('react-native', () => require('react-native-mock-render'), { virtual: true });
            jest.mock('./api', () => { return jest.requireActual('./api'); });
            jest.mock('./config', () => require('./config.test').default);
            """
        let found = ExampleRunner.findings(of: TestRules.MockFactoryDefault(), code: code, fileName: "src/setupTests.js")
        #expect(found.map(\.line) == [6])
    }

    /// A test re-mocking after jest.resetModules: jest.doMock is not hoisted, and its Vitest counterpart is vi.doMock;
    /// vi.mock would be hoisted above the reset and the earlier requires.
    @Test func aDoMockFactoryIsNamedAndFixedAsDoMock() {
        let test = """
            jest.resetModules();
            jest.doMock('../format', () => () => 'debounced');
            jest.doMock('./api', () => ({ get: jest.fn() }));
            """
        let files = [
            SourceFile(path: "src/utils/__tests__/config.test.js", bytes: Array(test.utf8), context: .test),
            SourceFile(path: "src/utils/__tests__/users.js", bytes: Array("import api from './api';\nexport default api;\n".utf8), context: .client),
        ]
        let found = SourceRuleEngine(rules: [TestRules.MockFactoryDefault()]).run(files: files, facts: .examples)
        #expect(found.map(\.line) == [2, 3])
        #expect(found.allSatisfy { $0.message.hasPrefix("the jest.doMock(") })
        #expect(found.map(\.fix) == ["vi.doMock('../format', () => ({ default: … }))", "vi.doMock('./api', () => ({ default: … }))"])
    }
}
