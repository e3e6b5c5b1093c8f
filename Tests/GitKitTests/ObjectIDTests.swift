import CLibgit2
import Testing

@testable import GitKit

/// Object ids are spelled and read in place (no C buffers); held to libgit2's own conversions.
@Suite struct ObjectIDTests {
    private func libgit2Hex(_ oid: git_oid) -> String {
        var copy = oid
        var buffer = [CChar](repeating: 0, count: 41)
        git_oid_tostr(&buffer, buffer.count, &copy)
        return String(decoding: buffer.prefix(40).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    @Test func spellingAndReadingAgreeWithLibgit2() throws {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<200 {
            var oid = git_oid()
            withUnsafeMutableBytes(of: &oid.id) { bytes in
                for index in bytes.indices { bytes[index] = round < 2 ? UInt8(round * 255) : UInt8.random(in: 0...255, using: &generator) }
            }
            let hex = ObjectID.hex(oid)
            #expect(hex == libgit2Hex(oid))
            let parsed = try ObjectID.parse(hex)
            #expect(withUnsafeBytes(of: parsed.id) { Array($0) } == withUnsafeBytes(of: oid.id) { Array($0) })
            let upper = try ObjectID.parse(hex.uppercased())
            #expect(withUnsafeBytes(of: upper.id) { Array($0) } == withUnsafeBytes(of: oid.id) { Array($0) })
        }
    }

    @Test func malformedIdsAreRejectedAsLibgit2RejectsThem() {
        #expect(throws: GitError.self) { try ObjectID.parse("xyz") }
        #expect(throws: GitError.self) { try ObjectID.parse(String(repeating: "g", count: 40)) }
        #expect(throws: GitError.self) { try ObjectID.parse("") }
    }
}
