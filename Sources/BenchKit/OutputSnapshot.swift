import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files of a build output folder as they were before `bench` built anything, so that files no build
/// of this run wrote (stale output from an earlier build) are left out of the sizes without deleting them.
///
/// A file counts as written when it is new or when any of its size, inode, modification time or change time
/// differs from the snapshot. Comparing each file's own times before and after, rather than with a clock
/// reading, is immune to file-system timestamp granularity (a jiffy on Linux, 1–2 s on FAT or HFS+), and
/// the change time moves on every write even when a tool restores the modification time.
public struct OutputSnapshot: Sendable, Equatable {
    struct Stamp: Sendable, Equatable {
        var size: Int64
        var inode: UInt64
        var modified: [Int]
        var changed: [Int]
    }

    /// Relative path (as `OutputSizer` names files before hash normalisation) → stamp.
    var stamps: [String: Stamp]

    /// An empty snapshot: every file counts as written.
    public static let empty = OutputSnapshot(stamps: [:])

    /// True when the folder had no files (or did not exist).
    var isEmpty: Bool { stamps.isEmpty }

    /// The regular files under `folder` now; empty when the folder does not exist.
    public static func take(folder: String) -> OutputSnapshot {
        var stamps: [String: Stamp] = [:]
        for (relative, path) in OutputSizer.regularFiles(in: folder) {
            if let stamp = stamp(path) { stamps[relative] = stamp }
        }
        return OutputSnapshot(stamps: stamps)
    }

    /// True when the file at `path` (named `relative` in the folder) is as it was at the snapshot.
    func isUnchanged(_ relative: String, at path: String) -> Bool {
        guard let before = stamps[relative] else { return false }
        return Self.stamp(path) == before
    }

    private static func stamp(_ path: String) -> Stamp? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = [Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec)]
        let changed = [Int(info.st_ctimespec.tv_sec), Int(info.st_ctimespec.tv_nsec)]
        #else
        let modified = [Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec)]
        let changed = [Int(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec)]
        #endif
        return Stamp(size: Int64(info.st_size), inode: UInt64(info.st_ino), modified: modified, changed: changed)
    }
}
