import Foundation

/// Rewrites a file in place (same inode, same permissions), so that watchers see a change of content and
/// nothing else.
enum FileRewriter {
    static func overwrite(_ url: URL, with data: Data) throws {
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: data)
        try handle.synchronize()
    }
}
