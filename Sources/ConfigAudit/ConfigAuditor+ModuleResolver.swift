import AuditModel

extension ConfigAuditor {
    /// babel-plugin-module-resolver's `alias` (`'~': './src'`) and `root` (`['./src']`): import paths Babel rewrote,
    /// which Vite resolves only through resolve.alias. Each is reported where it is written and noted as an alias or
    /// a module folder, so that the scan resolves the imports that rely on it as the app's own modules.
    mutating func auditModuleResolver(_ options: ConfigNode?, file: String) {
        guard let options else { return }
        // Paths are relative to the folder of the Babel configuration (its default `cwd` for a project's .babelrc).
        let folder = file.split(separator: "/").dropLast().joined(separator: "/")
        func projectRelative(_ written: String) -> String? {
            written.hasPrefix("/") ? nil : Self.normalisePath(folder.isEmpty ? written : folder + "/" + written)
        }
        for property in options["alias"]?.properties ?? [] {
            // A regular-expression key (`'^@(.+)'`) rewrites with capture groups: no one alias to write.
            guard let key = property.key, !key.hasPrefix("^"), let value = property.value.string else { continue }
            let isPackage = !value.hasPrefix(".") && !value.hasPrefix("/")
            guard let replacement = isPackage ? value : projectRelative(value) else { continue }
            facts.aliases.append(.init(find: key, exact: false, replacement: replacement, file: property.origin ?? file, line: property.line, isPackage: isPackage))
            add(ConfigRules.alias, file: file, at: property,
                message: "babel-plugin-module-resolver rewrites imports of '\(key)' to '\(replacement)'; Vite runs no Babel plugin unless told to, so "
                    + (isPackage ? "they load '\(key)' itself." : "they fail to resolve."),
                fix: "resolve: { alias: [{ find: '\(key)', replacement: \(isPackage ? "'\(value)'" : "path.resolve(__dirname, '\(replacement)')") }] }")
        }
        for root in options["root"]?.elements ?? [] {
            guard let written = root.string, let relative = projectRelative(written), !relative.isEmpty, relative != ".", !relative.hasPrefix("..")
            else { continue }
            facts.resolveModules.append(relative)
            add(ConfigRules.resolveModules, file: file, at: root,
                message: "babel-plugin-module-resolver's root '\(written)' makes bare imports like 'components/Button' resolve from \(relative)/; Vite resolves bare specifiers from node_modules only.",
                fix: "resolve.alias entries for each top-level folder of \(relative)/ (e.g. { find: 'components', replacement: '/\(relative)/components' }), or \(tsconfigPathsResolver) with baseUrl: '\(relative)'.")
            noteModuleDirectories([relative],
                ifUnused: "babel-plugin-module-resolver's root '\(written)' adds \(relative)/ for bare imports, but no import relies on it (\(Self.noImportRelies)).",
                fix: "Nothing to port; the option goes with the plugin.")
        }
    }
}
