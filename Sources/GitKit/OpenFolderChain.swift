#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folders from a root down to the last folder read from, held open: reading the files of a folder one
/// after another opens each file alone, not every folder on its path again. Each folder is opened with
/// `O_NOFOLLOW` relative to its parent, as `NoFollowFileSystem.readFile(root:relativePath:)` does, so a symlink
/// is never followed either.
///
/// Not thread-safe: one chain per thread (`FileSource.forOneThread()`). The descriptors close with the chain.
final class OpenFolderChain: @unchecked Sendable {
    private let root: String
    /// Folder names from the root down, and the descriptor of each; `descriptors[0]` is the root's (-1 until opened).
    private var names: [ArraySlice<UInt8>] = []
    private var descriptors: [Int32] = [-1]

    init(root: String) {
        self.root = root
    }

    deinit {
        for descriptor in descriptors where descriptor >= 0 { close(descriptor) }
    }

    /// Reads the regular file at `relativePath` ("/"-separated raw bytes) under the root, following no symlink.
    func readFile(relativePath: [UInt8]) throws(NoFollowFileSystem.Failure) -> [UInt8] {
        let slash = relativePath.lastIndex(of: UInt8(ascii: "/"))
        let fileName = Array(slash.map { relativePath[($0 + 1)...] } ?? relativePath[...])
        guard !fileName.isEmpty else { throw NoFollowFileSystem.Failure(errorNumber: EISDIR) }
        let folder = try descend(to: slash.map { relativePath[..<$0] } ?? [])
        return try NoFollowFileSystem.readFile(named: fileName, in: folder)
    }

    /// The open descriptor of `folder`, reusing the folders the previous read left open.
    private func descend(to folder: ArraySlice<UInt8>) throws(NoFollowFileSystem.Failure) -> Int32 {
        if descriptors[0] < 0 { descriptors[0] = try NoFollowFileSystem.openRoot(root) }
        let wanted = folder.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true)
        var kept = 0
        while kept < wanted.count, kept < names.count, names[kept] == wanted[kept] { kept += 1 }
        // Folders below the shared part belong to another branch of the tree.
        while names.count > kept {
            names.removeLast()
            close(descriptors.removeLast())
        }
        for name in wanted[kept...] {
            let opened = try NoFollowFileSystem.openDirectory(Array(name), in: descriptors[descriptors.count - 1])
            names.append(name)
            descriptors.append(opened)
        }
        return descriptors[descriptors.count - 1]
    }
}
