#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File access that never follows a symbolic link below a root folder: every path component is opened with
/// `O_NOFOLLOW` relative to its parent, so a symlink can neither lead out of the repository nor loop.
enum NoFollowFileSystem {
    /// A failed system call, with the errno text.
    struct Failure: Error {
        let errorNumber: Int32
        var text: String { String(cString: strerror(errorNumber)) }
        var isSymlink: Bool { errorNumber == ELOOP || errorNumber == ENOTDIR }
    }

    /// Opens `root` (which may itself be reached through symlinks: the user named it) as a directory.
    static func openRoot(_ root: String) throws(Failure) -> Int32 {
        let fd = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if fd < 0 { throw Failure(errorNumber: errno) }
        return fd
    }

    /// Opens the directory `name` inside `parent` without following a symlink.
    static func openDirectory(_ name: [UInt8], in parent: Int32) throws(Failure) -> Int32 {
        let fd = withCPath(name) { openat(parent, $0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
        if fd < 0 { throw Failure(errorNumber: errno) }
        return fd
    }

    /// Opens the folder at `relativePath` ("/"-separated raw bytes, "" for `root`) without following a symlink.
    static func openDirectory(root: String, relativePath: [UInt8]) throws(Failure) -> Int32 {
        var directory = try openRoot(root)
        for component in relativePath.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            do {
                let next = try openDirectory(Array(component), in: directory)
                close(directory)
                directory = next
            } catch {
                close(directory)
                throw error
            }
        }
        return directory
    }

    /// Reads the regular file at `relativePath` ("/"-separated raw bytes) under `root`, following no symlink.
    static func readFile(root: String, relativePath: [UInt8]) throws(Failure) -> [UInt8] {
        let slash = relativePath.lastIndex(of: UInt8(ascii: "/"))
        let folder = slash.map { Array(relativePath[..<$0]) } ?? []
        let fileName = Array(slash.map { relativePath[($0 + 1)...] } ?? relativePath[...])
        guard !fileName.isEmpty else { throw Failure(errorNumber: EISDIR) }
        let directory = try openDirectory(root: root, relativePath: folder)
        defer { close(directory) }
        return try readFile(named: fileName, in: directory)
    }

    /// Reads the regular file `name` inside the open folder `directory`, not following a symlink.
    static func readFile(named name: [UInt8], in directory: Int32) throws(Failure) -> [UInt8] {
        try readRegularFile(withCPath(name) { openat(directory, $0, openFlags) })
    }

    /// Reads the regular file at an absolute `path` whose last component is not a symlink (the folders on the way
    /// are the caller's, such as a cache folder).
    static func readFile(atPath path: String) throws(Failure) -> [UInt8] {
        try readRegularFile(open(path, openFlags))
    }

    /// Opening for reading: the last component not followed, and O_NONBLOCK so that opening a FIFO does not wait for
    /// a writer (it has no effect on regular files).
    private static let openFlags = O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC

    /// Reads the file just opened as `fd` (closing it), when it is a regular file.
    private static func readRegularFile(_ fd: Int32) throws(Failure) -> [UInt8] {
        if fd < 0 { throw Failure(errorNumber: errno) }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) != 0 { throw Failure(errorNumber: errno) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw Failure(errorNumber: EISDIR) }
        return try readAll(fd, sizeHint: Int(info.st_size))
    }

    /// Reads `fd` to its end straight into the result; `sizeHint` sizes it, and a file that grew meanwhile is
    /// still read whole.
    private static func readAll(_ fd: Int32, sizeHint: Int) throws(Failure) -> [UInt8] {
        // One spare byte, so reaching the end of a file that did not grow needs no reallocation.
        var buffer = [UInt8](repeating: 0, count: max(sizeHint, 0) + 1)
        var filled = 0
        while true {
            if filled == buffer.count { buffer.append(contentsOf: repeatElement(0, count: max(buffer.count, 4096))) }
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(errorNumber: errno)
            }
            if count == 0 { break }
            filled += count
        }
        buffer.removeSubrange(filled...)
        return buffer
    }

    /// Calls `body` with `bytes` as a NUL-terminated C string.
    static func withCPath<T>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
        var terminated = bytes
        terminated.append(0)
        return terminated.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { body($0) }
        }
    }
}
