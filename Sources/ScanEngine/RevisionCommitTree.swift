import DependencyAudit
import GitKit

/// A commit's whole tree as far as the walks up to a workspace root and the expansion of its package globs ask:
/// files and folders by repository path.
struct RevisionCommitTree: PackageTree {
    let revision: RevisionSource

    func entryKind(at path: String) -> PackageTreeEntryKind? {
        if revision.isFile(atRepositoryPath: path) { return .file }
        return revision.isFolder(atRepositoryPath: path) ? .directory : nil
    }

    func linkTarget(at path: String) -> String? { nil }
    func fileContents(at path: String) -> [UInt8]? { revision.contents(atRepositoryPath: path) }
    func directoryEntries(at path: String) -> [String]? { revision.entryNames(atRepositoryPath: path) }
    func treePath(forAbsolute path: String) -> String? { nil }
}
