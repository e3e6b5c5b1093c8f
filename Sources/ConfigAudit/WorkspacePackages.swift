/// The sibling packages of a monorepo that the scanned package's configuration may require by name
/// (`require('@org/webpack-config/webpack.base.js')`): a shared webpack config lives in its own workspace package,
/// and what it configures is the app's build. Paths are relative to the scanned folder (`../webpack-config`).
public struct WorkspacePackages: Sendable {
    /// One workspace package.
    public struct Package: Sendable, Equatable {
        /// Its package.json `name`.
        public var name: String
        /// Its folder, relative to the scanned folder (`../webpack-config`).
        public var folder: String
        /// package.json's `main`, when it names one.
        public var main: String?
        /// package.json's `exports` as Node's `require` takes them: the file for each subpath (`.`, `./base`).
        public var exports: [String: String]

        public init(name: String, folder: String, main: String?, exports: [String: String] = [:]) {
            self.name = name
            self.folder = folder
            self.main = main
            self.exports = exports
        }

        /// The file a require of `subpath` (`""` for the package itself) reads, relative to the package's folder:
        /// the `exports` entry when there are exports, else the subpath itself, `main` or index.
        func target(of subpath: String) -> String? {
            if !exports.isEmpty { return exports[subpath.isEmpty ? "." : "./" + subpath] }
            return subpath.isEmpty ? main ?? "index" : subpath
        }
    }

    /// The packages by name.
    public let packages: [String: Package]
    /// The scanned folder's path from the workspace root (`packages/web`).
    public let scannedFolder: String
    /// Whether a path relative to the scanned folder (`../webpack-config/webpack.base.js`) is a file of a package.
    let isFile: @Sendable (String) -> Bool

    /// `isFile` answers for paths inside the packages' folders; reading them goes through `ConfigProject.read`.
    public init(packages: [Package], scannedFolder: String, isFile: @escaping @Sendable (String) -> Bool) {
        self.scannedFolder = scannedFolder
        var byName: [String: Package] = [:]
        for package in packages where byName[package.name] == nil { byName[package.name] = package }
        self.packages = byName
        self.isFile = isFile
    }

    /// The package a bare specifier names and the path after its name (`""` for the package itself).
    func package(for specifier: String) -> (package: Package, subpath: String)? {
        let parts = specifier.split(separator: "/", omittingEmptySubsequences: false)
        let nameLength = specifier.hasPrefix("@") ? 2 : 1
        guard parts.count >= nameLength else { return nil }
        let name = parts.prefix(nameLength).joined(separator: "/")
        guard let package = packages[name] else { return nil }
        return (package, parts.dropFirst(nameLength).joined(separator: "/"))
    }

    /// `path` (relative to the scanned folder) without a detour out of it: a shared config's
    /// `path.resolve(__dirname, '../web/src')` is `src` when `web` is the scanned package.
    func folded(_ path: String) -> String {
        guard path.hasPrefix("../") else { return path }
        var whole: [Substring] = scannedFolder.split(separator: "/")
        for part in path.split(separator: "/") {
            if part == "..", !whole.isEmpty { whole.removeLast() } else if part != "." { whole.append(part) }
        }
        let joined = whole.joined(separator: "/")
        return joined.hasPrefix(scannedFolder + "/") ? String(joined.dropFirst(scannedFolder.count + 1)) : path
    }

    /// Whether `path` (relative to the scanned folder) lies in one of the packages' folders.
    public func contains(_ path: String) -> Bool {
        packages.values.contains { path.hasPrefix($0.folder + "/") }
    }
}
