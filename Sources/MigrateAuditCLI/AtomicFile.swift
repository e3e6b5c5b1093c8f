import Foundation

/// Writes that never leave a half-written file: a temporary sibling is written and renamed into place.
enum AtomicFile {
    static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
            if FileManager.default.fileExists(atPath: url.path) {
                _ = try FileManager.default.replaceItemAt(url, withItemAt: temporary)
            } else {
                try FileManager.default.moveItem(at: temporary, to: url)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw ValidationErrorMessage("cannot write \(path): \(error.localizedDescription)")
        }
    }

    /// Appends (for `$GITHUB_STEP_SUMMARY`, which the runner owns and other steps also append to).
    static func append(_ data: Data, to path: String) throws {
        guard let handle = FileHandle(forWritingAtPath: path) else {
            try write(data, to: path)
            return
        }
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: data)
    }
}

/// A one-line error message for the user.
struct ValidationErrorMessage: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
