import GitKit
import Reporting
import ScanEngine

/// Errors that mean "the input is wrong": reported as one line and exit code 2.
func isInputError(_ error: any Error) -> Bool {
    error is ScanInputError || error is InputError || error is GitError || error is AtomicFileWriter.WriteError
        || error is SourceReadError || error is ShardMerger.MismatchError
}
