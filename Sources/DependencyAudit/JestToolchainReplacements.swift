/// The packages that only work under Jest, and what takes their place under Vitest: the fix of each `dep-jest-only`
/// finding. Jest's own runtime (transforms, environments, reporters, watch plugins) does nothing under Vitest, and a
/// helper that calls the `jest` global fails on import there.
enum JestToolchainReplacements {
    /// Why `name` does not work under Vitest and the fix; nil when it is no Jest-only package (at this `major`, for
    /// those that gained Vitest support), or when it is one of Jest's `transforms` declared in the scanned root's
    /// manifest (`inRootManifest`), which test-babel-jest reports.
    static func port(of name: String, major: Int?, inRootManifest: Bool) -> (why: String, fix: String)? {
        // jest-dom 6 has a Vitest entry; before it, its matchers extend the global expect and its types are Jest's.
        if name == "@testing-library/jest-dom" {
            guard major.map({ $0 < 6 }) ?? false else { return nil }
            return ("extends the global expect, which Vitest defines only with test.globals, and types Jest's matchers; its Vitest entry came with 6",
                    "Upgrade to @testing-library/jest-dom 6 and import '@testing-library/jest-dom/vitest' in the setup file.")
        }
        guard !(inRootManifest && transforms.contains(name)), let fix = table[name] else { return nil }
        return (reasons[name] ?? "only works under Jest; Vitest runs none of Jest's runtime and has no jest global", fix)
    }

    /// Jest's transforms, which the configuration audit's test-babel-jest reports at the scanned root's declaration
    /// (a second finding there would count the same removal twice); a workspace package's are dep-jest-only's.
    static let transforms: Set<String> = ["babel-jest", "ts-jest", "jest-transform-stub", "identity-obj-proxy"]

    /// Packages that are not Jest's runtime or built on its global, but are only there for it.
    private static let reasons: [String: String] = [
        "jest": "is the test runner Vitest replaces",
        "identity-obj-proxy": "maps CSS-module imports for Jest, which Vitest does itself",
        "@types/jest": "types Jest's globals, which Vitest's own types replace",
    ]

    /// The major a declared range starts at (`^5.11.4`, `~4.2`, `>=5`); nil for tags, aliases and protocols.
    static func lowestMajor(_ range: String) -> Int? {
        let rest = range.drop { "^~>=v ".contains($0) }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        return digits.isEmpty ? nil : Int(digits)
    }

    private static let table: [String: String] = {
        var table: [String: String] = [
            "jest": "Remove once the tests run under Vitest (`vitest` in the test script); keep it only while both run.",
            "jest-fetch-mock": "Replace with vitest-fetch-mock: createFetchMock(vi).enableMocks() in the setup file.",
            "jest-canvas-mock": "Replace with vitest-canvas-mock, imported in the setup file.",
            "jest-mock-extended": "Replace with vitest-mock-extended (the same mock<T>() and mockDeep API).",
            "jest-localstorage-mock": "Remove; jsdom has localStorage: spy on it with vi.spyOn(Storage.prototype, 'setItem').",
            "jest-junit": "Remove; Vitest's built-in junit reporter (reporters: ['junit'], outputFile).",
            "@types/jest": "Remove; with test.globals, \"types\": [\"vitest/globals\"] in tsconfig, else import from 'vitest'.",
            "jest-environment-node": "Remove; node is Vitest's default environment.",
            "identity-obj-proxy": "Remove; Vitest handles CSS modules itself (test.css; see test-css-modules for class names in snapshots).",
        ]
        for name in ["babel-jest", "ts-jest", "jest-transform-stub", "jest-css-modules-transform", "jest-cli", "jest-circus", "jest-jasmine2"] {
            table[name] = "Remove; Vitest runs and transforms the tests through Vite's pipeline."
        }
        for name in ["jest-environment-jsdom", "jest-environment-jsdom-sixteen", "jest-environment-jsdom-fourteen", "jest-environment-jsdom-global"] {
            table[name] = "Replace with jsdom (test: { environment: 'jsdom' })."
        }
        for name in ["jest-watch-typeahead", "jest-watch-select-projects"] {
            table[name] = "Remove; Vitest's watch mode filters by file and test name itself."
        }
        return table
    }()
}
