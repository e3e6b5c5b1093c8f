import Foundation

/// A string compared and hashed by its UTF-8 bytes. `String`'s own `==` equates canonically equivalent
/// spellings (`é` as one scalar or as `e` and a combining accent), which are different file names on disk and
/// must stay different in a cached report.
struct ExactText: Hashable {
    let string: String

    init(_ string: String) { self.string = string }

    static func == (a: ExactText, b: ExactText) -> Bool { sameBytes(a.string, b.string) }

    /// Whether two strings have the same UTF-8 bytes (`memcmp`; the generic element-wise comparison was
    /// measurable when a report's tens of thousands of strings are stored).
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in x.count == y.count && (x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0) }
        }
    }

    func hash(into hasher: inout Hasher) {
        var copy = string
        copy.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
