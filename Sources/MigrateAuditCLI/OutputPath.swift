import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks on an output path made before a long run, so that its results are not lost at the end.
/// (The writes themselves go through `ReportDestination`, which replaces files atomically.)
enum OutputPath {
    /// Throws when `path` could not be written: the nearest existing folder on its way is not a writable
    /// folder. Missing folders below it are fine: the write creates them, as `scan` does for `Reports/`.
    /// `-` (standard output) always can.
    static func checkWritable(_ path: String) throws {
        guard path != "-" else { return }
        var folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        while !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        guard isDirectory.boolValue else {
            throw CLIError("cannot write \(path): \(folder.path) is a file, not a folder; choose another path")
        }
        guard access(folder.path, W_OK) == 0 else {
            throw CLIError("cannot write \(path): the folder \(folder.path) is not writable; choose another path")
        }
    }
}
