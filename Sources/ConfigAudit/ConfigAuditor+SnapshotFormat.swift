import AuditModel

extension ConfigAuditor {
    /// The project's Jest snapshot files in path order, each read once for all the rules that look into them.
    mutating func jestSnapshots() -> [JestSnapshotFile] {
        if let read = jestSnapshotsRead { return read }
        let read = project.files.filter(JestSnapshotFile.isSnapshot).sorted().compactMap { JestSnapshotFile(path: $0, bytes: project.read($0)) }
        jestSnapshotsRead = read
        return read
    }

    /// `__snapshots__/*.snap` files written in Jest's pre-29 format (`Object {`, `Array [`, escaped quotes), which Vitest prints
    /// otherwise: one finding per file, at its first such snapshot. Inline snapshots are the source rule's.
    mutating func auditSnapshotFormat() {
        // A Vitest config that sets snapshotFormat has decided how these snapshots are read.
        guard (facts.vitest ?? facts.vite)?.testSettings.contains("snapshotFormat") != true else { return }
        for snapshot in jestSnapshots() {
            guard let line = snapshot.legacyLine else { continue }
            add(JestSnapshotFormat.description, file: snapshot.path, line: line,
                message: "this Jest snapshot file prints \(JestSnapshotFormat.difference), so its snapshots fail as written",
                fix: JestSnapshotFormat.fix)
        }
    }
}
