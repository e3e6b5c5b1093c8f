import Foundation
import Testing

/// Golden files under Tests/ReportingTests/Golden. `UPDATE_GOLDEN=1 swift test --filter ReportingTests`
/// rewrites them; otherwise a rendering that differs from its golden file fails the test.
enum GoldenFile {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let updateCommand = "UPDATE_GOLDEN=1 swift test --filter ReportingTests"

    static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("golden file \(name) is missing; create it with `\(updateCommand)`", sourceLocation: sourceLocation)
            return
        }
        guard expected != actual else { return }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let first = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        let was = first < expectedLines.count ? String(expectedLines[first]) : "(end of file)"
        let now = first < actualLines.count ? String(actualLines[first]) : "(end of file)"
        Issue.record(
            "golden file \(name) is stale at line \(first + 1):\n  golden: \(was)\n  actual: \(now)\nIf the change is intended, run `\(updateCommand)`",
            sourceLocation: sourceLocation)
    }
}
