import DependencyAudit
import Foundation

/// Package layouts built in code.
struct Fixture {
    var tree = InMemoryPackageTree()

    init(app: String = #"{"name": "app", "dependencies": {}}"#) {
        tree.addFile("package.json", app)
    }

    /// Adds `node_modules/<name>` (or a nested location) with a package.json and files.
    mutating func package(_ name: String, at base: String = "node_modules", manifest: String, files: [String: String] = [:]) {
        let directory = base + "/" + name
        tree.addFile(directory + "/package.json", manifest)
        for (path, text) in files { tree.addFile(directory + "/" + path, text) }
    }

    mutating func file(_ path: String, _ text: String) { tree.addFile(path, text) }

    func audit(_ sites: [String: [ImportSite]], vite: Int = 8) -> DependencyAuditResult {
        DependencyAuditor(tree: tree, options: DependencyAuditOptions(vite: vite)).audit(importSites: sites)
    }
}

/// A temporary directory removed when the value goes away.
final class TemporaryDirectory {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("deps-test-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func write(_ relative: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func link(_ relative: String, to target: String) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

extension DependencyAuditResult {
    func record(_ name: String) -> DependencyRecord? { dependencies.first { $0.name == name } }
    func findings(_ rule: String) -> [Finding] { findings.filter { $0.ruleId == rule } }
}

import AuditModel
