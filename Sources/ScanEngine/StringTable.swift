/// Distinct strings in order of first use, each with its index: what a cached report stores once and refers to.
/// Strings are told apart by their bytes (`ExactText`), so canonically equivalent spellings stay two entries.
struct StringTable {
    private(set) var strings: [String] = []
    private var indices: [ExactText: Int] = [:]

    /// The index of `string`, added at the end when new; one hash lookup either way.
    mutating func index(of string: String) -> Int {
        let next = strings.count
        let index = Self.valueOrInsert(&indices[ExactText(string), default: next])
        if index == next { strings.append(string) }
        return index
    }

    /// Reads the slot through `Dictionary`'s modify accessor, which inserts the default when the key is new.
    private static func valueOrInsert(_ slot: inout Int) -> Int { slot }
}
