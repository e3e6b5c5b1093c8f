import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path given for output really is, so that writing to it never destroys what is not a report: a device
/// (`/dev/null`), a FIFO or our own standard output (`/dev/stdout`) is written through, never replaced by a
/// regular file; a symbolic link to a report is kept, and the file it leads to is replaced.
public enum OutputTarget: Equatable, Sendable {
    /// A regular file, or none yet: replaced (or created) atomically at this path, the real one behind any links.
    case replaceableFile(String)
    /// A device, FIFO or socket: opened and written in place.
    case special(String)
    /// This process's standard output or standard error, reached by a path (`/dev/stdout`, `/proc/self/fd/1`,
    /// or the file the shell redirected it to): written to the descriptor itself, as the shell set it up.
    case descriptor(Int32)

    /// How many links are followed before a chain counts as a loop (the kernel's own limit).
    static let linkLimit = 40

    /// Classifies `path`; throws when nothing can be written there (a folder, a loop of links).
    public static func resolve(_ path: String) throws -> OutputTarget {
        var info = stat()
        if stat(path, &info) == 0 {
            for descriptor in [STDOUT_FILENO, STDERR_FILENO] {
                var standard = stat()
                if fstat(descriptor, &standard) == 0, standard.st_dev == info.st_dev, standard.st_ino == info.st_ino {
                    return .descriptor(descriptor)
                }
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                guard let real = realpath(path, nil) else { return .replaceableFile(path) }
                defer { free(real) }
                return .replaceableFile(String(cString: real))
            case S_IFDIR:
                throw AtomicFileWriter.WriteError(description: "\(path) is a folder; name a file inside it for the output")
            default:
                return .special(path)
            }
        }
        let followError = errno
        guard followError == ENOENT else {
            let reason = followError == ELOOP ? "its symbolic links form a loop" : String(cString: strerror(followError))
            throw AtomicFileWriter.WriteError(description: "cannot write \(path): \(reason); name another output file")
        }
        return .replaceableFile(try danglingLinkTarget(of: path))
    }

    /// Where a chain of links that ends nowhere leads (the file to create), or `path` itself when it is no link.
    private static func danglingLinkTarget(of path: String) throws -> String {
        var current = path
        for _ in 0..<linkLimit {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length >= 0 else { return current }
            let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/")
                ? target : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(target).path
        }
        throw AtomicFileWriter.WriteError(description: "cannot write \(path): its symbolic links form a loop; name another output file")
    }
}
