import Foundation
import Testing

@testable import ScanEngine

/// The cache's pack files: whole packs only, damage detected, piles of packs merged newest first.
@Suite struct PackedEntryStoreTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("packs-\(UUID().uuidString)").path

    private func packs() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".pack") }.sorted()
    }

    private func payload(_ index: Int) -> [UInt8] { Array("entry \(index) ".utf8) + [UInt8](repeating: UInt8(index % 251), count: index) }

    private func writePack(_ range: Range<Int>, tag: String = "") {
        let store = PackedEntryStore(folder: folder)
        for index in range { store.add(payload(index) + Array(tag.utf8), forKey: "key-\(index)") }
        store.flush()
    }

    @Test func entriesAreReadBackFromANewStoreAndDuplicatesAreWrittenOnce() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = PackedEntryStore(folder: folder)
        store.add(payload(1), forKey: "a")
        store.add(payload(2), forKey: "a")
        store.add(payload(3), forKey: "b")
        #expect(store.payload(forKey: "a") == nil, "entries are readable once their pack is written")
        store.flush()
        #expect(packs().count == 1)
        let reopened = PackedEntryStore(folder: folder)
        #expect(reopened.payload(forKey: "a") == payload(1))
        #expect(reopened.payload(forKey: "b") == payload(3))
        #expect(reopened.payload(forKey: "c") == nil)
        // Nothing added: no empty pack.
        reopened.flush()
        #expect(packs().count == 1)
    }

    @Test func aDamagedPayloadReadsAsAbsentAndTheRestStays() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        writePack(0..<50)
        let path = folder + "/" + packs()[0]
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let needle = Data("entry 7 ".utf8)
        let at = try #require(bytes.range(of: needle)).upperBound
        bytes[at] ^= 0x55
        try bytes.write(to: URL(fileURLWithPath: path))
        let store = PackedEntryStore(folder: folder)
        #expect(store.payload(forKey: "key-7") == nil)
        #expect(store.payload(forKey: "key-8") == payload(8))
    }

    @Test func aTruncatedOrIndexDamagedPackIsIgnoredAndRemoved() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for damage in ["truncate", "index", "trailer"] {
            try? FileManager.default.removeItem(atPath: folder)
            writePack(0..<50)
            let path = folder + "/" + packs()[0]
            var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            switch damage {
            case "truncate": bytes = bytes.prefix(bytes.count - 5)
            case "index": bytes[bytes.count - 40] ^= 0x55
            default: bytes[bytes.count - 20] ^= 0x55
            }
            try bytes.write(to: URL(fileURLWithPath: path))
            let store = PackedEntryStore(folder: folder)
            #expect(store.payload(forKey: "key-3") == nil, "\(damage)")
            #expect(packs().isEmpty, "\(damage): the damaged pack is removed")
        }
    }

    @Test func pilesOfPacksAreMergedKeepingTheNewestEntries() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for pack in 0...PackedEntryStore.maximumPackCount {
            writePack(pack * 10..<pack * 10 + 12, tag: "pack \(pack)")  // two keys overlap the next pack's
        }
        #expect(packs().count == 1, "merged when more than \(PackedEntryStore.maximumPackCount) packs")
        let store = PackedEntryStore(folder: folder)
        #expect(store.payload(forKey: "key-0") == payload(0) + Array("pack 0".utf8))
        #expect(store.payload(forKey: "key-10") == payload(10) + Array("pack 1".utf8), "the newer pack's entry wins")
        #expect(store.payload(forKey: "key-11") == payload(11) + Array("pack 1".utf8))
        let last = PackedEntryStore.maximumPackCount * 10 + 11
        #expect(store.payload(forKey: "key-\(last)") == payload(last) + Array("pack \(PackedEntryStore.maximumPackCount)".utf8))
    }
}
