/// Whether the project's bare imports rely on a module directory (`baseUrl`, a `resolve.modules` folder, NODE_PATH),
/// decided per import as wp-resolve-modules decides it: the configuration finding of a folder nothing relies on has
/// nothing to port.
public enum ModuleDirectoryUse {
    /// Whether some bare specifier of `specifiers` names a file of the project only through `folders`: no declared
    /// package, Node builtin or alias takes it.
    public static func anyImport(_ specifiers: some Sequence<String>, resolvesThrough folders: [String], in project: ProjectContext) -> Bool {
        var facts = project.facts
        facts.aliases = [:]
        facts.moduleDirectories = folders
        let resolver = ModuleResolver(files: project.filePaths.includingListedFiles(), facts: facts)
        return specifiers.contains { specifier in
            WebpackRules.ResolveModules.moduleDirectoryTarget(of: specifier, from: "", resolver: resolver, project: project) != nil
        }
    }
}
