import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that nothing is ever half-written: the bytes go to a temporary file in the same folder,
/// are flushed to disk (`fsync`), and the temporary file is renamed over the target, which is atomic on
/// POSIX file systems. If anything fails, or the process dies before the rename, the previous file is intact
/// and the temporary file is removed (or, after a crash, left as a hidden `.<name>.tmp-*` file, which the next write
/// of the same file removes once it is an hour old).
/// What is not a regular file is never replaced (see `OutputTarget`): devices and FIFOs are written through,
/// `/dev/stdout` goes to standard output, and a symbolic link stays while the file it leads to is replaced.
public enum AtomicFileWriter {
    public struct WriteError: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// Writes `data` to `url` atomically.
    public static func write(_ data: Data, to url: URL) throws {
        try write(to: url) { sink in try sink.write(data) }
    }

    /// Writes what `body` produces to `url` atomically. If `body` throws, the target is untouched and the
    /// error is rethrown. `followingLinks` false: whatever is at `url` is replaced as a file, a symbolic link
    /// included (the file it led to is untouched).
    public static func write(to url: URL, followingLinks: Bool = true, body: (inout Sink) throws -> Void) throws {
        guard followingLinks else { return try replace(url, body: body) }
        switch try OutputTarget.resolve(url.path) {
        case .replaceableFile(let path): try replace(URL(fileURLWithPath: path), body: body)
        case .special(let path): try writeThrough(path, body: body)
        case .descriptor(let descriptor):
            var sink = Sink(descriptor: descriptor, path: url.path, isClosed: true, replacesAtomically: false)  // not ours to close
            try body(&sink)
        }
    }

    /// Writes a device, FIFO or socket in place: there is nothing to replace, and nothing to flush to disk.
    private static func writeThrough(_ path: String, body: (inout Sink) throws -> Void) throws {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw WriteError(description: "cannot open \(path) for writing: \(String(cString: strerror(errno))); name another output file")
        }
        var sink = Sink(descriptor: descriptor, path: path, replacesAtomically: false)
        defer { close(descriptor) }
        try body(&sink)
    }

    /// Replaces (or creates) the regular file at `url` atomically.
    private static func replace(_ url: URL, body: (inout Sink) throws -> Void) throws {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).tmp-\(UUID().uuidString.prefix(8))")
        // Keep the permissions of the file being replaced; new files get 0644 minus the umask.
        var mode: mode_t = 0o644
        var existing = stat()
        if lstat(url.path, &existing) == 0, existing.st_mode & S_IFMT == S_IFREG { mode = existing.st_mode & 0o7777 }
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else {
            throw WriteError(description: "cannot create a file in \(folder.path): \(String(cString: strerror(errno))); "
                + "check that the folder exists and is writable")
        }
        TemporaryFileRegistry.shared.add(temporary.path)
        defer { TemporaryFileRegistry.shared.remove(temporary.path) }
        var sink = Sink(descriptor: descriptor, path: url.path)
        do {
            try body(&sink)
            guard fsync(descriptor) == 0 else { throw sink.failure("flush") }
            guard close(descriptor) == 0 else {
                sink.isClosed = true
                throw sink.failure("close")
            }
            sink.isClosed = true
            guard rename(temporary.path, url.path) == 0 else { throw sink.failure("replace") }
        } catch {
            if !sink.isClosed { close(descriptor) }
            unlink(temporary.path)
            throw error
        }
        // Make the rename itself durable; a failure here cannot lose data, so it is not reported.
        let folderDescriptor = open(folder.path, O_RDONLY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
        removeAbandonedTemporaries(of: url)
    }

    /// Removes the temporary files of earlier writes of `url` that died before their rename (SIGKILL from a CI
    /// timeout, a power cut): hidden `.<name>.tmp-` files (eight hex digits after the dash) beside it, an hour old or
    /// more, so that one still being written by another run is left alone. Without this, each killed run would leave a report-sized file.
    static func removeAbandonedTemporaries(of url: URL, now: time_t = time(nil)) {
        let folder = url.deletingLastPathComponent().path
        let prefix = ".\(url.lastPathComponent).tmp-"
        let hexDigits = Set("0123456789ABCDEF")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasPrefix(prefix) {
            let suffix = name.dropFirst(prefix.count)
            guard suffix.count == 8, suffix.allSatisfy(hexDigits.contains) else { continue }
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            #if os(Linux)
            let modified = info.st_mtim.tv_sec
            #else
            let modified = info.st_mtimespec.tv_sec
            #endif
            if now - modified >= 3600 { unlink(path) }
        }
    }

    /// Where `body` writes; each call appends.
    public struct Sink {
        fileprivate let descriptor: Int32
        fileprivate let path: String
        fileprivate var isClosed = false
        /// False when writing in place (a device, a FIFO, standard output): no previous file is kept.
        fileprivate var replacesAtomically = true

        public mutating func write(_ data: Data) throws {
            try data.withUnsafeBytes { try write(buffer: $0) }
        }

        /// Appends `bytes` (a `Data`, a `[UInt8]`…) without copying them first.
        public mutating func write(_ bytes: some ContiguousBytes) throws {
            try bytes.withUnsafeBytes { try write(buffer: $0) }
        }

        private mutating func write(buffer: UnsafeRawBufferPointer) throws {
            var offset = 0
            while offset < buffer.count {
                let written = posixWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw failure("write")
                }
                offset += written
            }
        }

        public mutating func write(_ text: String) throws {
            try write(Data(text.utf8))
        }

        fileprivate func failure(_ action: String) -> WriteError {
            WriteError(description: "cannot \(action) \(path): \(String(cString: strerror(errno)))"
                + (replacesAtomically ? "; the previous file is unchanged" : ""))
        }
    }
}

/// `write(2)`; named apart from `Sink.write`, which would otherwise shadow it.
private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}
