import Foundation
import Testing
@testable import BenchKit

/// Only the exact comment `HMRProbe` appends is taken off the end of a file; anything else is the user's.
struct HMRFileTests {
    private func afterCleanup(_ text: String, extension pathExtension: String = "js") throws -> (text: String, warned: Bool) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hmr-file-\(UUID().uuidString).\(pathExtension)")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let warning = HMRFile.removeLeftoverProbe(at: file.path)
        return (try String(contentsOf: file, encoding: .utf8), warning != nil)
    }

    @Test func theProbesOwnCommentIsRemoved() throws {
        #expect(try afterCleanup("a();\n\n// migrate-audit hmr probe 4\n") == ("a();\n", true))
        #expect(try afterCleanup("a();\n// migrate-audit hmr probe -1\n") == ("a();", true))
    }

    /// The comment written for the file's type (HMREdit) is the one recognised; another type's is the user's text.
    @Test func eachFileTypesProbeCommentIsRemoved() throws {
        #expect(try afterCleanup(".a {}\n/* migrate-audit hmr probe 2 */\n", extension: "css") == (".a {}", true))
        #expect(try afterCleanup("<template/>\n<!-- migrate-audit hmr probe 0 -->\n", extension: "vue") == ("<template/>", true))
        #expect(try afterCleanup("a: 1\n# migrate-audit hmr probe 3\n", extension: "yaml") == ("a: 1", true))
        #expect(try afterCleanup(".a {}\n// migrate-audit hmr probe 2\n", extension: "scss") == (".a {}\n// migrate-audit hmr probe 2\n", false))
        // JSON's probe is whitespace, which names no run: a file's trailing blank lines are left as they are.
        #expect(try afterCleanup("{}\n  \n", extension: "json") == ("{}\n  \n", false))
        // What HMREdit appends is what is removed.
        let appended = String(decoding: HMREdit(path: "a.html", run: 7).suffix, as: UTF8.self)
        #expect(try afterCleanup("<p></p>" + appended, extension: "html") == ("<p></p>", true))
    }

    @Test func otherEndingsAreKept() throws {
        for text in ["a();\n// migrate-audit hmr probe 4", "a();\n// migrate-audit hmr probe x\n",
                     "// migrate-audit hmr probe 4\na();\n", "a();\n// migrate-audit hmr probe \n", "a();\n"] {
            #expect(try afterCleanup(text) == (text, false), "\(text)")
        }
    }
}
