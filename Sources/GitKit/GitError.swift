import CLibgit2

/// A libgit2 call that failed: libgit2's own message plus what the user can do about it.
///
/// The message is read with `git_error_last()` synchronously, right after the failing call, because
/// libgit2 keeps it in thread-local storage (see libgit2 `docs/threading.md`).
public struct GitError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The libgit2 return code (`git_error_code`), e.g. −3 for "not found", −36 for "not owned by current user".
    public let code: Int32
    /// The C function that failed, e.g. `git_revparse_single`.
    public let operation: String
    /// libgit2's message, or a description of the code when libgit2 left none.
    public let message: String
    /// What to do about it, when there is something useful to say.
    public let hint: String?

    /// `GIT_ENOTFOUND`.
    public static let notFoundCode: Int32 = -3
    /// `GIT_EAMBIGUOUS`.
    public static let ambiguousCode: Int32 = -5
    /// `GIT_EINVALIDSPEC`.
    public static let invalidSpecCode: Int32 = -12
    /// `GIT_ELOCKED`, which libgit2 also returns for a file it may not open (EACCES, EPERM).
    public static let lockedCode: Int32 = -14
    /// `GIT_EOWNER`: the repository belongs to another user and owner validation is on.
    public static let ownerCode: Int32 = -36

    /// Builds an error; `hint` defaults to the generic advice for `code`.
    public init(code: Int32, operation: String, message: String, hint: String? = nil) {
        self.code = code
        self.operation = operation
        self.message = message
        self.hint = hint ?? GitError.defaultHint(for: code)
    }

    /// Captures libgit2's last error for `code`. Call it on the thread of the failing call, before any other
    /// libgit2 call, since the next call may reset it.
    static func last(code: Int32, operation: String, hint: String? = nil) -> GitError {
        var text = ""
        if let error = git_error_last(), let cMessage = error.pointee.message {
            text = String(cString: cMessage)  // repairs invalid UTF-8 rather than failing
        }
        if text.isEmpty { text = "libgit2 error \(code)" }
        // libgit2 calls a file it may not open "locked"; what the user must fix is its permissions.
        let lockedPrefix = "failed open - '"
        for reason in ["Permission denied", "Operation not permitted"] where code == lockedCode {
            let suffix = "' is locked: " + reason
            guard text.hasPrefix(lockedPrefix), text.hasSuffix(suffix), text.count > lockedPrefix.count + suffix.count else { continue }
            text = "cannot open '\(text.dropFirst(lockedPrefix.count).dropLast(suffix.count))': \(reason.lowercased())"
        }
        // An index written with split-index or as a sparse index: libgit2 reads neither.
        if hint == nil, text.contains("unsupported mandatory extension") {
            let fix = text.contains("'link'") ? "git update-index --no-split-index" : text.contains("'sdir'") ? "git sparse-checkout init --no-sparse-index" : "git update-index --index-version 4"
            return GitError(code: code, operation: operation, message: text,
                            hint: "this index uses a git extension libgit2 cannot read; run `\(fix)` to rewrite it, or scan a revision with --ref HEAD")
        }
        // A damaged repository (a truncated index, a corrupt object or reference): libgit2's words name the damage but
        // not what to do, and a "not found" code would get the advice to check a name.
        let damage = ["failed to read index", "index file", "corrupt", "failed to inflate", "can not be successfully peeled", "invalid object", "object is no "]
        if hint == nil, damage.contains(where: text.contains) {
            return GitError(code: code, operation: operation, message: text,
                            hint: "the repository looks damaged: `git status` and `git fsck` say what git makes of it; repair it or clone it again, "
                                + "or scan the folder as plain files with --no-git")
        }
        // libgit2's working-tree walk stops at 100 nested folders (git itself goes deeper): the commit's tree is read
        // by our own walk, and --no-git walks the disk.
        if hint == nil, text.hasPrefix("directory nesting too deep") {
            return GitError(code: code, operation: operation, message: text,
                            hint: "a folder of the working tree is nested deeper than libgit2 walks; scan the commit with --ref HEAD, "
                                + "or the folder as it is on disk with --no-git, or add the deep folder to .gitignore if it holds no source")
        }
        return GitError(code: code, operation: operation, message: text, hint: hint)
    }

    /// True when libgit2 reported that it cannot read this repository's format or extensions.
    public var isUnsupportedRepositoryFormat: Bool {
        message.contains("unsupported repository version") || message.contains("unsupported extension")
    }

    /// One line: operation, libgit2's message, then the hint.
    public var description: String {
        let base = "\(operation): \(message)"
        guard let hint else { return base }
        return "\(base) (\(hint))"
    }

    private static func defaultHint(for code: Int32) -> String? {
        switch code {
        case ownerCode:
            return "run with --trust-repository, or `git config --global --add safe.directory <path>`"
        case notFoundCode:
            return "check the name or path"
        case ambiguousCode:
            return "use a longer SHA prefix or a full ref name"
        default:
            return nil
        }
    }
}
