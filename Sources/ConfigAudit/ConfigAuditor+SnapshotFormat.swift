import AuditModel

extension ConfigAuditor {
    /// `__snapshots__/*.snap` files written in Jest's pre-29 format (`Object {`, `Array [`, escaped quotes), which Vitest prints
    /// otherwise: one finding per file, at its first such snapshot. Inline snapshots are the source rule's.
    mutating func auditSnapshotFormat(_ files: [String]) {
        // A Vitest config that sets snapshotFormat has decided how these snapshots are read.
        guard (facts.vitest ?? facts.vite)?.testSettings.contains("snapshotFormat") != true else { return }
        for file in files where file.hasSuffix(".snap") && file.split(separator: "/").contains("__snapshots__") {
            guard let bytes = project.read(file), let line = JestSnapshotFormat.firstLegacyLine(in: bytes[...]) else { continue }
            add(JestSnapshotFormat.description, file: file, line: line + 1,
                message: "this Jest snapshot file prints \(JestSnapshotFormat.difference), so its snapshots fail as written",
                fix: JestSnapshotFormat.fix)
        }
    }
}
