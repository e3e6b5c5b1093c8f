import JSLexer

/// A small set of ASCII words (keywords) that tokens are checked against by their bytes: the structure passes ask
/// this of nearly every identifier, and making a string of each to look it up in a `Set<String>` was measurable.
struct WordSet: Sendable {
    /// The words by byte length, as bytes.
    private let byLength: [[[UInt8]]]

    init(_ words: Set<String>) {
        var table = [[[UInt8]]](repeating: [], count: (words.map(\.utf8.count).max() ?? 0) + 1)
        for word in words.sorted() { table[word.utf8.count].append(Array(word.utf8)) }
        byLength = table
    }

    /// Whether the token's bytes spell one of the words.
    func contains(_ token: Token, in file: LexedFile) -> Bool {
        let length = token.length
        guard length > 0, length < byLength.count, token.start >= 0, Int(token.end) <= file.bytes.count else { return false }
        let start = Int(token.start)
        return file.bytes.withUnsafeBufferPointer { buffer in
            byLength[length].contains { word in
                word.withUnsafeBufferPointer { candidate in
                    for offset in 0..<length where buffer[start + offset] != candidate[offset] { return false }
                    return true
                }
            }
        }
    }
}
