import AuditModel

extension ConfigAuditor {
    /// ts-loader's `configFile` option names the tsconfig the app compiles with (`tsconfig.app.json`,
    /// `path.resolve(__dirname, 'tsconfig.build.json')`): recorded in `tsLoaderConfigs` so that it is audited like a
    /// tsconfig.json. Without the option ts-loader reads tsconfig.json, which is audited anyway.
    mutating func noteTSLoaderConfig(_ options: ConfigNode?, file: String) {
        guard let value = options?["configFile"], !Self.isAbsent(value) else { return }
        guard let written = value.string else {
            add(ConfigRules.unresolved, file: file, at: value,
                message: "ts-loader configFile `\(value.rendered)` is not statically resolvable; the tsconfig the app compiles with was not audited.",
                fix: "Check that tsconfig's compilerOptions (baseUrl, paths, emitDecoratorMetadata) by hand.")
            return
        }
        guard let path = tsLoaderConfigPath(written, isProjectPath: value.isProjectPath, file: file) else {
            add(ConfigRules.unresolved, file: file, at: value,
                message: "ts-loader configFile '\(written)' names no file the audit found in the project; the tsconfig the app compiles with was not audited.",
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

    private static func existing(_ path: String, in files: [String]) -> String? {
        files.contains(path) ? path : nil
    }
}
