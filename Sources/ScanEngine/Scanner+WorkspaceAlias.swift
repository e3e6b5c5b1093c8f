import ConfigAudit
import DependencyAudit

extension Scanner {
    /// Whether a webpack path alias named after a package leads into that package's own folder: `'@acme/ui'` →
    /// `../ui/src` where packages/ui is the workspace package @acme/ui. Vite serves that folder as source either way
    /// (the ported alias, or the linked package), so its imports are audited as the package's (JSX in its .js files,
    /// CommonJS dependencies nothing pre-bundles) rather than as app code this scan never reads. The scanned package's
    /// own folder (an alias of its own name) is app code.
    static func aliasesWorkspacePackage(_ alias: ConfigFacts.Alias, tree: some PackageTree, packagePath: String) -> Bool {
        guard BareSpecifier.isPackage(alias.find), BareSpecifier.packageName(of: alias.find) == alias.find else { return false }
        var folder = PathUtilities.join(packagePath, alias.replacement)
        // The nearest package.json above the target decides, within a few levels (src/components of a package).
        for _ in 0..<4 {
            if folder == packagePath || packagePath.hasPrefix(folder + "/") || folder.isEmpty || folder.hasPrefix("..") { return false }
            if let bytes = tree.read(PathUtilities.join(folder, "package.json")) {
                return (try? JSONParser.parse(bytes))?["name"]?.stringValue == alias.find
            }
            folder = PathUtilities.directory(of: folder)
        }
        return false
    }
}
