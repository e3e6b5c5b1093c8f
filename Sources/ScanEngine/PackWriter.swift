import AuditModel
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes one pack of `PackedEntryStore`: payloads appended to a hidden temporary file, then the index and
/// trailer, then a rename into place. Not thread-safe: the store serialises its use.
final class PackWriter {
    private let folder: String
    private let temporaryPath: String
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    private var offset: Int
    private var entries: [PackedEntryStore.IndexEntry] = []
    private var failed = false

    /// A writer of a new pack in `folder`; nil when the folder is not writable.
    init?(folder: String) {
        self.folder = folder
        temporaryPath = folder + "/.\(getpid())-\(UInt64.random(in: 0...UInt64.max)).tmp"
        descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        buffer = PackedEntryStore.headerMagic
        offset = buffer.count
    }

    deinit {
        if descriptor >= 0 {
            close(descriptor)
            unlink(temporaryPath)
        }
    }

    func append(_ payload: [UInt8], forKey key: String) {
        var hash = StableHash()
        hash.combine(payload)
        entries.append(.init(key: key, offset: offset, length: payload.count, checksum: hash.value))
        buffer += payload
        offset += payload.count
        // Written in large pieces: one system call per entry was visible in a cold scan.
        if buffer.count >= 1 << 20 { drain() }
    }

    /// Writes the index and trailer and renames the pack into place; false when nothing was put in place.
    func finish() -> Bool {
        guard !entries.isEmpty else { return false }
        var index = CacheWriter()
        index.int(entries.count)
        for entry in entries {
            index.string(entry.key)
            index.int(entry.offset)
            index.int(entry.length)
            index.int(Int(Int64(bitPattern: entry.checksum)))
        }
        var hash = StableHash()
        hash.combine(index.bytes)
        let indexOffset = offset
        buffer += index.bytes
        for word in [UInt64(indexOffset), UInt64(index.bytes.count), hash.value] {
            withUnsafeBytes(of: word.littleEndian) { buffer += $0 }
        }
        buffer += PackedEntryStore.trailerMagic
        drain()
        let closed = close(descriptor) == 0
        descriptor = -1
        // Names sort by writing time, so that newer packs win and merges keep the newest entries.
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let nanoseconds = UInt64(truncatingIfNeeded: now.tv_sec) &* 1_000_000_000 &+ UInt64(truncatingIfNeeded: now.tv_nsec)
        let name = String(format: "%016llx-%08x.pack", nanoseconds, UInt32.random(in: 0...UInt32.max))
        guard !failed, closed, rename(temporaryPath, folder + "/" + name) == 0 else {
            unlink(temporaryPath)
            return false
        }
        return true
    }

    private func drain() {
        guard !failed else {
            buffer.removeAll(keepingCapacity: true)
            return
        }
        buffer.withUnsafeBytes { bytes in
            var done = 0
            while done < bytes.count {
                let count = write(descriptor, bytes.baseAddress! + done, bytes.count - done)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else {
                    failed = true
                    return
                }
                done += count
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
