import Foundation
import Testing
@testable import BenchKit

/// Only the exact comment `HMRProbe` appends is taken off the end of a file; anything else is the user's.
struct HMRFileTests {
    private func afterCleanup(_ text: String) throws -> (text: String, warned: Bool) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hmr-file-\(UUID().uuidString).js")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let warning = HMRFile.removeLeftoverProbe(at: file.path)
        return (try String(contentsOf: file, encoding: .utf8), warning != nil)
    }

    @Test func theProbesOwnCommentIsRemoved() throws {
        #expect(try afterCleanup("a();\n\n// migrate-audit hmr probe 4\n") == ("a();\n", true))
        #expect(try afterCleanup("a();\n// migrate-audit hmr probe -1\n") == ("a();", true))
    }

    @Test func otherEndingsAreKept() throws {
        for text in ["a();\n// migrate-audit hmr probe 4", "a();\n// migrate-audit hmr probe x\n",
                     "// migrate-audit hmr probe 4\na();\n", "a();\n// migrate-audit hmr probe \n", "a();\n"] {
            #expect(try afterCleanup(text) == (text, false), "\(text)")
        }
    }
}
