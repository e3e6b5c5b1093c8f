import CLibgit2

/// A failure while building a test repository, with libgit2's message when libgit2 failed.
public struct RepoBuilderError: Error, CustomStringConvertible {
    /// What failed and why.
    public let description: String

    init(_ description: String) { self.description = description }

    /// Throws when `status` is negative, quoting `git_error_last()` read right after the failing call.
    static func check(_ status: Int32, _ operation: String) throws {
        guard status < 0 else { return }
        let message = git_error_last().flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "error \(status)"
        throw RepoBuilderError("\(operation) failed (\(status)): \(message)")
    }
}
