import AuditModel

/// A deterministic share of the files (`--shard I/N`), so a CI matrix can split a huge monorepo;
/// `merge` joins the shards' reports into what one scan would have written.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// 1-based index.
    public let index: Int
    public let count: Int

    /// The largest N: a CI matrix of more jobs than this is a typo, and `merge` lists what is missing of 1…N.
    public static let maximumCount = 10_000

    /// Parses `I/N` with 1 ≤ I ≤ N ≤ `maximumCount`, both plain decimal numbers (no sign, no leading zero).
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        func number(_ part: Substring) -> Int? {
            guard !part.isEmpty, part.count <= 6, part.first != "0", part.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(part)
        }
        guard parts.count == 2, let index = number(parts[0]), let count = number(parts[1]), Self.isValid(index: index, count: count)
        else { return nil }
        self.index = index
        self.count = count
    }

    public init(index: Int, count: Int) {
        precondition(Self.isValid(index: index, count: count))
        self.index = index
        self.count = count
    }

    /// 1 ≤ index ≤ count ≤ `maximumCount`.
    public static func isValid(index: Int, count: Int) -> Bool {
        count >= 1 && count <= maximumCount && index >= 1 && index <= count
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
