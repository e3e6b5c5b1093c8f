import JSLexer

/// The distinct identifier spellings of one file, found by their bytes (open addressing, FNV-1a): a string is made
/// once per distinct name rather than once per occurrence, which the reference pass did for every identifier.
struct IdentifierTable {
    /// For each slot, the id stored there, or -1.
    private var slots: [Int32]
    private var mask: Int
    /// Per id: the name, where its first spelling lies, and its hash (for growing).
    private(set) var names: [String] = []
    private var spans: [(start: Int, length: Int)] = []
    private var hashes: [UInt64] = []

    init(expectedNames: Int) {
        var capacity = 16
        while capacity < expectedNames * 2 { capacity *= 2 }
        slots = Array(repeating: -1, count: capacity)
        mask = capacity - 1
    }

    /// The id of the token's spelling in `bytes` (the file's), adding it when new.
    mutating func id(of token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let start = Int(token.start), length = token.length
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for offset in 0..<length {
            hash ^= UInt64(bytes[start + offset])
            hash &*= 0x0000_0100_0000_01b3
        }
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let stored = slots[slot]
            if stored < 0 { break }
            let span = spans[Int(stored)]
            if hashes[Int(stored)] == hash, span.length == length,
                (0..<length).allSatisfy({ bytes[span.start + $0] == bytes[start + $0] })
            {
                return Int(stored)
            }
            slot = (slot + 1) & mask
        }
        let id = names.count
        names.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(start + length)]), as: UTF8.self))
        spans.append((start, length))
        hashes.append(hash)
        slots[slot] = Int32(id)
        if names.count * 2 > slots.count { grow() }
        return id
    }

    /// `items` grouped by their ids (each below `names.count`), each group in the order given: one array per name,
    /// made at its final size.
    func grouped<Value>(_ items: [(id: Int32, value: Value)]) -> [[Value]] {
        var counts = [Int](repeating: 0, count: names.count)
        for item in items { counts[Int(item.id)] += 1 }
        var groups = counts.map { count -> [Value] in
            var group: [Value] = []
            group.reserveCapacity(count)
            return group
        }
        for item in items { groups[Int(item.id)].append(item.value) }
        return groups
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        mask = slots.count - 1
        for (id, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(id)
        }
    }
}
