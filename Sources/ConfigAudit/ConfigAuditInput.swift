import AuditModel

/// The project files a configuration audit reads.
public struct ConfigProject: Sendable {
    /// Every file of the project, relative to the scanned root, `/`-separated.
    public var files: [String]
    /// Reads a file's bytes; nil when it cannot be read. Also the workspace packages' files, as `../name/file`.
    public var read: @Sendable (String) -> [UInt8]?
    /// The monorepo's other packages, when the scanned folder is one package of a workspace: a configuration that
    /// requires a shared config by package name reads it from there.
    public var workspace: WorkspacePackages?
    /// Target Vite major (`--vite`): names options that differ (`build.rolldownOptions` in 8,
    /// `build.rollupOptions` in 7; Oxc vs esbuild; `@rolldown/plugin-babel` vs plugin-react's `babel`).
    public var vite: Int
    /// The project's own type declaration files (`x.d.ts`) the scan reads: not generated or vendored ones, since a
    /// build's `dist/index.d.ts` declares what the sources define. Nil: every one of `files` outside node_modules.
    public var declarationFiles: [String]?
    /// A file's size in bytes, binary files included (images), without reading it as text; nil when unknown.
    public var fileSize: @Sendable (String) -> Int?

    /// `fileSize` defaults to the length of what `read` gives.
    public init(files: [String], vite: Int = 8, declarationFiles: [String]? = nil, workspace: WorkspacePackages? = nil,
                fileSize: (@Sendable (String) -> Int?)? = nil, read: @escaping @Sendable (String) -> [UInt8]?) {
        self.files = files
        self.vite = vite
        self.declarationFiles = declarationFiles
        self.workspace = workspace
        self.fileSize = fileSize ?? { read($0)?.count }
        self.read = read
    }
}

/// Findings, warnings and facts from the configuration files.
public struct ConfigAuditResult: Sendable {
    public var findings: [Finding]
    public var warnings: [ScanWarning]
    public var facts: ConfigFacts
    /// The configuration files that were read, sorted.
    public var configFiles: [String]
}
