/// Finding byte sequences in bytes: for ASCII needles on hot paths, where, with Foundation imported,
/// `String.contains(_:)` goes through `CFStringFind` (it showed in scan profiles). Inlinable, so that callers in
/// other modules get it specialised (generic across modules, it cost more than it saved).
public enum ByteSearch {
    /// The offset where `needle` first occurs in `haystack`; 0 for an empty needle.
    @inlinable
    public static func firstOffset(of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = needle.first else { return 0 }
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start] == first {
            var offset = 1
            while offset < needle.count, haystack[start + offset] == needle[offset] { offset += 1 }
            if offset == needle.count { return start }
        }
        return nil
    }

    /// The offset where `needle` first occurs in `haystack`.
    @inlinable
    public static func firstOffset(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        needle.withUnsafeBufferPointer { needle in haystack.withUnsafeBufferPointer { firstOffset(of: needle, in: $0) } }
    }
}

extension StringProtocol {
    /// Whether `needle`'s UTF-8 bytes occur in this text's, compared byte for byte (see `ByteSearch`).
    @inlinable
    public func utf8Contains(_ needle: String) -> Bool {
        let found: Bool? = utf8.withContiguousStorageIfAvailable { haystack in
            var pattern = needle
            return pattern.withUTF8 { ByteSearch.firstOffset(of: $0, in: haystack) } != nil
        }
        return found ?? (ByteSearch.firstOffset(of: Array(needle.utf8), in: Array(utf8)) != nil)
    }
}
