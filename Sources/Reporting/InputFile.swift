import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bytes of a file the user names as input (a baseline, a configuration, a report). A pipe is read to its end
/// as a file is: process substitution (`--baseline <(git show main:base.json)`) names one, `/dev/fd/63`, which
/// Foundation's `Data(contentsOf:)` refuses as though it were unreadable ("permission denied").
public enum InputFile {
    /// The file's bytes; throws Foundation's error for a file that cannot be opened, so `InputError.readProblem`
    /// can name why. A named pipe no program writes to reads as empty rather than waiting for a writer.
    public static func contents(of url: URL) throws -> Data {
        var info = stat()
        guard stat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFIFO else { return try Data(contentsOf: url) }
        // Opened without waiting for a writer; then reads wait for data as usual, and end when every writer has closed.
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return try Data(contentsOf: url) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return try handle.readToEnd() ?? Data()
    }
}
