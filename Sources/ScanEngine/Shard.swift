import AuditModel

/// A deterministic share of the files (`--shard I/N`), so a CI matrix can split a huge monorepo;
/// `merge` joins the shards' reports into what one scan would have written.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// 1-based index.
    public let index: Int
    public let count: Int

    /// Parses `I/N` with 1 ≤ I ≤ N.
    public init?(_ text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
            (1...count).contains(index)
        else { return nil }
        self.index = index
        self.count = count
    }

    public init(index: Int, count: Int) {
        precondition(count >= 1 && (1...count).contains(index))
        self.index = index
        self.count = count
    }

    /// Whether a file belongs to this shard: by a stable hash of its path, so the split does not
    /// depend on listing order or on which other files exist.
    public func contains(path: String) -> Bool {
        var hash = StableHash()
        hash.combine(path)
        return Int(hash.value % UInt64(count)) == index - 1
    }

    public var description: String { "\(index)/\(count)" }
}
