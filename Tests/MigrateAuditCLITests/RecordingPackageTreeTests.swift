import DependencyAudit
import Foundation
import Testing

@testable import ScanEngine

/// What the dependency audit asks of node_modules on disk is recorded, and checked again before reuse.
@Suite struct RecordingPackageTreeTests {
    private let root = FileManager.default.temporaryDirectory.appendingPathComponent("probes-\(UUID().uuidString)").path

    @Test func recordedAnswersHoldUntilTheFolderChanges() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/node_modules/a", withIntermediateDirectories: true)
        try Data(#"{ "name": "a" }"#.utf8).write(to: URL(fileURLWithPath: root + "/node_modules/a/package.json"))
        let recorder = RecordingPackageTree(DiskPackageTree(root: root))
        #expect(recorder.read("node_modules/a/package.json") != nil)
        #expect(recorder.entryKind(at: "node_modules/b") == nil)
        #expect(recorder.directoryEntries(at: "node_modules") == ["a"])
        let probes = try #require(recorder.probes)
        #expect(probes.count >= 4)
        #expect(probes.allSatisfy { $0.question.path.hasPrefix(root + "/") }, "noted by absolute path")
        #expect(probes.allSatisfy { $0.holds() })

        try FileManager.default.createDirectory(atPath: root + "/node_modules/b", withIntermediateDirectories: true)
        #expect(!probes.allSatisfy { $0.holds() }, "a package installed since")
    }

    @Test func treesSharingALogNoteOneSetOfQuestions() throws {
        // A monorepo package's audit looks for a workspace above it and reads the workspace root: one log.
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/packages/web", withIntermediateDirectories: true)
        let above = RecordingPackageTree(DiskPackageTree(root: root))
        let package = RecordingPackageTree(DiskPackageTree(root: root + "/packages/web"), log: above.log)
        #expect(above.entryKind(at: "package-lock.json") == nil)
        #expect(package.entryKind(at: "node_modules") == nil)
        #expect(package.entryKind(at: root + "/packages") == .directory)
        let probes = try #require(above.probes)
        #expect(probes.map(\.question.path) == [root + "/package-lock.json", root + "/packages", root + "/packages/web/node_modules"])
        try Data("{}".utf8).write(to: URL(fileURLWithPath: root + "/package-lock.json"))
        #expect(!probes.allSatisfy { $0.holds() }, "a lockfile written above the package since")
    }

    @Test func aQuestionAnsweredTwoWaysInOneScanKeepsNothing() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let recorder = RecordingPackageTree(DiskPackageTree(root: root))
        #expect(recorder.entryKind(at: "node_modules") == nil)
        try FileManager.default.createDirectory(atPath: root + "/node_modules", withIntermediateDirectories: true)
        #expect(recorder.entryKind(at: "node_modules") == .directory)
        #expect(recorder.probes == nil)
    }
}
