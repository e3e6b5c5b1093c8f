import Testing
@testable import DependencyAudit

struct SemverRangeTests {
    let react18 = SemanticVersion(major: 18, minor: 3, patch: 1)

    @Test(arguments: [
        ("^0.14 || ^15 || ^16", false), ("^16.8.0 || ^17.0.0 || ^18.0.0", true), (">=16.8", true), ("*", true),
        ("16.x || 17.x", false), ("15.0.0 - 18", true), ("15.0.0 - 17", false), ("~18.2.0", false), (">=15 <18", false),
        ("^18.0.0-0", true), ("<= 18.3.1", true), ("18", true), ("x", true), ("^17.0.0 || >= 18.0", true), (">17", true),
    ])
    func admitsReact18(range: String, expected: Bool) throws {
        let parsed = try #require(SemverRange(range))
        #expect(parsed.admits(react18) == expected)
    }

    @Test func nonSemverRangesAreRejected() {
        #expect(SemverRange("latest") == nil)
        #expect(SemverRange("workspace:*") == nil)
        #expect(SemverRange("github:user/repo") == nil)
    }

    @Test func versionsOrderWithPrereleases() throws {
        let beta = try #require(SemanticVersion("1.0.0-beta.2"))
        let release = try #require(SemanticVersion("v1.0.0"))
        #expect(beta < release)
        #expect(try #require(SemanticVersion("1.0.0-beta.10")) > beta)
    }
}
