import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes that never leave a half-written file: a temporary sibling is written and renamed into place.
enum AtomicFile {
    static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
            // rename(2) replaces the target atomically: readers see the old file or the new one, never half.
            guard rename(temporary.path, url.path) == 0 else {
                throw ValidationErrorMessage(String(cString: strerror(errno)))
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw ValidationErrorMessage("cannot write \(path): \(error.localizedDescription)")
        }
    }

    /// Throws when `path` could not be written: its folder is missing or not writable. Checked before a
    /// long benchmark, so that its results are not lost at the end.
    static func checkWritable(_ path: String) throws {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationErrorMessage("cannot write \(path): the folder \(folder) does not exist")
        }
        guard access(folder, W_OK) == 0 else {
            throw ValidationErrorMessage("cannot write \(path): the folder \(folder) is not writable")
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
