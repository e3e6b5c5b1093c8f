import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The standard streams as the process was started with them.
public enum StandardStreams {
    /// Whether standard output was closed when the process started (`>&-`). Read first thing: it opens `/dev/null`
    /// on each closed standard descriptor (as git does), so that no file the run opens becomes descriptor 0, 1 or 2
    /// and receives what is meant for the terminal, and a summary printed to a closed output is not a failed run.
    public static let outputWasClosed: Bool = {
        var closed = false
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            // The lowest free descriptor is the one just found closed.
            let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
            if descriptor == STDOUT_FILENO { closed = true }
        }
        return closed
    }()

    /// Whether the reader of standard output has closed its end (`| head` that has read enough): what is still to
    /// be written there is not wanted, so failing to write it is not the run's failure. Linux flags a pipe without
    /// readers with POLLERR; a file, a terminal or a full disk never is.
    public static var readerIsGone: Bool {
        var entry = pollfd(fd: STDOUT_FILENO, events: Int16(POLLOUT), revents: 0)
        return poll(&entry, 1, 0) == 1 && entry.revents & Int16(POLLERR) != 0
    }

    /// The error for a report that would go to a closed standard output, where it would be lost.
    public static var closedOutputError: AtomicFileWriter.WriteError {
        AtomicFileWriter.WriteError(description: "standard output is closed, so the report written to it would be lost; "
            + "name a file with -o FILE (or leave standard output open)")
    }
}
