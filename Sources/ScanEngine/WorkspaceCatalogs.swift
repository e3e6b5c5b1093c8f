import DependencyAudit
import Foundation
import GitKit

/// The pnpm catalogs a scanned folder's package.json can refer to (`"vite": "catalog:"`): its own
/// pnpm-workspace.yaml, else the nearest one above it in the repository, as pnpm looks for the workspace root.
enum WorkspaceCatalogs {
    static let fileName = "pnpm-workspace.yaml"

    /// Asked before the dependency audit finds the workspace, for the Vite target only: a few reads at most.
    static func find(input: ScanInput, listing: FileListing, sizeLimit: Int) -> PnpmCatalogs? {
        if let entry = listing.files.first(where: { $0.path == fileName }) {
            guard case .text(let bytes)? = try? input.source.loadText(entry, sizeLimit: sizeLimit) else { return nil }
            return PnpmCatalogs(yaml: bytes)
        }
        guard let repository = input.repository, !input.rootInRepository.isEmpty else { return nil }
        if let revision = input.source as? RevisionSource {
            var folder = input.rootInRepository
            while !folder.isEmpty {
                folder = PathUtilities.directory(of: folder)
                if let bytes = revision.contents(atRepositoryPath: PathUtilities.join(folder, fileName)) { return PnpmCatalogs(yaml: bytes) }
            }
            return nil
        }
        guard let workdir = repository.workdir else { return nil }
        let disk = DiskPackageTree(root: URL(fileURLWithPath: workdir).standardizedFileURL.path)
        var folder = input.rootInRepository
        while !folder.isEmpty {
            folder = PathUtilities.directory(of: folder)
            if let bytes = disk.read(PathUtilities.join(folder, fileName)) { return PnpmCatalogs(yaml: bytes) }
        }
        return nil
    }
}
