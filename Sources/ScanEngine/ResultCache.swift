import AuditModel
import Foundation

/// A content-addressed cache of per-file results: a second scan of the same revision, or of the next commit,
/// re-reads only the blobs that changed.
///
/// An entry is keyed by the blob id, the tool version and a hash of everything that changes a file's result
/// (rule configuration, target Vite major, the file's context). Each entry carries a checksum of its payload;
/// a corrupt or truncated entry is detected, ignored and overwritten, never trusted.
public struct ResultCache: Sendable {
    public let directory: URL
    /// Everything besides the blob that decides a result, folded into the key.
    public let salt: String

    private static let magic = "migrate-audit-cache-v1\n"

    public init(directory: URL, salt: String) {
        self.directory = directory
        self.salt = salt
    }

    /// The default folder: `$XDG_CACHE_HOME/migrate-audit`, else `~/.cache/migrate-audit`.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg).appendingPathComponent("migrate-audit")
        }
        let home = environment["HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".cache/migrate-audit")
    }

    func entryURL(blobID: String, variant: String) -> URL {
        let key = StableHash.hex(of: blobID, ToolInfo.current.version, salt, variant)
        return directory
            .appendingPathComponent(String(key.prefix(2)))
            .appendingPathComponent(String(key.dropFirst(2)) + "-" + blobID.prefix(12))
    }

    /// The cached value, or nil when absent, unreadable, truncated or failing its checksum.
    public func load<Value: Decodable>(_ type: Value.Type, blobID: String, variant: String = "") -> Value? {
        guard let data = try? Data(contentsOf: entryURL(blobID: blobID, variant: variant)) else { return nil }
        let header = Data(Self.magic.utf8)
        // magic, 16 hex digits of checksum, newline, payload
        guard data.count > header.count + 17, data.prefix(header.count) == header else { return nil }
        let checksumStart = data.startIndex + header.count
        let checksum = String(decoding: data[checksumStart..<checksumStart + 16], as: UTF8.self)
        guard data[checksumStart + 16] == 0x0A else { return nil }
        let payload = data[(checksumStart + 17)...]
        var hash = StableHash()
        hash.combine(payload)
        guard hash.hex == checksum else { return nil }
        return try? JSONDecoder().decode(Value.self, from: payload)
    }

    /// Stores a value; failures (read-only or full disk) are ignored: a cache never fails a scan.
    public func store<Value: Encodable>(_ value: Value, blobID: String, variant: String = "") {
        guard let payload = try? JSONEncoder().encode(value) else { return }
        var hash = StableHash()
        hash.combine(payload)
        var data = Data(Self.magic.utf8)
        data.append(Data(hash.hex.utf8))
        data.append(0x0A)
        data.append(payload)
        let url = entryURL(blobID: blobID, variant: variant)
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
    }
}
