import AuditModel
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What tells one build of the tool from another, for cache keys: a rebuilt tool (same version, other rules)
/// must never be served its predecessor's results. The linker's GNU build id when the executable has one (read
/// from its ELF notes: no hashing); otherwise a hash of the executable's bytes. Size and modification time were
/// not enough: reproducible builds and `cp -p` give two builds the same of both.
enum BuildIdentity {
    static let current: String = {
        guard let path = Bundle.main.executablePath else { return "" }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        if let id = gnuBuildID(descriptor) { return "build-id:" + id }
        return "hash:" + contentHash(descriptor)
    }()

    /// The `NT_GNU_BUILD_ID` note of a 64-bit little-endian ELF file, in hex; nil when there is none.
    static func gnuBuildID(_ descriptor: Int32) -> String? {
        func read(_ count: Int, at offset: Int) -> [UInt8]? {
            guard count > 0, count <= 1 << 20, offset >= 0 else { return nil }
            var bytes = [UInt8](repeating: 0, count: count)
            let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(offset)) }
            return got == count ? bytes : nil
        }
        func word<T: FixedWidthInteger>(_ bytes: [UInt8], _ offset: Int, _: T.Type) -> Int {
            guard offset + MemoryLayout<T>.size <= bytes.count else { return -1 }
            return Int(truncatingIfNeeded: bytes.withUnsafeBytes { T(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: T.self)) })
        }
        // ELF magic, 64-bit class, little-endian.
        guard let header = read(64, at: 0), header.prefix(4).elementsEqual([0x7F, 0x45, 0x4C, 0x46]), header[4] == 2, header[5] == 1
        else { return nil }
        let programHeaders = word(header, 0x20, UInt64.self), entrySize = word(header, 0x36, UInt16.self)
        let count = word(header, 0x38, UInt16.self)
        guard entrySize >= 0x28, count > 0, let table = read(entrySize * count, at: programHeaders) else { return nil }
        for index in 0..<count {
            let base = index * entrySize
            guard word(table, base, UInt32.self) == 4 /* PT_NOTE */ else { continue }
            guard let notes = read(word(table, base + 0x20, UInt64.self), at: word(table, base + 8, UInt64.self)) else { continue }
            var cursor = 0
            while cursor + 12 <= notes.count {
                let nameSize = word(notes, cursor, UInt32.self), descriptionSize = word(notes, cursor + 4, UInt32.self)
                let type = word(notes, cursor + 8, UInt32.self)
                let description = cursor + 12 + (nameSize + 3) & ~3
                guard nameSize >= 0, descriptionSize >= 0, description + descriptionSize <= notes.count else { break }
                if type == 3 /* NT_GNU_BUILD_ID */, nameSize == 4, notes[cursor + 12..<cursor + 15].elementsEqual(Array("GNU".utf8)) {
                    return notes[description..<description + descriptionSize].map { String(format: "%02x", $0) }.joined()
                }
                cursor = description + (descriptionSize + 3) & ~3
            }
        }
        return nil
    }

    /// A hash of the whole file, eight bytes at a time.
    static func contentHash(_ descriptor: Int32) -> String {
        var state: UInt64 = 0xcbf2_9ce4_8422_2325
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        var offset: off_t = 0
        while true {
            let got = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, offset) }
            guard got > 0 else { break }
            buffer.withUnsafeBytes { bytes in
                var index = 0
                while index + 8 <= got {
                    state = (state ^ bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0x0000_0100_0000_01b3
                    state ^= state >> 29
                    index += 8
                }
                while index < got {
                    state = (state ^ UInt64(bytes[index])) &* 0x0000_0100_0000_01b3
                    index += 1
                }
            }
            offset += off_t(got)
        }
        return String(state, radix: 16) + "-" + String(offset)
    }
}
