import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks on an output path made before a long run, so that its results are not lost at the end.
/// (The writes themselves go through `ReportDestination`, which replaces files atomically.)
enum OutputPath {
    /// Throws when `path` could not be written: its folder is missing or not writable. `-` (standard output)
    /// always can.
    static func checkWritable(_ path: String) throws {
        guard path != "-" else { return }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CLIError("cannot write \(path): the folder \(folder) does not exist; create it or choose another path")
        }
        guard access(folder, W_OK) == 0 else {
            throw CLIError("cannot write \(path): the folder \(folder) is not writable; choose another path")
        }
    }
}
