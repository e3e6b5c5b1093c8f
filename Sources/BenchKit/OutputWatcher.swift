import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The files a build opens in its output folders, seen through inotify. A tool that leaves identical output
/// untouched (webpack's `output.compareBeforeEmit`) still opens each file to compare it, and never opens a
/// stale file of an older build: so "opened" tells identical output from stale output where timestamps cannot.
/// Only files already there are of interest (new and rewritten ones show in `OutputSnapshot`), so only the
/// folders that exist when watching starts are watched. Elsewhere than Linux it sees nothing.
final class OutputWatcher {
    /// Root folder → files opened under it, relative to it.
    private(set) var opened: [String: Set<String>] = [:]
    /// Set when the kernel dropped events: then `opened` may miss files.
    private(set) var overflowed = false
    #if canImport(Glibc)
    private var descriptor: Int32
    /// Watch descriptor → (root folder, folder relative to the root, "" for the root itself).
    private var watches: [Int32: (root: String, relative: String)] = [:]
    #endif

    /// Starts watching every folder under each of `roots` that exists now.
    init(roots: [String]) {
        #if canImport(Glibc)
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return }
        for root in roots {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            add(root, root: root, relative: "")
            let enumerator = FileManager.default.enumerator(atPath: root)
            while let relative = enumerator?.nextObject() as? String {
                if (enumerator?.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory {
                    add(root + "/" + relative, root: root, relative: relative)
                }
            }
        }
        #endif
    }

    #if canImport(Glibc)
    private func add(_ path: String, root: String, relative: String) {
        let watch = inotify_add_watch(descriptor, path, UInt32(IN_OPEN) | UInt32(IN_ONLYDIR) | UInt32(IN_DONT_FOLLOW))
        if watch >= 0 { watches[watch] = (root, relative) }
    }
    #endif

    /// Reads the events queued so far and stops watching; `opened` then holds the files opened since `init`.
    func finish() {
        #if canImport(Glibc)
        guard descriptor >= 0 else { return }
        defer {
            close(descriptor)
            descriptor = -1
        }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            var offset = 0
            buffer.withUnsafeBytes { bytes in
                // struct inotify_event { int wd; uint32_t mask; uint32_t cookie; uint32_t len; char name[]; }
                while offset + 16 <= count {
                    let watch = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                    let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                    let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    let nameBytes = bytes[(offset + 16)..<min(offset + 16 + length, count)].prefix { $0 != 0 }
                    offset += 16 + length
                    if mask & UInt32(IN_Q_OVERFLOW) != 0 { overflowed = true }
                    guard mask & UInt32(IN_ISDIR) == 0, !nameBytes.isEmpty, let folder = watches[watch] else { continue }
                    let name = String(decoding: nameBytes, as: UTF8.self)
                    opened[folder.root, default: []].insert(folder.relative.isEmpty ? name : folder.relative + "/" + name)
                }
            }
        }
        #endif
    }
}
