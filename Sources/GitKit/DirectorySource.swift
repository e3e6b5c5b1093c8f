#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files of a plain folder (`--no-git`). Symlinks are never followed (they are listed as unscanned), and a folder met twice (a loop
/// made by bind mounts) is reported and skipped rather than walked forever.
public struct DirectorySource: FileSource {
    /// Folder names never descended into (version control data and installed packages by default, which a
    /// git working tree would ignore as well).
    public static let defaultExcludedDirectories: Set<String> = [".git", "node_modules"]

    /// The folder walked.
    public let path: String
    /// Folder names skipped wherever they occur.
    public let excludedDirectories: Set<String>
    /// Folders held open between reads, in a copy made for one thread (`forOneThread()`).
    private var folders: OpenFolderChain?

    /// A source for the folder at `path`.
    public init(path: String, excludedDirectories: Set<String> = DirectorySource.defaultExcludedDirectories) {
        self.path = path
        self.excludedDirectories = excludedDirectories
    }

    /// Walks the folder iteratively; unreadable folders become warnings and the walk goes on.
    public func listFiles() throws -> FileListing {
        do {
            close(try NoFollowFileSystem.openRoot(path))
        } catch {
            throw SourceReadError(path: path, reason: error.text)
        }
        var files: [SourceFileEntry] = []
        var warnings: [SourceWarning] = []
        // Links are not followed but named, as the git sources name theirs (dangling ones too).
        var links: [FileListing.UnscannedEntry] = []
        var visited = Set<FileIdentity>()
        // Pending folders are kept as paths, not descriptors, so a wide tree cannot exhaust file descriptors.
        var pending: [[UInt8]] = [[]]
        while let prefix = pending.popLast() {
            let directoryFD: Int32
            do {
                directoryFD = try NoFollowFileSystem.openDirectory(root: path, relativePath: prefix)
            } catch {
                warnings.append(SourceWarning(path: display(prefix), message: "cannot open folder (\(error.text)); skipped"))
                continue
            }
            defer { close(directoryFD) }
            var info = stat()
            guard fstat(directoryFD, &info) == 0, visited.insert(FileIdentity(info)).inserted else {
                warnings.append(SourceWarning(path: display(prefix), message: "folder already walked (a filesystem loop); skipped"))
                continue
            }
            // fdopendir takes ownership of its descriptor: give it a duplicate, ours is closed by the defer.
            guard let stream = fdopendir(dup(directoryFD)) else {
                warnings.append(SourceWarning(path: display(prefix), message: "cannot list folder (\(String(cString: strerror(errno)))); skipped"))
                continue
            }
            defer { closedir(stream) }
            while let dirent = readdir(stream) {
                let name = Self.name(of: dirent)
                if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
                var child = stat()
                let statStatus = NoFollowFileSystem.withCPath(name) { fstatat(directoryFD, $0, &child, AT_SYMLINK_NOFOLLOW) }
                guard statStatus == 0 else { continue }
                let relative = prefix + name
                switch child.st_mode & S_IFMT {
                case S_IFDIR:
                    if excludedDirectories.contains(String(decoding: name, as: UTF8.self)) { continue }
                    pending.append(relative + [UInt8(ascii: "/")])
                case S_IFREG:
                    files.append(SourceFileEntry(rawPath: relative, size: Int(child.st_size), blobID: nil,
                                                 isExecutable: child.st_mode & S_IXUSR != 0))
                case S_IFLNK:
                    links.append(FileListing.UnscannedEntry(path: display(relative), kind: .symbolicLink))
                default:
                    continue  // sockets, FIFOs, devices
                }
            }
        }
        return FileListing(files: files, warnings: warnings, unscanned: links)
    }

    /// This source, keeping the folders it reads from open between reads.
    public func forOneThread() -> any FileSource {
        var copy = self
        copy.folders = OpenFolderChain(root: path)
        return copy
    }

    /// Reads the file, refusing any symlink on its path.
    public func read(_ entry: SourceFileEntry) throws -> [UInt8] {
        do {
            if let folders { return try folders.readFile(relativePath: entry.rawPath) }
            return try NoFollowFileSystem.readFile(root: path, relativePath: entry.rawPath)
        } catch {
            throw SourceReadError(path: entry.path, reason: error.text)
        }
    }

    private func display(_ prefix: [UInt8]) -> String {
        prefix.isEmpty ? "." : String(decoding: prefix.last == UInt8(ascii: "/") ? prefix.dropLast() : prefix[...], as: UTF8.self)
    }

    private static func name(of entry: UnsafeMutablePointer<dirent>) -> [UInt8] {
        withUnsafeBytes(of: &entry.pointee.d_name) { raw in
            Array(raw.prefix { $0 != 0 })
        }
    }

    /// Device and inode: what makes two paths the same folder.
    private struct FileIdentity: Hashable {
        let device: UInt64
        let inode: UInt64
        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }
}
