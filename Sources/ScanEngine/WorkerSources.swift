import Foundation
import GitKit

/// One file source per worker thread: libgit2 objects must stay on one thread, so revision reads open a
/// repository handle per worker; disk sources hold each worker's folders open.
final class WorkerSources: @unchecked Sendable {
    private let input: ScanInput
    private var perWorker: [Int: any FileSource] = [:]
    private let lock = NSLock()

    init(input: ScanInput, workers: Int) {
        self.input = input
    }

    func source(for worker: Int) -> any FileSource {
        guard let revision = input.source as? RevisionSource else {
            // Disk sources keep the folders they read from open, per thread.
            return lock.withLock {
                if let existing = perWorker[worker] { return existing }
                let own = input.source.forOneThread()
                perWorker[worker] = own
                return own
            }
        }
        guard worker > 0 else { return input.source }
        return lock.withLock {
            if let existing = perWorker[worker] { return existing }
            let opened: any FileSource
            if let repository = try? Repository.discover(from: revision.repository.gitDirectory, trustOwner: true),
                let own = try? RevisionSource(repository: repository, revision: revision.commitID, subdirectory: revision.subdirectory)
            {
                opened = own
            } else {
                opened = revision
            }
            perWorker[worker] = opened
            return opened
        }
    }
}
