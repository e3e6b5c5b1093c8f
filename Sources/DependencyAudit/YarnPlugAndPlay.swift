/// Whether a project installs with Yarn Plug'n'Play, which keeps packages in zip archives (`.yarn/cache`) and
/// resolves them through a generated `.pnp.cjs` instead of a `node_modules` folder: the dependency audit reads only
/// `node_modules`, so under PnP nothing is missing, it is only out of the audit's reach, and `yarn install` alone
/// never creates the folder.
enum YarnPlugAndPlay {
    /// What shows that the project in `folders` (the app's folder up to the workspace root) uses PnP: its
    /// `.pnp.cjs` (`.pnp.js` before Yarn 3), or a Yarn berry lockfile whose `.yarnrc.yml` chooses no other linker
    /// (Yarn berry's default is `pnp`). nil when neither is there.
    static func evidence(in tree: any PackageTree, folders: [String], lockfile: Lockfile?) -> String? {
        for folder in folders {
            for name in [".pnp.cjs", ".pnp.js"] where tree.isFile(PathUtilities.join(folder, name)) { return name }
        }
        guard let lockfile, lockfile.format == .yarnBerry else { return nil }
        let yarnrc = PathUtilities.join(PathUtilities.directory(of: lockfile.path), ".yarnrc.yml")
        guard let text = tree.read(yarnrc).map({ String(decoding: $0, as: UTF8.self) }) else {
            return "a Yarn berry yarn.lock without .yarnrc.yml, whose default nodeLinker is pnp"
        }
        switch nodeLinker(in: text) {
        case nil: return "a Yarn berry yarn.lock, and .yarnrc.yml sets no nodeLinker (the default is pnp)"
        case "pnp": return ".yarnrc.yml's nodeLinker: pnp"
        default: return nil
        }
    }

    /// The `nodeLinker` value of a `.yarnrc.yml`, read as YAML (Yams, through the bounded loader the lockfiles use).
    static func nodeLinker(in yarnrc: String) -> String? {
        guard let loaded = try? BoundedYAML.load(yarnrc), let settings = BoundedYAML.mapping(loaded) else { return nil }
        return settings["nodeLinker"].map { "\($0)" }
    }
}
