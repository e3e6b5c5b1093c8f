import AuditModel
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The cache's many small entries (one or two per source file), kept in a few pack files rather than a file
/// each: a cold scan filling a file-per-entry cache created tens of thousands of files and took four times as
/// long as a scan without cache.
///
/// A scan writes the entries it computed to one new pack: a temporary file, renamed into place once complete,
/// so that readers (other scans, in parallel CI jobs) only ever see whole packs, which are never modified
/// afterwards. Layout: a magic line; the payloads back to back; an index (key, offset, length and checksum of
/// each payload); a fixed trailer (the index's offset, length and checksum, and a magic). A pack whose trailer
/// or index fails its checks is ignored and removed; a payload failing its checksum reads as absent. When packs
/// pile up, a scan merges them into one, newest entries first, up to a size bound.
final class PackedEntryStore: @unchecked Sendable {
    /// Where an entry's payload is.
    private struct Location {
        var pack: Int
        var offset: Int
        var length: Int
        var checksum: UInt64
    }

    /// One pack, mapped read-only for the store's lifetime.
    private struct Mapping {
        var path: String
        var base: UnsafeRawPointer
        var length: Int
    }

    static let headerMagic = Array("migrate-audit-pack-v1\n".utf8)
    static let trailerMagic = Array("MAPACKv1".utf8)
    static let trailerLength = 8 * 3 + 8
    /// Beyond this many packs, the next scan that writes one merges them all.
    static let maximumPackCount = 8
    /// A merged pack keeps the newest entries up to this many payload bytes.
    static let maximumMergedBytes = 1 << 30

    private let folder: String
    // Set once in `init`, read-only afterwards: lookups take no lock.
    private let mappings: [Mapping]
    private let index: [String: Location]
    // Entries of this scan not yet in a pack; guarded by `lock`.
    private let lock = NSLock()
    private var writer: PackWriter?
    private var written: Set<String> = []
    /// Set when no pack can be created (a read-only or full cache folder): not retried for every entry.
    private var cannotWrite = false

    /// Opens the packs in `folder` (created when missing); damaged packs are ignored and removed.
    init(folder: String) {
        self.folder = folder
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        CacheFolder.removeAbandonedTemporaries(in: folder)
        var mappings: [Mapping] = []
        var index: [String: Location] = [:]
        // Oldest first, so that a newer pack's entry for the same key wins.
        for name in Self.packNames(in: folder) {
            let path = folder + "/" + name
            let mapped = Self.mapPack(path)
            if case .damaged = mapped { unlink(path) }  // not one that could not be opened: that may pass
            guard case .mapped(let mapping, let entries) = mapped else { continue }
            for entry in entries {
                index[entry.key] = Location(pack: mappings.count, offset: entry.offset, length: entry.length, checksum: entry.checksum)
            }
            mappings.append(mapping)
        }
        self.mappings = mappings
        self.index = index
    }

    deinit {
        for mapping in mappings { munmap(UnsafeMutableRawPointer(mutating: mapping.base), mapping.length) }
    }

    /// The payload stored under `key`, or nil when absent or damaged.
    func payload(forKey key: String) -> [UInt8]? {
        guard let location = index[key] else { return nil }
        let mapping = mappings[location.pack]
        let bytes = [UInt8](UnsafeRawBufferPointer(start: mapping.base + location.offset, count: location.length))
        var hash = StableHash()
        hash.combine(bytes)
        return hash.value == location.checksum ? bytes : nil
    }

    /// Adds an entry to this scan's pack (written by `flush`). Failures are ignored: a cache never fails a scan.
    func add(_ payload: [UInt8], forKey key: String) {
        lock.withLock {
            guard !cannotWrite, written.insert(key).inserted else { return }
            if writer == nil {
                writer = PackWriter(folder: folder)
                cannotWrite = writer == nil
            }
            writer?.append(payload, forKey: key)
        }
    }

