extension StringProtocol {
    /// Whether `needle`'s UTF-8 bytes occur in this text's, compared byte for byte. For ASCII needles on hot paths:
    /// with Foundation imported, `contains(_:)` goes through `CFStringFind`, which showed in scan profiles.
    /// Inlinable, so that callers in other modules get it specialised (generic, it cost more than it saved).
    @inlinable
    public func utf8Contains(_ needle: String) -> Bool {
        let found: Bool? = utf8.withContiguousStorageIfAvailable { haystack in
            var pattern = needle
            return pattern.withUTF8 { pattern in Self.search(pattern, in: haystack) }
        }
        if let found { return found }
        return Self.search(Array(needle.utf8), in: Array(utf8))
    }

    @inlinable
    static func search(_ pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !pattern.isEmpty else { return true }
        guard haystack.count >= pattern.count else { return false }
        let first = pattern[0]
        for start in 0...(haystack.count - pattern.count) where haystack[start] == first {
            var offset = 1
            while offset < pattern.count, haystack[start + offset] == pattern[offset] { offset += 1 }
            if offset == pattern.count { return true }
        }
        return false
    }

    @inlinable
    static func search(_ pattern: [UInt8], in haystack: [UInt8]) -> Bool {
        pattern.withUnsafeBufferPointer { pattern in haystack.withUnsafeBufferPointer { search(pattern, in: $0) } }
    }
}
