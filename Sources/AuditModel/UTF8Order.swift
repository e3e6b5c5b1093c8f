import Foundation

/// Strings ordered and compared by their UTF-8 bytes. `String`'s own `==` and `<` follow Unicode canonical
/// equivalence, under which `é.js` (one scalar) and `e\u{301}.js` (two) are one name; on disk they are two files,
/// and a report must keep them apart and order them consistently.
public enum UTF8Order {
    /// Negative, zero or positive as `a`'s bytes sort before, equal or after `b`'s (`memcmp`, then length).
    public static func compare(_ a: String, _ b: String) -> Int {
        let result: Int? = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y in
                let common = min(x.count, y.count)
                let order = common == 0 ? 0 : Int(memcmp(x.baseAddress!, y.baseAddress!, common))
                return order != 0 ? order : x.count - y.count
            }
        } ?? nil
        if let result { return result }
        if a.utf8.elementsEqual(b.utf8) { return 0 }
        return a.utf8.lexicographicallyPrecedes(b.utf8) ? -1 : 1
    }

    /// Whether the two strings have the same bytes.
    public static func same(_ a: String, _ b: String) -> Bool { compare(a, b) == 0 }

    /// `strings` sorted by their bytes, each spelling once (a `Set` would keep one of two equivalent spellings).
    public static func sortedDistinct(_ strings: some Sequence<String>) -> [String] {
        var result: [String] = []
        for string in strings.sorted(by: { compare($0, $1) < 0 }) where result.last.map({ !same($0, string) }) ?? true {
            result.append(string)
        }
        return result
    }
}
