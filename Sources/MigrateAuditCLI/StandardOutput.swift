import Reporting

#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// The C standard output stream `print` writes through, asked whether everything written reached it.
enum StandardOutput {
    /// Flushes standard output; the system's reason when a write failed now or earlier (a full disk), nil when all
    /// of it was written or its reader closed it (`| head`: it read what it wanted). The error indicator is
    /// cleared, so it is reported once.
    static func flushFailure() -> String? {
        let failedBefore = ferror(stdout) != 0
        errno = 0
        let flushed = fflush(stdout) == 0
        // errno is the flush's only when the flush failed; an earlier failure's reason is gone by now.
        let reason = flushed || errno == 0 ? "an earlier write failed" : String(cString: strerror(errno))
        defer { clearerr(stdout) }
        return (flushed && !failedBefore) || StandardStreams.readerIsGone ? nil : reason
    }
}
