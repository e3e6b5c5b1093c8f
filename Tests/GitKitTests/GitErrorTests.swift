import CLibgit2
@testable import GitKit
import Testing

@Suite struct GitErrorTests {
    /// libgit2 reports a file it may not open as "locked" (GIT_ELOCKED); the message says what is wrong with it.
    @Test func aFileThatMayNotBeOpenedIsNamedAsSuchNotAsLocked() {
        LibGit2.ensureInitialised()
        _ = git_error_set_str(Int32(GIT_ERROR_OS.rawValue), "failed open - '/work/app/src/it's.js' is locked: Permission denied")
        let error = GitError.last(code: GitError.lockedCode, operation: "git_status_list_new", hint: "make it readable")
        #expect(error.message == "cannot open '/work/app/src/it's.js': permission denied")
        #expect(error.description == "git_status_list_new: cannot open '/work/app/src/it's.js': permission denied (make it readable)")
    }

    @Test func otherLockedErrorsKeepLibgit2sMessage() {
        LibGit2.ensureInitialised()
        _ = git_error_set_str(Int32(GIT_ERROR_INDEX.rawValue), "failed to lock file '/work/app/.git/index.lock' for writing")
        let error = GitError.last(code: GitError.lockedCode, operation: "git_index_write")
        #expect(error.message == "failed to lock file '/work/app/.git/index.lock' for writing")
    }
}
