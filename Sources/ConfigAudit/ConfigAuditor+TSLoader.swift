import AuditModel

extension ConfigAuditor {
    /// ts-loader's `configFile` option names the tsconfig the app compiles with (`tsconfig.app.json`,
    /// `path.resolve(__dirname, 'tsconfig.build.json')`): recorded in `tsLoaderConfigs` so that it is audited like a
    /// tsconfig.json. Without the option ts-loader reads tsconfig.json, which is audited anyway.
    /// ts-loader 3 and earlier called the option `configFileName`.
    mutating func noteTSLoaderConfig(_ options: ConfigNode?, file: String) {
        let key = options?.member("configFile") != nil || options?.member("configFileName") == nil ? "configFile" : "configFileName"
        guard let value = options?[key], !Self.isAbsent(value) else { return }
        if let required = Self.requiredProjectFile(value, in: file) {
            noteLoaderTSConfig(value, written: required, option: "ts-loader \(key)", file: file, path: Self.existing(required, in: project.files))
            return
        }
        let path = value.string.flatMap { tsLoaderConfigPath($0, isProjectPath: value.isProjectPath, file: file) }
        noteLoaderTSConfig(value, written: value.string, option: "ts-loader \(key)", file: file, path: path)
    }

    /// awesome-typescript-loader's `configFileName`, its name for ts-loader's `configFile`. It takes a name ending
    /// in `.json` as an absolute path or one joined to its `context` option (where webpack runs, without it), with
    /// no lookup through parent folders; another name makes it look tsconfig.json up, which is audited anyway.
    mutating func noteAwesomeTypeScriptLoaderConfig(_ options: ConfigNode?, file: String) {
        guard let value = options?["configFileName"], !Self.isAbsent(value) else { return }
        if let required = Self.requiredProjectFile(value, in: file) {
            noteLoaderTSConfig(value, written: required, option: "awesome-typescript-loader configFileName", file: file, path: Self.existing(required, in: project.files))
            return
        }
        if let written = value.string, !written.hasSuffix(".json") { return }
        let contexts = options?["context"].flatMap { $0.isProjectPath ? $0.string.map(Self.projectPath) : nil }.map { [$0] } ?? workingFolders(of: file)
        let files = project.files
        let path = value.string.flatMap { written -> String? in
            if value.isProjectPath { return Self.existing(Self.projectPath(written), in: files) }
            guard !written.hasPrefix("/") else { return nil }
            return contexts.lazy.compactMap { Self.existing(Self.normalisePath($0.isEmpty ? written : $0 + "/" + written), in: files) }.first
        }
        noteLoaderTSConfig(value, written: value.string, option: "awesome-typescript-loader configFileName", file: file, path: path)
    }

    /// Where webpack may run for a config in `file`'s folder: the package whose package.json is nearest above it
    /// (`webpack --config config/webpack.config.js` from an npm script), then the config's own folder.
    private func workingFolders(of file: String) -> [String] {
        let own = Self.directory(of: file)
        var folder = own
        while true {
            if project.files.contains(folder.isEmpty ? "package.json" : folder + "/package.json") { return folder == own ? [own] : [folder, own] }
            if folder.isEmpty { return [own] }
            folder = Self.directory(of: folder)
        }
    }

    /// Records the tsconfig a loader option names (`path`, the project file found), or says why it was not audited.
    private mutating func noteLoaderTSConfig(_ value: ConfigNode, written: String?, option: String, file: String, path: String?) {
        guard let written else {
            add(ConfigRules.unresolved, file: file, at: value,
                message: "\(option) `\(value.rendered)` is not statically resolvable; the tsconfig the app compiles with was not audited.",
                fix: "Check that tsconfig's compilerOptions (baseUrl, paths, emitDecoratorMetadata) by hand.")
            return
        }
        guard let path else {
            add(ConfigRules.unresolved, file: file, at: value,
                message: "\(option) '\(written)' names no file the audit found in the project; the tsconfig the app compiles with was not audited.",
                fix: "Check that tsconfig's compilerOptions (baseUrl, paths, emitDecoratorMetadata) by hand.")
            return
        }
        tsLoaderConfigs.insert(path)
    }

    /// The project file ts-loader's `configFile` names. ts-loader takes an absolute path as it is, a `./`/`../`
    /// path from the folder of the first module it compiles, and looks a bare file name up from that folder through
    /// its parents. That module is the entry's (the first page entry of this config); where the entry is not known,
    /// the config's own folder, where webpack runs, stands in for it.
    func tsLoaderConfigPath(_ written: String, isProjectPath: Bool, file: String) -> String? {
        if isProjectPath { return Self.existing(Self.projectPath(written), in: project.files) }
        guard !written.hasPrefix("/") else { return nil }
        let starts = [pageEntries[file]?.first.map(Self.directory(of:)), Self.directory(of: file)].compactMap { $0 }
        var candidates: [String] = []
        for start in starts {
            if written.hasPrefix("./") || written.hasPrefix("../") {
                candidates.append(Self.normalisePath(start.isEmpty ? written : start + "/" + written))
            } else {
                var folder = start
                while true {
                    candidates.append(Self.normalisePath(folder.isEmpty ? written : folder + "/" + written))
                    if folder.isEmpty { break }
                    folder = Self.directory(of: folder)
                }
            }
        }
        return candidates.lazy.compactMap { Self.existing($0, in: self.project.files) }.first
    }

    /// Audits the tsconfigs ts-loader names that the file loop did not (it reads only tsconfig.json and jsconfig.json).
    mutating func auditTSLoaderConfigs() {
        for path in tsLoaderConfigs.sorted() {
            let name = Self.fileName(path)
            guard name != "tsconfig.json", name != "jsconfig.json" else { continue }
            auditTSConfig(path)
        }
    }

    /// `require.resolve('./tsconfig.app.json')`: a project file, from the folder of the config that calls it.
    static func requiredProjectFile(_ node: ConfigNode, in file: String) -> String? {
        guard let specifier = resolvedSpecifier(node), specifier.hasPrefix("./") || specifier.hasPrefix("../") else { return nil }
        let folder = directory(of: file)
        return normalisePath(folder.isEmpty ? specifier : folder + "/" + specifier)
    }

    private static func existing(_ path: String, in files: [String]) -> String? {
        files.contains(path) ? path : nil
    }
}
