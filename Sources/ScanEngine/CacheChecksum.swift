import AuditModel

/// The checksum of a whole-report cache entry: eight bytes a step, so that checking a report of megabytes costs
/// about a millisecond (FNV-1a byte by byte, which fingerprints keep using, took ten). It detects damage, not
/// tampering: the cache folder is the user's own.
enum CacheChecksum {
    /// 16 lowercase hex digits of the checksum of `bytes`.
    static func hex(of bytes: ArraySlice<UInt8>) -> String {
        var state: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(bytes.count)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var index = 0
            while index + 8 <= buffer.count {
                state = mix(state ^ UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                index += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while index < buffer.count {
                tail |= UInt64(buffer[index]) << shift
                shift += 8
                index += 1
            }
            state = mix(state ^ tail)
        }
        return StableHash.hexDigits(of: mix(state))
    }

    /// One multiply and two shifts per word: every input bit reaches the high bits of the next state.
    @inline(__always)
    private static func mix(_ value: UInt64) -> UInt64 {
        var x = value &* 0x9E37_79B9_7F4A_7C15
        x ^= x >> 32
        x &*= 0xD6E8_FEB8_6659_FD93
        return x ^ (x >> 29)
    }
}
