import AuditModel
import Foundation
import GitKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A content-addressed cache of per-file results: a second scan of the same revision, or of the next commit,
/// re-reads only the blobs that changed.
///
/// An entry is keyed by the blob id, the tool build and a hash of everything that changes a file's result
/// (rule configuration, target Vite major, the file's context). Per-file entries live in pack files
/// (`PackedEntryStore`); a whole report, large and one per scan, in a file of its own. Every entry carries a
/// checksum of its payload: a corrupt or truncated entry is detected and ignored, never trusted.
public struct ResultCache: Sendable {
    public let directory: URL
    /// Everything besides the blob that decides a result, folded into the key.
    public let salt: String

    private static let magic = "migrate-audit-cache-v4\n"
    private static let magicBytes = Array(magic.utf8)

    private let directoryPath: String
    private let packs: LazyPacks


    public init(directory: URL, salt: String) {
        self.directory = directory
        self.salt = salt
        directoryPath = directory.standardizedFileURL.path
        packs = LazyPacks(folder: directoryPath + "/" + Self.ownFolders[0])
    }

    /// The folders the cache writes in its directory (packs of per-file results, whole reports): all it owns there.
    static let ownFolders = ["packs-v1", "reports-v1"]

    /// The default folder: `$XDG_CACHE_HOME/migrate-audit`, else `~/.cache/migrate-audit`, where `~` is `HOME`, else
    /// the user's home in the passwd database. A relative `XDG_CACHE_HOME` is ignored, as the XDG specification says,
    /// and so is an empty or relative `HOME`: a relative cache would land in the scanned project. Nil without any
    /// absolute home.
    public static func defaultDirectory(
        environment: [String: String] = ProcessInfo.processInfo.environment, passwdHome: () -> String? = userHomeFromPasswd
    ) -> URL? {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("migrate-audit")
        }
        guard let home = [environment["HOME"], passwdHome()].compactMap({ $0 }).first(where: { $0.hasPrefix("/") }) else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/migrate-audit")
    }

    /// The current user's home folder in the passwd database, when it has one.
    public static func userHomeFromPasswd() -> String? {
        guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
        let home = String(cString: directory)
        return home.isEmpty ? nil : home
    }

    /// Why `directory` cannot hold the cache (not a folder, not writable), found by creating it and a file in it;
    /// nil when it can. A scan then runs without the cache rather than failing every write in silence.
    public static func writeProblem(in directory: URL) -> String? {
        let path = directory.standardizedFileURL.path
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            return "it cannot be created as a folder (\((error as NSError).localizedDescription))"
        }
        let probe = path + "/.write-probe-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).tmp"
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return "it is not writable (\(String(cString: strerror(errno))))" }
        close(descriptor)
        unlink(probe)
        return nil
    }

    /// The key of an entry: the blob, the tool build, the salt and the variant.
    func entryKey(blobID: String, variant: String) -> String {
        StableHash.hex(of: blobID, ToolInfo.current.version, BuildIdentity.current, salt, variant) + "-" + blobID.prefix(12)
    }

    /// A standalone entry's file path.
    func entryPath(blobID: String, variant: String) -> String {
        reportsPath + "/" + entryKey(blobID: blobID, variant: variant)
    }

    /// Where standalone entries (whole reports) live; the newest `maximumReports` are kept.
    private var reportsPath: String { directoryPath + "/" + Self.ownFolders[1] }
    static let maximumReports = 64

    /// A per-file value, or nil when absent, damaged or malformed.
    func load<Value: CacheCodable>(binary type: Value.Type, blobID: String, variant: String = "") -> Value? {
        guard let payload = packs.store.payload(forKey: entryKey(blobID: blobID, variant: variant)) else { return nil }
        return Self.decode(payload)
    }

    /// Stores a per-file value, into this scan's pack (written by `flush`).
    func store<Value: CacheCodable>(binary value: Value, blobID: String, variant: String = "") {
        var writer = CacheWriter()
        value.encode(into: &writer)
        packs.store.add(writer.bytes, forKey: entryKey(blobID: blobID, variant: variant))
    }

    /// Writes what this scan stored; a scan that ends without flushing leaves its entries out of the cache.
    public func flush() {
        packs.storeIfOpened?.flush()
    }

    /// A large value kept in a file of its own (a whole report), or nil when absent, damaged or malformed.
    func loadStandalone<Value: CacheCodable>(binary type: Value.Type, blobID: String, variant: String) -> Value? {
        guard let payload = loadPayload(blobID: blobID, variant: variant), let value: Value = Self.decode(payload) else { return nil }
        utime(entryPath(blobID: blobID, variant: variant), nil)  // recently used: the last to be evicted
        return value
    }

    /// Stores a large value in a file of its own.
    func storeStandalone<Value: CacheCodable>(binary value: Value, blobID: String, variant: String) {
        var writer = CacheWriter()
        value.encode(into: &writer)
        storePayload(writer.bytes, blobID: blobID, variant: variant)
    }

    private static func decode<Value: CacheCodable>(_ payload: [UInt8]) -> Value? { decode(payload[...]) }

    private static func decode<Value: CacheCodable>(_ payload: ArraySlice<UInt8>) -> Value? {
        var reader = CacheReader(payload)
        guard let value = Value(from: &reader), reader.isAtEnd else { return nil }
        return value
    }

    /// The payload of an entry whose header and checksum are intact.
    private func loadPayload(blobID: String, variant: String) -> ArraySlice<UInt8>? {
        // Plain POSIX calls: a warm scan reads two entries per source file, and Foundation's reader (attributes,
        // `Data`, then a copy) was a tenth of it.
        guard let bytes = LocalFile.contents(atPath: entryPath(blobID: blobID, variant: variant)) else { return nil }
        let header = Self.magicBytes
        // magic, 16 hex digits of checksum, newline, payload
        guard bytes.count > header.count + 17, bytes.prefix(header.count).elementsEqual(header) else { return nil }
        let checksum = String(decoding: bytes[header.count..<header.count + 16], as: UTF8.self)
        guard bytes[header.count + 16] == 0x0A else { return nil }
        let payload = bytes[(header.count + 17)...]
        guard CacheChecksum.hex(of: payload) == checksum else { return nil }
        return payload  // read in place: copying megabytes of a whole report showed in warm scans
    }

    private func storePayload(_ payload: [UInt8], blobID: String, variant: String) {
        var data = Data(Self.magic.utf8)
        data.append(Data(CacheChecksum.hex(of: payload[...]).utf8))
        data.append(0x0A)
        data.append(contentsOf: payload)
        let url = URL(fileURLWithPath: entryPath(blobID: blobID, variant: variant))
        let folder = url.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Write beside, then rename: a reader never sees half an entry from this writer.
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp")
        do {
            try data.write(to: temporary)
            if rename(temporary.path, url.path) != 0 { try? FileManager.default.removeItem(at: temporary) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
        }
        evictOldReports()
    }

    /// One report per scanned tree would grow without end in CI: the oldest beyond `maximumReports` go, and
    /// temporary files of writers that died.
    private func evictOldReports() {
        CacheFolder.removeAbandonedTemporaries(in: reportsPath)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: reportsPath)) ?? []).filter { !$0.hasPrefix(".") }
        guard names.count > Self.maximumReports else { return }
        let entries = names.compactMap { name -> (path: String, modified: Int)? in
            let path = reportsPath + "/" + name
            return CacheFolder.modificationTime(of: path).map { (path, $0) }
        }
        for entry in entries.sorted(by: { ($0.modified, $0.path) < ($1.modified, $1.path) }).dropLast(Self.maximumReports) {
            unlink(entry.path)
        }
    }
}

/// The pack store, opened on first use: a scan answered by a cached report never reads the packs' indexes.
private final class LazyPacks: @unchecked Sendable {
    private let folder: String
    private let lock = NSLock()
    private var opened: PackedEntryStore?

    init(folder: String) { self.folder = folder }

    var store: PackedEntryStore {
        lock.withLock {
            if let opened { return opened }
            let store = PackedEntryStore(folder: folder)
            opened = store
            return store
        }
    }

    var storeIfOpened: PackedEntryStore? { lock.withLock { opened } }
}
