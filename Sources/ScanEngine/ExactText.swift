import AuditModel

/// A string compared and hashed by its UTF-8 bytes. `String`'s own `==` equates canonically equivalent
/// spellings (`é` as one scalar or as `e` and a combining accent), which are different file names on disk and
/// must stay different in a cached report.
struct ExactText: Hashable {
    let string: String

    init(_ string: String) { self.string = string }

    static func == (a: ExactText, b: ExactText) -> Bool { UTF8Order.same(a.string, b.string) }

    func hash(into hasher: inout Hasher) {
        var copy = string
        copy.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
