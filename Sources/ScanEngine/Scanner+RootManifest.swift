import AuditModel
import DependencyAudit
import GitKit

extension Scanner {
    /// What stands at the scanned folder's `package.json` when it is there but is no file the scan reads.
    enum UnreadRootManifest {
        /// A symbolic link: never followed by the listing, wherever it leads.
        case symbolicLink
        case folder
    }

    /// The scanned folder's `package.json` when it is a symbolic link or a folder; nil when it is a file or absent.
    /// Either was reported as "no package.json" and the run passed, although the manifest there was left out.
    static func unreadRootManifest(in listing: FileListing) -> UnreadRootManifest? {
        let manifest = "package.json"
        if listing.unscanned.contains(where: { $0.path == manifest && $0.kind == .symbolicLink }) { return .symbolicLink }
        let inside = manifest + "/"
        if listing.files.contains(where: { $0.path.hasPrefix(inside) }) || listing.unscanned.contains(where: { $0.path.hasPrefix(inside) }) {
            return .folder
        }
        return nil
    }

    /// The warning for `shape`. `dependenciesRead`: the dependency audit, which reads the disk of a working tree or
    /// plain folder, followed the link to a manifest; only what the listed files' readers take from it is missing.
    static func unreadRootManifestWarning(_ shape: UnreadRootManifest, dependenciesRead: Bool) -> ScanWarning {
        let lacks = "what the project's manifest decides (dependencies, scripts, Jest, Babel and browserslist settings)"
        switch shape {
        case .symbolicLink:
            let consequence = dependenciesRead
                ? "so the report lacks the settings it holds (scripts, Jest, Babel and browserslist; its dependencies were read through the link on disk)"
                : "so the report lacks \(lacks)"
            return ScanWarning(file: "package.json", message: "a symbolic link, which the scan does not follow (it reads only the tree itself, "
                + "and a link may lead outside it or nowhere), \(consequence); replace the link with the file it names, then scan again", unread: true)
        case .folder:
            return ScanWarning(file: "package.json", message: "a folder, not a file, so the report lacks \(lacks); rename the folder and restore the "
                + "project's package.json, then scan again", unread: true)
        }
    }
}
