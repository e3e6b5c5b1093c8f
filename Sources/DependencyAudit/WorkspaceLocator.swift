import AuditModel
import Foundation
import Yams

/// Expands npm/yarn `workspaces` globs, pnpm-workspace.yaml `packages` and lerna.json `packages` into workspace
/// folders.
public enum WorkspaceLocator {
    /// The folders lerna takes for packages when lerna.json names none and the manifest declares no workspaces.
    static let lernaDefaultGlobs = ["packages/*"]

    /// Workspace globs of a project: `package.json#workspaces`, `pnpm-workspace.yaml#packages` and
    /// `lerna.json#packages`.
    public static func globs(root: String, manifest: PackageManifest?, tree: any PackageTree, warnings: inout [ScanWarning]) -> [String] {
        var globs = manifest?.workspaceGlobs ?? []
        for glob in lernaGlobs(root: root, manifest: manifest, tree: tree, warnings: &warnings) where !globs.contains(glob) {
            globs.append(glob)
        }
        let pnpmPath = PathUtilities.join(root, "pnpm-workspace.yaml")
        if let bytes = tree.read(pnpmPath) {
            do {
                let loaded = try BoundedYAML.load(String(decoding: bytes, as: UTF8.self))
                let mapping = (loaded as? [String: Any]) ?? (loaded as? [AnyHashable: Any]).map { dict in
                    Dictionary(uniqueKeysWithValues: dict.map { ("\($0.key.base)", $0.value) })
                }
                if let packages = mapping?["packages"] as? [Any] { globs += packages.map { "\($0)" } }
            } catch {
                let problem = LockfileParser.problem(fromYAMLError: error, file: pnpmPath)
                warnings.append(ScanWarning(file: pnpmPath, message: "pnpm-workspace.yaml is malformed at line \(problem.line), column \(problem.column): \(problem.reason); workspace packages listed there were not read"))
            }
        }
        return globs
    }

    /// The packages of a lerna monorepo (lerna 2 and 3 before package managers had workspaces: lerna bootstrap links
    /// them, each often with its own lockfile): lerna.json's `packages`, or lerna's `packages/*` when it names none.
    /// `"useWorkspaces": true` hands the list to package.json's `workspaces`, which `globs` reads already.
    static func lernaGlobs(root: String, manifest: PackageManifest?, tree: any PackageTree, warnings: inout [ScanWarning]) -> [String] {
        let path = PathUtilities.join(root, "lerna.json")
        guard let bytes = tree.read(path) else { return [] }
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            warnings.append(ScanWarning(file: path, message: "lerna.json is malformed at line \(error.line), column \(error.column): \(error.reason); workspace packages listed there were not read"))
            return []
        }
        if document["useWorkspaces"] == .bool(true) { return [] }
        if let packages = document["packages"]?.arrayValues { return packages.compactMap(\.stringValue) }
        return manifest?.workspaceGlobs.isEmpty == false ? [] : lernaDefaultGlobs
    }

    /// Folders (tree paths) matching `globs` that hold a package.json; `!` globs exclude. Never enters
    /// node_modules.
    public static func expand(_ globs: [String], root: String, tree: any PackageTree) -> [String] {
        var included = Set<String>()
        var excluded = Set<String>()
        for glob in globs {
            let negated = glob.hasPrefix("!")
            let pattern = PathUtilities.normalise(negated ? String(glob.dropFirst()) : glob)
            var matches: [String] = []
            match(PathUtilities.components(pattern)[...], in: root, tree: tree, depth: 0, into: &matches)
            for folder in matches where tree.isFile(PathUtilities.join(folder, "package.json")) {
                if negated { excluded.insert(folder) } else { included.insert(folder) }
            }
        }
        return included.subtracting(excluded).sorted()
    }

    private static func match(_ segments: ArraySlice<String>, in directory: String, tree: any PackageTree, depth: Int, into matches: inout [String]) {
        guard let segment = segments.first else {
            matches.append(directory)
            return
        }
        guard depth < 12 else { return }
        let rest = segments.dropFirst()
        if segment == "**" {
            match(rest, in: directory, tree: tree, depth: depth + 1, into: &matches)
            for name in tree.list(directory) where name != "node_modules" && !name.hasPrefix(".") {
                let child = PathUtilities.join(directory, name)
                if tree.isDirectory(child) { match(segments, in: child, tree: tree, depth: depth + 1, into: &matches) }
            }
            return
        }
        if segment.contains("*") {
            for name in tree.list(directory) where name != "node_modules" && !name.hasPrefix(".") && wildcard(segment, matches: name) {
                let child = PathUtilities.join(directory, name)
                if tree.isDirectory(child) { match(rest, in: child, tree: tree, depth: depth + 1, into: &matches) }
            }
            return
        }
        let child = PathUtilities.join(directory, segment)
        if tree.isDirectory(child) { match(rest, in: child, tree: tree, depth: depth + 1, into: &matches) }
    }

    /// `*` matches any run of characters within one path segment.
    static func wildcard(_ pattern: String, matches name: String) -> Bool {
        let parts = pattern.split(separator: "*", omittingEmptySubsequences: false)
        var remainder = Substring(name)
        for (index, part) in parts.enumerated() {
            if index == 0 {
                guard remainder.hasPrefix(part) else { return false }
                remainder = remainder.dropFirst(part.count)
            } else if index == parts.count - 1 {
                return part.isEmpty || remainder.hasSuffix(part)
            } else if let range = remainder.range(of: part) {
                remainder = remainder[range.upperBound...]
            } else {
                return false
            }
        }
        return remainder.isEmpty
    }
}