    /// Puts this scan's entries into a pack of their own, then merges the packs if they have piled up.
    func flush() {
        let finished: Bool = lock.withLock {
            defer { writer = nil }
            return writer?.finish() ?? false
        }
        guard finished else { return }
        let names = Self.packNames(in: folder)
        guard names.count > Self.maximumPackCount else { return }
        // One merge at a time among the scans sharing the folder; a lock left by a crash expires.
        let lock = folder + "/.merging"
        if let locked = CacheFolder.modificationTime(of: lock), Int(time(nil)) - locked > 600 { unlink(lock) }
        let descriptor = open(lock, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        close(descriptor)
        defer { unlink(lock) }
        merge(names)
    }

    /// Merges `names` (oldest first) into one pack, newest entries first, and removes them.
    private func merge(_ names: [String]) {
        guard let merged = PackWriter(folder: folder) else { return }
        var seen: Set<String> = []
        var total = 0
        var opened: [Mapping] = []
        defer { for mapping in opened { munmap(UnsafeMutableRawPointer(mutating: mapping.base), mapping.length) } }
        packs: for name in names.reversed() {
            guard case .mapped(let mapping, let entries) = Self.mapPack(folder + "/" + name) else { continue }
            opened.append(mapping)
            for entry in entries where seen.insert(entry.key).inserted {
                let bytes = UnsafeRawBufferPointer(start: mapping.base + entry.offset, count: entry.length)
                var hash = StableHash()
                hash.combine(bytes)
                guard hash.value == entry.checksum else { continue }
                total += entry.length
                if total > Self.maximumMergedBytes { break packs }
                merged.append([UInt8](bytes), forKey: entry.key)
            }
        }
        guard merged.finish() else { return }
        for name in names { unlink(folder + "/" + name) }
    }

    /// Pack file names, oldest first (names start with the writing time).
    private static func packNames(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".pack") && !$0.hasPrefix(".") }.sorted()
    }

    /// One index entry of a pack.
    struct IndexEntry {
        var key: String
        var offset: Int
        var length: Int
        var checksum: UInt64
    }

    /// What opening a pack gave.
    private enum MappedPack {
        case mapped(Mapping, [IndexEntry])
        /// Not a whole, intact pack: truncated, or its trailer or index fails its checks.
        case damaged
        /// Could not be opened or mapped (permissions, descriptors, memory): left alone.
        case unavailable
    }

    /// Maps the pack at `path` and reads its index.
    private static func mapPack(_ path: String) -> MappedPack {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return .unavailable }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return .unavailable }
        let length = Int(info.st_size)
        guard length >= headerMagic.count + trailerLength else { return .damaged }
        guard let address = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else {
            return .unavailable
        }
        let base = UnsafeRawPointer(address)
        guard let entries = readIndex(UnsafeRawBufferPointer(start: base, count: length)) else {
            munmap(address, length)
            return .damaged
        }
        return .mapped(Mapping(path: path, base: base, length: length), entries)
    }

    /// The index of a pack's bytes, checked against the trailer and the payload area.
    static func readIndex(_ bytes: UnsafeRawBufferPointer) -> [IndexEntry]? {
        let length = bytes.count
        guard length >= headerMagic.count + trailerLength, bytes.prefix(headerMagic.count).elementsEqual(headerMagic),
            bytes.suffix(trailerMagic.count).elementsEqual(trailerMagic)
        else { return nil }
        func word(at offset: Int) -> Int { Int(truncatingIfNeeded: UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))) }
        let trailer = length - trailerLength
        let indexOffset = word(at: trailer), indexLength = word(at: trailer + 8)
        let indexChecksum = UInt64(bitPattern: Int64(word(at: trailer + 16)))
        guard indexOffset >= headerMagic.count, indexLength >= 0, indexOffset <= trailer - indexLength,
            indexOffset + indexLength == trailer
        else { return nil }
        let indexBytes = [UInt8](bytes[indexOffset..<indexOffset + indexLength])
        var hash = StableHash()
        hash.combine(indexBytes)
        guard hash.value == indexChecksum else { return nil }
        var reader = CacheReader(indexBytes)
        guard let count = reader.count() else { return nil }
        var entries: [IndexEntry] = []
        entries.reserveCapacity(count)
        for _ in 0..<count {
            guard let key = reader.string(), let offset = reader.int(), let size = reader.int(), let checksum = reader.int(),
                offset >= headerMagic.count, size >= 0, offset <= indexOffset - size
            else { return nil }
            entries.append(IndexEntry(key: key, offset: offset, length: size, checksum: UInt64(bitPattern: Int64(checksum))))
        }
        return reader.isAtEnd ? entries : nil
    }
}
