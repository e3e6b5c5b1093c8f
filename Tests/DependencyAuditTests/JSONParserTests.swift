import Testing
@testable import DependencyAudit

struct JSONParserTests {
    @Test func keepsKeyOrderAndLines() throws {
        let value = try JSONParser.parse(Array("{\n  \"b\": 1,\n  \"a\": [true, null, \"x\\u00e9\"]\n}".utf8))
        #expect(value.objectMembers?.map(\.key) == ["b", "a"])
        #expect(value.member("a")?.line == 3)
        #expect(value["a"]?.arrayValues?[2] == .string("xé"))
    }

    @Test func aKeyGivenTwiceReadsItsLastValueAsNpmDoes() throws {
        let value = try JSONParser.parse(Array(#"{"version": "1", "version": "2"}"#.utf8))
        #expect(value["version"] == .string("2"))
        let manifest = try PackageManifest.parse(
            path: "package.json", bytes: Array(#"{"dependencies": {"react": "^15.0.0", "react": "^16.14.0"}}"#.utf8)).get()
        #expect(manifest.declarations.map { "\($0.name)@\($0.range)" } == ["react@^16.14.0"])
    }

    @Test func keysKnowTheirUTF16Column() throws {
        // é is two bytes and one UTF-16 unit, 😀 four bytes and two units.
        let value = try JSONParser.parse(Array("{\"d\": \"é😀\", \"a\": {\"x\": 1, \"y\": 2}}".utf8))
        #expect(value.member("d")?.column == 2)
        #expect(value.member("a")?.column == 14)
        #expect(value["a"]?.objectMembers?.map(\.column) == [20, 28])
        let manifest = try PackageManifest.parse(path: "package.json", bytes: Array("{\n  \"devDependencies\": { \"webpack\": \"4\", \"babel-loader\": \"8\" }\n}".utf8)).get()
        #expect(manifest.declarations.map { "\($0.line):\($0.column)" } == ["2:24", "2:40"])
    }

    @Test func reportsLineAndColumnOfTheFirstError() {
        #expect(throws: JSONParser.Failure(line: 2, column: 10, reason: "expected ',' or '}'")) {
            try JSONParser.parse(Array("{\n  \"a\": 1 \"b\": 2 }".utf8))
        }
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(Array("{\"a\": 1,}".utf8)) }
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(Array("".utf8)) }
    }

    @Test func refusesHostileNesting() {
        let deep = String(repeating: "[", count: 10_000)
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(Array(deep.utf8)) }
    }
}
