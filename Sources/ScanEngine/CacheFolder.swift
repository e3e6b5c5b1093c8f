import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// File-system chores shared by the cache's folders (packs, whole reports).
enum CacheFolder {
    /// When `path` was last modified, in seconds since the epoch; nil when it cannot be examined.
    static func modificationTime(of path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if os(Linux)
            return Int(info.st_mtim.tv_sec)
        #else
            return Int(info.st_mtimespec.tv_sec)
        #endif
    }

    /// Removes hidden `.tmp` files an hour old or more in `folder`: what writers that died left behind.
    static func removeAbandonedTemporaries(in folder: String) {
        let now = Int(time(nil))
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasPrefix(".") && name.hasSuffix(".tmp") {
            let path = folder + "/" + name
            if let modified = modificationTime(of: path), now - modified > 3600 { unlink(path) }
        }
    }
}
