import Testing
@testable import DependencyAudit

struct JSONParserTests {
    @Test func keepsKeyOrderAndLines() throws {
        let value = try JSONParser.parse(Array("{\n  \"b\": 1,\n  \"a\": [true, null, \"x\\u00e9\"]\n}".utf8))
        #expect(value.objectMembers?.map(\.key) == ["b", "a"])
        #expect(value.member("a")?.line == 3)
        #expect(value["a"]?.arrayValues?[2] == .string("xé"))
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
