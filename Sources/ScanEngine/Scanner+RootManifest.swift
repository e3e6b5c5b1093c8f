import AuditModel
import DependencyAudit
import GitKit

extension Scanner {
    /// The warning for a scanned folder whose `package.json` is there but is no file the scan reads: a symbolic link
    /// (never followed, wherever it leads) or a folder. Either was reported as "no package.json" and the run passed,
    /// although the project's manifest, and all it decides, was left out. Nil when package.json is a file or absent.
    static func unreadRootManifest(in listing: FileListing) -> ScanWarning? {
        let manifest = "package.json"
        let consequence = "so the report lacks what the project's manifest decides (dependencies, scripts, Jest, Babel and browserslist settings)"
        if listing.unscanned.contains(where: { $0.path == manifest && $0.kind == .symbolicLink }) {
            return ScanWarning(file: manifest, message: "a symbolic link, which the scan does not follow (it reads only the tree itself, "
                + "and a link may lead outside it or nowhere), \(consequence); replace the link with the file it names, then scan again", unread: true)
        }
        let inside = manifest + "/"
        if listing.files.contains(where: { $0.path.hasPrefix(inside) }) || listing.unscanned.contains(where: { $0.path.hasPrefix(inside) }) {
            return ScanWarning(file: manifest, message: "a folder, not a file, \(consequence); rename the folder and restore the "
                + "project's package.json, then scan again", unread: true)
        }
        return nil
    }
}
