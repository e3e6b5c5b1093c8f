import AuditModel
import JSLexer
import ShellWords

/// Reads manifests, lockfiles and installed packages and produces dependency records, dep-* findings and
/// warnings (catalog §J and §2).
public struct DependencyAuditor: Sendable {
    public let tree: any PackageTree
    /// Tree path of the audited project (the folder with the app's package.json); "" for the tree root.
    public let root: String
    /// Tree path of the folder holding the lockfile and the workspace globs: `root`, or an ancestor of it when
    /// the app is one package of a monorepo (its packages are then hoisted to the ancestor's node_modules).
    public let workspaceRoot: String
    public let options: DependencyAuditOptions

    /// The warning for a scanned folder without package.json; the scan adds where the project seems to be.
    public static let noRootManifestMessage = "no package.json at the scanned root; only imported packages were audited"

    public init(tree: any PackageTree, root: String = "", workspaceRoot: String? = nil, options: DependencyAuditOptions = DependencyAuditOptions()) {
        self.tree = tree
        self.root = root
        self.workspaceRoot = workspaceRoot ?? root
        self.options = options
    }

    /// One package as the app uses it.
    private struct Use {
        var name: String
        var declaration: PackageManifest.Declaration?
        var declaringManifest: PackageManifest?
        var sites: [(specifier: String, site: ImportSite)] = []
    }

    /// Declarations that refer to a pnpm catalog (`"react": "catalog:"`) get the catalog's range from the workspace
    /// root's pnpm-workspace.yaml, which is what pnpm installs; references the catalogs do not answer are said.
    private func resolveCatalogReferences(in manifests: inout [PackageManifest], warnings: inout [ScanWarning]) {
        guard manifests.contains(where: { $0.declarations.contains { PnpmCatalogs.isReference($0.range) } }) else { return }
        let path = PathUtilities.join(workspaceRoot, "pnpm-workspace.yaml")
        let workspaceFile = tree.read(path)
        let catalogs = workspaceFile.flatMap(PnpmCatalogs.init(yaml:))
        for index in manifests.indices {
            var unresolved: [String] = []
            for (position, declaration) in manifests[index].declarations.enumerated() where PnpmCatalogs.isReference(declaration.range) {
                guard let range = catalogs?.range(of: declaration.name, reference: declaration.range) else {
                    unresolved.append("\(declaration.name) (\"\(declaration.range)\")")
                    continue
                }
                manifests[index].declarations[position].catalogReference = declaration.range
                manifests[index].declarations[position].range = range
            }
            guard !unresolved.isEmpty else { continue }
            let source = workspaceFile == nil ? "there is no pnpm-workspace.yaml at the workspace root" : "\(relative(path)) has no such catalog entry"
            warnings.append(ScanWarning(file: relative(manifests[index].path), message: "declares \(unresolved.joined(separator: ", ")) from a pnpm catalog, but "
                + "\(source); their versions come from the lockfile or node_modules only (add them to the catalog: section of pnpm-workspace.yaml)"))
        }
    }

    /// Audits the project. `importSites` maps each bare specifier the app imports to where it does so.
    public func audit(importSites: [String: [ImportSite]]) -> DependencyAuditResult {
        var warnings: [ScanWarning] = []
        var findings: [Finding] = []
        var manifests: [PackageManifest] = []

        let rootManifestPath = PathUtilities.join(root, "package.json")
        var rootManifest: PackageManifest?
        var rootManifestMalformed = false
        if let bytes = tree.read(rootManifestPath) {
            switch PackageManifest.parse(path: rootManifestPath, bytes: bytes) {
            case .success(let manifest):
                rootManifest = manifest
                manifests.append(manifest)
                for field in manifest.unreadFields {
                    warnings.append(ScanWarning(file: relative(rootManifestPath), message: "line \(field.line), column \(field.column): \(field.message)"))
                }
            case .failure(let problem):
                rootManifestMalformed = true
                // Windows PowerShell's `>` writes UTF-16 with a byte-order mark: the JSON is fine, its encoding is not.
                let isUTF16 = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
                let message = isUTF16
                    ? "UTF-16 text (it starts with a UTF-16 byte-order mark), which npm, Node and Vite do not read; declared dependencies could not be read (only imported packages were audited); convert it to UTF-8 and scan again"
                    : "malformed at line \(problem.line), column \(problem.column): \(problem.reason); declared dependencies could not be read (only imported packages were audited), nor settings after that point; fix the JSON and scan again"
                warnings.append(ScanWarning(file: relative(rootManifestPath), message: message, unread: true))
            }
        } else {
            warnings.append(ScanWarning(file: relative(rootManifestPath), message: Self.noRootManifestMessage))
        }
        // A package of a monorepo: its siblings are only names (linked sources), their declarations are not the app's.
        let isPackageOfWorkspace = workspaceRoot != root
        var workspaceManifest = rootManifest
        if isPackageOfWorkspace {
            let path = PathUtilities.join(workspaceRoot, "package.json")
            workspaceManifest = tree.read(path).flatMap { try? PackageManifest.parse(path: path, bytes: $0).get() }
        }
        var globWarnings: [ScanWarning] = []
        let globs = WorkspaceLocator.globs(root: workspaceRoot, manifest: workspaceManifest, tree: tree, warnings: &globWarnings)
        warnings += globWarnings.map { ScanWarning(file: $0.file.map(relative), message: $0.message) }
        var workspaceNames = Set<String>()
        for folder in WorkspaceLocator.expand(globs, root: workspaceRoot, tree: tree) where folder != root && folder != workspaceRoot {
            let path = PathUtilities.join(folder, "package.json")
            guard let bytes = tree.read(path) else { continue }
            switch PackageManifest.parse(path: path, bytes: bytes) {
            case .success(let manifest):
                if !isPackageOfWorkspace {
                    manifests.append(manifest)
                    for field in manifest.unreadFields {
                        warnings.append(ScanWarning(file: relative(path), message: "line \(field.line), column \(field.column): \(field.message)"))
                    }
                    // Configuration rules read the scanned folder's manifest, .env and index.html: an app package's own
                    // are seen when the package is scanned.
                    // An app of a lerna --hoist repository may declare only the shared config package, whose dependency
                    // webpack is: its scripts still run it.
                    let declaredTool = ["react-scripts", "react-scripts-ts", "@craco/craco", "react-app-rewired", "webpack"].first { tool in manifest.declarations.contains { $0.name == tool } }
                    if let tool = declaredTool ?? (Self.scripts(of: manifest).contains { $0.contains("webpack") } ? "webpack" : nil),
                        tool != "webpack" || !isConfigLibrary(manifest, folder: folder)
                    {
                        warnings.append(ScanWarning(file: relative(path), message: "a workspace package built with \(tool): its build configuration "
                            + "(CRA settings, .env files, public/index.html) is audited when it is scanned itself: migrate-audit scan \(relative(folder).isEmpty ? "." : ShellWord.quoted(relative(folder)))"))
                    }
                }
                if let name = manifest.name { workspaceNames.insert(name) }
            case .failure(let problem):
                if !isPackageOfWorkspace {
                    warnings.append(ScanWarning(file: relative(path), message: "workspace package.json is malformed at line \(problem.line), column \(problem.column): \(problem.reason); its dependencies were not read"))
                }
            }
        }

        resolveCatalogReferences(in: &manifests, warnings: &warnings)

        var lockfile: Lockfile?
        var malformedLockfiles: [(path: String, problem: ManifestProblem)] = []
        for name in LockfileParser.fileNames {
            let path = PathUtilities.join(workspaceRoot, name)
            guard let bytes = tree.read(path) else { continue }
            switch LockfileParser.parse(path: path, bytes: bytes) {
            case .success(let parsed): lockfile = parsed
            case .failure(let problem): malformedLockfiles.append((path, problem))
            }
            if lockfile != nil { break }
        }
        // With no lockfile read, locked versions are unknown (a revision has no node_modules to read them from) and
        // installs that drifted from the lockfile go unsaid: a gap, as a malformed package.json is.
        var malformedLockfile: ScanWarning?
        for (path, problem) in malformedLockfiles {
            let name = PathUtilities.fileName(of: path)
            let warning = lockfile == nil
                ? ScanWarning(file: relative(path), message: "\(name) is malformed at line \(problem.line), column \(problem.column): \(problem.reason); "
                    + "locked versions were not read from it; fix it (or let the package manager's install write it again) and scan again", unread: true)
                : ScanWarning(file: relative(path), message: "\(name) is malformed at line \(problem.line), column \(problem.column): \(problem.reason); "
                    + "locked versions were read from \(PathUtilities.fileName(of: lockfile?.path ?? "")) instead")
            warnings.append(warning)
            if warning.isUnread, malformedLockfile == nil { malformedLockfile = warning }
        }

        // Gather every package: declared in any manifest, or imported.
        var uses: [String: Use] = [:]
        for manifest in manifests {
            for declaration in manifest.declarations where declaration.kind != .peerDependencies {
                if uses[declaration.name]?.declaration == nil || manifest.path == rootManifestPath && uses[declaration.name]?.declaringManifest?.path != rootManifestPath {
                    var use = uses[declaration.name] ?? Use(name: declaration.name)
                    use.declaration = declaration
                    use.declaringManifest = manifest
                    uses[declaration.name] = use
                }
            }
        }
        let resolver = ViteResolver(tree: tree, vite: options.vite, mode: options.mode) { text in
            SourceFacts(bytes: Array(text.utf8), dialect: .javascript).hasModuleSyntax
        }
        for (written, sites) in importSites {
            let specifier = aliased(written)
            guard isPackageSpecifier(specifier), let (name, _) = ViteResolver.splitSpecifier(specifier) else { continue }
            // An app module webpack found in a module folder is no dependency; a package of that name would win.
            if options.localSpecifiers.contains(written), uses[name]?.declaration == nil,
                case .failure = resolver.locate(name, from: sites.first.map { PathUtilities.directory(of: $0.file) } ?? root)
            {
                continue
            }
            var use = uses[name] ?? Use(name: name)
            for site in sites { use.sites.append((specifier, site)) }
            uses[name] = use
        }
        let inspector = PackageInspector(tree: tree, resolver: resolver, maximumFiles: options.maximumFilesPerPackage)
        var records: [DependencyRecord] = []
        var callableCommonJS: [String] = []
        // ES entries by the shape of their exports: what a require of the package becomes (cjs-require-static).
        var esModulesWithoutDefault: [String] = [], defaultOnlyESModules: [String] = []
        var unknown: [String] = []
        // Imported, not declared and not installed: a missing declaration, not only a missing install.
        var undeclared: [String] = []
        var linkedImported: [(use: Use, package: ViteResolver.InstalledPackage)] = []
        var driftedInstalls: [String] = []
        // Imported packages whose reachable files exceed the per-package limit: their hazards past it are unknown.
        var partlyRead: [String] = []
        // Packages the app imports, with the packages their code imports: the start of the walk into dependencies'
        // own dependencies, whose Node globals break the app as much (serialize-javascript → randombytes → global).
        var reachedPackages: [(specifiers: [String], from: String, chain: [String])] = []
        var reachedRoots: [String: (version: String, location: Location, importers: [DependencyRecord.Importer])] = [:]

        // The order the findings and the read-ahead take the importers in (the first names where resolution starts).
        for name in uses.keys {
            uses[name]!.sites.sort { ($0.site.file, $0.site.line, $0.site.column) < ($1.site.file, $1.site.line, $1.site.column) }
        }
        readAhead(uses.keys.sorted().map { uses[$0]! }, resolver: resolver, inspector: inspector)
        // The files that import an Enzyme adapter and are not tests configure Enzyme (CRA's src/setupTests.js:
        // `Enzyme.configure({ adapter: new Adapter() })`): no test is written there, and the configuration is deleted
        // once the tests are rewritten. A test that configures Enzyme itself (Foo.test.js) is still a test to rewrite.
        let enzymeSetupFiles = Set(uses.values.filter { DependencyRules.isEnzymeAdapter($0.name) }.flatMap { $0.sites.map(\.site.file) }
            .filter { !Self.isNamedAsTest($0) })
        // Those of them that also import enzyme get their own finding (they configure it), which names the adapters to remove.
        let enzymeConfiguredFiles = uses["enzyme"].flatMap { $0.declaration == nil ? nil : enzymeSetupFiles.intersection($0.sites.map(\.site.file)) } ?? []
        let setupOnlyAdapters = uses.values.filter { use in
            DependencyRules.isEnzymeAdapter(use.name) && use.declaration != nil && !use.sites.isEmpty && use.sites.allSatisfy { enzymeConfiguredFiles.contains($0.site.file) }
        }
        /// ", and remove X" for the adapters whose only importers configure Enzyme, `file` among them.
        func adapterRemoval(configuredIn file: String) -> String {
            let adapters = setupOnlyAdapters.filter { $0.sites.contains { $0.site.file == file } }.map(\.name).sorted()
            return adapters.isEmpty ? "" : " and remove \(adapters.joined(separator: ", "))"
        }

        for name in uses.keys.sorted() {
            let use = uses[name]!
            // Catalog §2.3, step 5: a CommonJS package with a more specific format hazard (a sub-tag) is reported as
            // that hazard; the plain `dep-cjs-only` note is for packages with none.
            let firstFindingOfPackage = findings.count
            defer {
                let own = findings[firstFindingOfPackage...]
                if own.contains(where: { DependencyRules.cjsSubTagIDs.contains($0.ruleId) }),
                    let note = own.firstIndex(where: { $0.ruleId == DependencyRules.cjsOnly.id })
                {
                    findings.remove(at: note)
                }
            }
            let importers = use.sites.map { DependencyRecord.Importer(file: relative($0.site.file), line: $0.site.line) }
            let uniqueImporters = Self.firstOccurrences(importers)
            let startDirectory = self.startDirectory(of: use)
            let location = self.location(of: use)
            var record = DependencyRecord(
                name: name, declared: use.declaration?.range,
                version: lockfile?.version(of: name, range: use.declaration.map { $0.catalogReference ?? $0.range }, folder: root), format: .unknown,
                field: nil, entry: nil, importedFrom: uniqueImporters)

            if let declaration = use.declaration, DependencyRules.isWebpackOnly(name, importedByApplication: !use.sites.isEmpty) {
                findings.append(finding(DependencyRules.webpackOnly, identity: name, at: location,
                    message: "\(name)\(versionSuffix(record.version)) (\(declaration.kind.rawValue) \"\(declaration.range)\") is part of the webpack toolchain; nothing loads it under Vite.",
                    fix: WebpackToolchainReplacements.fix(for: name)))
            } else if let declaration = use.declaration, let manifest = use.declaringManifest, let target = Self.aliasTarget(of: declaration.range),
                DependencyRules.isWebpackOnly(target)
            {
                // react-hot-loader's `"react-dom": "npm:@hot-loader/react-dom@…"`: the name is react-dom's, the package is the
                // webpack toolchain's. Reported at the declaration, where the fix is written.
                let declared = Location(file: manifest.path, line: declaration.line, column: declaration.column, endColumn: declaration.endColumn)
                findings.append(finding(DependencyRules.webpackOnly, identity: name, at: declared,
                    message: "\(name) is an alias of \(target)\(versionSuffix(record.version)) (\(declaration.kind.rawValue) \"\(declaration.range)\"), part of the webpack toolchain; nothing needs it under Vite.",
                    fix: "Declare \(name) itself instead of the alias, at the version the upgrade targets. \(WebpackToolchainReplacements.fix(for: target))"))
            }
            if let declaration = use.declaration,
                let port = JestToolchainReplacements.port(
                    of: name, major: record.version.flatMap { SemanticVersion($0)?.major } ?? JestToolchainReplacements.lowestMajor(declaration.range),
                    inRootManifest: use.declaringManifest?.path == rootManifestPath)
            {
                findings.append(finding(DependencyRules.jestOnly, identity: name, at: location,
                    message: "\(name)\(versionSuffix(record.version)) (\(declaration.kind.rawValue) \"\(declaration.range)\") \(port.why).",
                    fix: port.fix))
            }
            if use.declaration != nil, DependencyRules.isEnzyme(name) {
                // Each test written with enzyme is rewritten: one finding per importing file, so that the estimate
                // grows with the tests (the package's adapters and helpers, and a package no file imports, once).
                let importingFiles = name == "enzyme" ? use.sites.reduce(into: [ImportSite]()) { files, site in
                    if files.last?.file != site.site.file { files.append(site.site) }
                } : []
                // Not for an adapter imported only where Enzyme is configured: that file's finding says to remove it.
                if importingFiles.isEmpty, !setupOnlyAdapters.contains(where: { $0.name == name }) {
                    var package = finding(DependencyRules.enzyme, identity: name, at: location,
                        message: "\(name)\(versionSuffix(record.version)) has no adapter for React 18; tests written with it cannot run after the upgrade.",
                        fix: "Rewrite the tests with @testing-library/react (render, screen, userEvent) and remove \(name).")
                    // An adapter imported only where Enzyme is configured: the tests' findings carry the rewrite.
                    if !use.sites.isEmpty, use.sites.allSatisfy({ enzymeSetupFiles.contains($0.site.file) }) { package.importSite = true }
                    findings.append(package)
                }
                for site in importingFiles {
                    if enzymeSetupFiles.contains(site.file) {
                        var setup = finding(DependencyRules.enzyme, at: siteLocation(site),
                            message: "\(relative(site.file)) configures \(name)\(versionSuffix(record.version)) with its adapter; there is no React 18 adapter, so the configuration goes once the tests are rewritten.",
                            fix: "Delete the Enzyme configuration (Enzyme.configure and the adapter)\(adapterRemoval(configuredIn: site.file)) when no test imports \(name); set up @testing-library/jest-dom here instead.")
                        // The tests importing enzyme are findings of their own: this file is a one-line edit.
                        setup.importSite = true
                        findings.append(setup)
                        continue
                    }
                    findings.append(finding(DependencyRules.enzyme, at: siteLocation(site),
                        message: "this test code is written with \(name)\(versionSuffix(record.version)), which has no adapter for React 18: it cannot run after the upgrade.",
                        fix: "Rewrite it with @testing-library/react (render, screen, userEvent); remove \(name) once no test imports it."))
                }
            }

            let installed: ViteResolver.InstalledPackage
            switch resolver.locate(name, from: startDirectory) {
            case .success(let found):
                installed = found
            case .failure(let problem):
                switch problem {
                case .notInstalled:
                    if use.declaration == nil, !rootManifestMalformed, let first = uniqueImporters.first {
                        undeclared.append("\(name) (\(first.file):\(first.line))")
                    } else if !name.hasPrefix("@types/") {
                        unknown.append(name)
                    }
                case .symlinkCycle(let link):
                    warnings.append(ScanWarning(file: relative(link), message: "symbolic links form a cycle at \(relative(link)); \(name) was not audited"))
                case .linkOutsideProject(let link, let target):
                    warnings.append(ScanWarning(file: relative(link), message: "\(relative(link)) links to \(target), outside the project; \(name) was not followed"))
                }
                records.append(record)
                continue
            }
            guard let manifest = installed.manifest else {
                let path = PathUtilities.join(installed.directory, "package.json")
                if let bytes = tree.read(path), case .failure(let problem) = PackageManifest.parse(path: path, bytes: bytes) {
                    warnings.append(ScanWarning(file: relative(path), message: "package.json of \(name) is malformed at line \(problem.line), column \(problem.column): \(problem.reason); its format is unknown"))
                } else {
                    // Reported at the link: the folder without the package.json is its target (a `file:` or workspace link).
                    let target = installed.directory == installed.linkPath ? "" : " (it links to \(relative(installed.directory)), which has none)"
                    warnings.append(ScanWarning(file: relative(installed.linkPath), message: "\(name) is installed without a package.json\(target); its format is unknown"))
                }
                records.append(record)
                continue
            }
            if let version = manifest.version {
                // The audit reads what is installed; a copy that is not the locked one, or not what package.json
                // asks for, is said (an install out of date, or a revision scanned against today's node_modules).
                let locked = record.version
                let outsideRange = use.declaration.flatMap { SemverRange($0.range) }.map { range in
                    SemanticVersion(version).map { !range.admits($0) } ?? false
                } ?? false
                // A workspace's own package, linked rather than installed, has no version to drift from.
                let linked = installed.isLinkedSource || workspaceNames.contains(name) || locked == "0.0.0-use.local"
                    || ["link:", "workspace:", "file:", "portal:"].contains { use.declaration?.range.hasPrefix($0) == true || locked?.hasPrefix($0) == true }
                if linked {
                    // nothing to compare
                } else if let locked, locked != version {
                    driftedInstalls.append("\(name) \(version) installed, \(locked) locked")
                } else if outsideRange, let declared = use.declaration?.range {
                    driftedInstalls.append("\(name) \(version) installed, \"\(declared)\" declared")
                }
                record.version = version
            }
            if installed.isLinkedSource || workspaceNames.contains(name), !use.sites.isEmpty {
                linkedImported.append((use, installed))
            }

            // Peer range against the target React. React's own renderers (react-dom, react-test-renderer, …) move with
            // React in the upgrade itself: their peer range is not a package to replace.
            if let peer = manifest.document["peerDependencies"]?["react"]?.stringValue, let range = SemverRange(peer),
                !range.admits(options.reactTarget), use.declaration != nil || !use.sites.isEmpty,
                !DependencyRules.upgradesWithReact.contains(name),
                // dep-webpack-only already says to remove it: upgrading it would contradict that and count it twice.
                !DependencyRules.isWebpackOnly(name, importedByApplication: !use.sites.isEmpty)
            {
                let stated = "\(name)@\(manifest.version ?? "?") declares peerDependencies.react \"\(peer)\", which excludes React \(options.reactTarget)\(importedSuffix(uniqueImporters))"
                if DependencyRules.isReplacedRouter(name, version: manifest.version) {
                    findings.append(finding(DependencyRules.reactPeerRange, identity: name, at: location,
                        message: stated + "; the rr3-* findings replace it by React Router 6, which admits React 18.",
                        fix: "Nothing beyond the rr3-* fixes (react-router 6 replaces it).", severity: .info))
                } else if installed.isLinkedSource || workspaceNames.contains(name) {
                    // The monorepo's own package: there is no release to upgrade to, its manifest is the project's.
                    findings.append(finding(DependencyRules.reactPeerRange, identity: name, at: location,
                        message: stated + ".", fix: "Widen peerDependencies.react in \(relative(manifest.path)), \(name) being the project's own package, once it runs on React 18."))
                } else {
                    findings.append(finding(DependencyRules.reactPeerRange, identity: name, at: location,
                        message: stated + ".", fix: "Upgrade \(name) to a release whose peer range includes React 18, or replace it."))
                }
            }

            // The root entry.
            var rootEntryMissing = false
            var entryFile: String?
            var entryField: String?
            switch resolver.resolve(installed, subpath: ".") {
            case .resolved(let entry):
                entryFile = entry.file
                entryField = entry.field
                record.field = entry.field
                if entry.browserEmptyModule { record.format = .esm }
            case .missingEntry(let entry):
                record.field = entry.field
                rootEntryMissing = true
                let rootImporters = Self.firstOccurrences(use.sites.filter { $0.specifier == name }.map { DependencyRecord.Importer(file: relative($0.site.file), line: $0.site.line) })
                if !rootImporters.isEmpty {
                    // Vite takes the first main field that is set and fails when its file is missing.
                    let main = manifest.document["main"]?.stringValue.flatMap { resolver.tryFileOrIndex(PathUtilities.join(installed.directory, $0)) }
                    let alias = main.flatMap { PathUtilities.path($0, inside: installed.directory) }.map { "alias it to its \"main\", which exists: resolve: { alias: [{ find: /^\(name.replacingAll("/", with: "\\/"))$/, replacement: '\(name)/\($0)' }] }" }
                        ?? "alias it to a file it ships in resolve.alias"
                    warnings.append(ScanWarning(file: relative(manifest.path), message: "\(name)@\(manifest.version ?? "?"): \(entry.problem ?? "no entry file"), "
                        + "so Vite fails on the app's imports of '\(name)' (Failed to resolve entry for package \"\(name)\")\(importedSuffix(rootImporters)); "
                        + "\(alias); its format is unknown"))
                } else if !name.hasPrefix("@types/") {
                    warnings.append(ScanWarning(file: relative(manifest.path), message: "\(name)@\(manifest.version ?? "?"): \(entry.problem ?? "no entry file"); its format is unknown"))
                }
            case .notExported:
                // Only subpaths are exported (classified by the first imported subpath below), or the root only for
                // conditions Vite does not use in the browser (`node`, `require`): importing the root then fails.
                for (specifier, rootSite) in use.sites where specifier == name {
                    findings.append(finding(DependencyRules.deepImportNotExported, at: siteLocation(rootSite),
                        message: "'\(name)' has no \"exports\" entry for \".\" under the conditions Vite resolves for the browser (import, module, browser, default) in \(name)@\(manifest.version ?? "?") (package.json line \(manifest.line(ofKey: "exports"))); Vite fails with: No known conditions for \".\" specifier.",
                        fix: "Upgrade \(name) to a release with a browser or import export, or alias '\(name)' to its file in resolve.alias."))
                }
            case .invalidExports(let reason):
                warnings.append(ScanWarning(file: relative(manifest.path), message: "\(name)@\(manifest.version ?? "?") has an invalid \"exports\" field: \(reason); Vite will fail to resolve it"))
            }

            // Every distinct subpath the app imports.
            var deepCJS: [(specifier: String, file: String)] = []
            // The root as Vite resolves it, before a deep file stands in for a root that does not resolve.
            let rootEntryFile = entryFile
            let importsRoot = use.sites.contains { $0.specifier == name }
            // What the app loads besides (or instead of) the entry: hazards are looked for from these files.
            var deepFiles: [String] = []
            var seenSpecifiers = Set<String>()
            // Grouped once: filtering every site per distinct subpath was quadratic in a package's importers.
            var sitesBySpecifier: [String: [ImportSite]]?
            for (specifier, site) in use.sites where !seenSpecifiers.contains(specifier) {
                seenSpecifiers.insert(specifier)
                guard let (_, subpath) = ViteResolver.splitSpecifier(specifier), subpath != "." else { continue }
                switch resolver.resolve(installed, subpath: subpath) {
                case .notExported:
                    if sitesBySpecifier == nil { sitesBySpecifier = Dictionary(grouping: use.sites, by: \.specifier).mapValues { $0.map(\.site) } }
                    for deepSite in sitesBySpecifier?[specifier] ?? [] {
                        findings.append(finding(DependencyRules.deepImportNotExported, at: siteLocation(deepSite),
                            message: "'\(specifier)' is not exposed by the \"exports\" map of \(name)@\(manifest.version ?? "?") (package.json line \(manifest.line(ofKey: "exports"))); Vite fails with: Package subpath '\(subpath)' is not defined by \"exports\".",
                            fix: "Import from '\(name)' (its public entry) instead, or alias '\(specifier)' to the file in resolve.alias."))
                    }
                case .resolved(let entry):
                    // A deep file describes a package imported only by subpaths; a root the app imports and Vite cannot
                    // resolve has no entry to describe (its warning says so), and a deep file named as one was false.
                    if entryFile == nil, !(importsRoot && rootEntryMissing), let file = entry.file {
                        entryFile = file
                        entryField = entry.field
                        record.field = entry.field
                    }
                    if let file = entry.file { deepFiles.append(file) }
                    if let file = entry.file, inspector.format(of: file, packageDirectory: installed.directory, facts: inspector.facts(of: file)) == .cjs {
                        // Imported for what it does (`import 'moment/locale/de'`), not for a value: a registration on
                        // the package, which reaches the app only if both are one copy.
                        let forEffect = use.sites.allSatisfy { $0.specifier != specifier || [.sideEffect, .require, nil].contains($0.site.kind) }
                        if importsRoot, forEffect, let rootEntryFile,
                            let copy = secondCopy(deepFile: file, rootEntry: rootEntryFile, package: installed, resolver: resolver, inspector: inspector)
                        {
                            // Not a lazily optimized entry only: it sets up another copy of the package than the app's.
                            if sitesBySpecifier == nil { sitesBySpecifier = Dictionary(grouping: use.sites, by: \.specifier).mapValues { $0.map(\.site) } }
                            findings.append(secondCopyFinding(name: name, specifier: specifier, subpath: subpath, deepFile: file, copy: copy,
                                rootEntry: rootEntryFile, rootField: entryField ?? "main", package: installed,
                                sites: sitesBySpecifier?[specifier] ?? [], resolver: resolver, inspector: inspector))
                        } else {
                            deepCJS.append((specifier, file))
                        }
                    }
                case .missingEntry, .invalidExports:
                    _ = site
                }
            }
            if !deepCJS.isEmpty {
                let list = deepCJS.map { "'\($0.specifier)'" }.joined(separator: ", ")
                // About the deep imports only: it stands at one of them and lists them, not the root's importers.
                let deepSpecifiers = Set(deepCJS.map(\.specifier))
                let deepSites = use.sites.filter { deepSpecifiers.contains($0.specifier) }.map(\.site)
                let deepImporters = Self.firstOccurrences(deepSites.map { DependencyRecord.Importer(file: relative($0.file), line: $0.line) })
                let unloaded = unloadedImporters(deepSites)
                findings.append(finding(DependencyRules.deepCJSImports, identity: name, at: Self.preferredSite(deepSites).map(siteLocation) ?? location,
                    message: "\(deepCJS.count) deep import\(deepCJS.count == 1 ? "" : "s") of \(name)@\(manifest.version ?? "?") \(deepCJS.count == 1 ? "resolves to a CommonJS file" : "resolve to CommonJS files") (\(deepCJS.map { relative($0.file) }.joined(separator: ", "))); "
                        + (unloaded.map(Self.unloadedEntryDescription)
                            ?? "Vite pre-bundles each deep path as an entry of its own, and one its startup scan misses (reached only through a computed path, or from a linked package) is optimized when first requested, reloading the page")
                        + "\(importedSuffix(deepImporters)).",
                    fix: unloaded == nil ? "optimizeDeps: { include: [\(list)] }" : Self.unloadedEntryFix))
            }

            guard let entry = entryFile else {
                records.append(record)
                continue
            }
            record.entry = relative(entry)
            // A package the app imports only by subpaths (yargs-parser/browser) is read from those files: its entry's
            // Node code is not loaded.
            let importsEntry = use.sites.isEmpty || use.sites.contains { ViteResolver.splitSpecifier($0.specifier)?.subpath == "." }
            let inspection = inspector.inspect(entry: entry, package: installed, walkFrom: (importsEntry ? [entry] : []) + deepFiles)
            // core-js behind a polyfill-only entry: no page loads it, so what its unread files hold matters to no rule.
            if inspection.unreadFiles > 0, !use.sites.isEmpty, unloadedImporters(use.sites.map(\.site)) == nil {
                partlyRead.append("\(name) (\(inspection.filesRead) of at least \(inspection.filesRead + inspection.unreadFiles))")
            }
            // Two files are two formats only when the `import` one is ES and the `require` one CommonJS: @babel/parser's
            // `require` wrapper and `default` build are both CommonJS, a package with nothing for `import`.
            let esBuild = resolver.dualTargets(of: installed).flatMap { targets in
                inspector.format(of: targets.import, packageDirectory: installed.directory) { targets.import == entry ? inspection.entryFacts : inspector.facts(of: targets.import) } == .esm
                    && inspector.format(of: targets.require, packageDirectory: installed.directory) { targets.require == entry ? inspection.entryFacts : inspector.facts(of: targets.require) } == .cjs
                    ? targets.import : nil
            }
            let isDual = esBuild != nil
            switch inspection.format {
            case .esm, .json, .asset: record.format = isDual ? .dual : .esm
            case .cjs: record.format = isDual ? .dual : .cjs
            }
            if record.format == .esm, let facts = inspection.entryFacts, facts.exportsDefault != facts.exportsNames {
                if facts.exportsNames { esModulesWithoutDefault.append(name) } else { defaultOnlyESModules.append(name) }
            }
            let field = entryField ?? "main"
            let described = "\(name)@\(manifest.version ?? "?") (entry \(relative(entry)), chosen by \"\(field)\")"

            if inspection.format == .cjs, !isDual, !use.sites.isEmpty, installed.isLinkedSource {
                // A linked package is served as source, not pre-bundled: its CommonJS reaches the browser as is.
                let escaped = name.replacingAll("/", with: "\\/")
                findings.append(finding(DependencyRules.cjsNotDiscovered, identity: name + " (linked, CommonJS)", at: location,
                    message: "\(described) is linked (\(relative(installed.linkPath)) → \(relative(installed.directory))) and CommonJS: Vite serves a linked package as source and does not pre-bundle it, so its require and module.exports fail in the browser in dev\(importedSuffix(uniqueImporters)).",
                    fix: "optimizeDeps: { include: ['\(name)'] }" + (options.vite <= 7 ? "; for vite build also build.commonjsOptions.include: [/node_modules/, /\(escaped)/]" : "") + "; or publish it as ESM"))
            } else if inspection.format == .cjs, importsRoot {
                // About the entry, so only when the app imports it: a package imported only by subpaths (core-js/stable,
                // regenerator-runtime/runtime) has its CommonJS files in dep-deep-cjs-imports, and its entry is not loaded.
                // A dual package whose `browser` (or `default`) condition comes before `import` gives Vite its CommonJS
                // build (@jridgewell/trace-mapping 0.3's UMD): the browser entry is what the note is about.
                let bypassed = esBuild.map { "; its ES build \(relative($0)) is only for the \"import\" condition, which an earlier condition wins over" } ?? ""
                let unloaded = unloadedImporters(use.sites.map(\.site))
                findings.append(finding(DependencyRules.cjsOnly, identity: name, at: location,
                    message: "\(described) is CommonJS: no import/export syntax\(inspection.entryFacts?.isUMD == true ? " (UMD wrapper)" : "")\(bypassed); "
                        + (unloaded.map(Self.unloadedEntryDescription) ?? "Vite pre-bundles it in dev and converts it in build")
                        + "\(importedSuffix(uniqueImporters)).",
                    fix: unloaded == nil ? "Nothing to do while Vite discovers it from the app's entries; if it is only imported from linked packages: optimizeDeps: { include: ['\(name)'] }." : Self.unloadedEntryFix))
            }
            // A NODE_ENV switch to compiled ESM is its own sub-tag (catalog §2.3 step 3): dep-cjs-conditional-require
            // names that root cause and its fix, so the default import's hazard is not reported twice.
            if inspection.format == .cjs, inspection.esModuleDefaultOnly, inspection.switchedCompiledESM.isEmpty {
                let defaultSites = use.sites.filter { $0.site.kind == .default || $0.site.kind == nil }
                if let first = defaultSites.first {
                    let behaviour = options.vite >= 8
                        ? "Vite 8 gives a default import from an ESM app file module.exports.default here, but module.exports for .mjs or \"type\": \"module\" importers (legacy.inconsistentCjsInterop restores the old rule)"
                        : "Vite 7 gives module.exports.default in dev (esbuild) but may give module.exports in build (@rollup/plugin-commonjs)"
                    findings.append(finding(DependencyRules.cjsESModuleDefault, at: siteLocation(first.site),
                        message: "\(described) sets __esModule and exports.default without module.exports; \(behaviour). Default-imported at \(defaultSites.map { "\(relative($0.site.file)):\($0.site.line)" }.joined(separator: ", ")).",
                        fix: "Verify `import x from '\(first.specifier)'` in both `vite` and `vite build && vite preview`; use `const value = x.default ?? x` or a named import until \(name) ships ESM."))
                }
            }
            if !inspection.switchedCompiledESM.isEmpty {
                findings.append(finding(DependencyRules.cjsConditionalRequire, identity: name, at: location,
                    message: "\(described) chooses by process.env.NODE_ENV between \(inspection.switchedCompiledESM.map(relative).joined(separator: " and ")), which are compiled ESM (__esModule + exports.default); after vite build the default import may need .default\(importedSuffix(uniqueImporters)).",
                    fix: "alias '\(name)' to \(relative(inspection.switchedCompiledESM[0])) in resolve.alias, or patch the entry to `module.exports = require(…).default`."))
            }
            if inspection.entryFacts?.exportsCallable == true {
                callableCommonJS.append(name)
                // The package entry's shape says nothing of a subpath's (`legacy-fmt/lib/x` is another module).
                for (specifier, site) in use.sites where site.kind == .namespace && specifier == name {
                    findings.append(finding(DependencyRules.cjsFnNamespace, at: siteLocation(site),
                        message: "`import * as … from '\(specifier)'`: \(described) assigns a function to module.exports; a namespace object is not callable after vite build.",
                        fix: "import X from '\(specifier)' (default import)."))
                }
            }
            // Packaging lies: `module`/`jsnext:main` or an `import`/`module` condition that is CommonJS.
            for moduleField in ["module", "jsnext:main"] {
                guard let value = manifest.document[moduleField]?.stringValue,
                    let file = resolver.tryFile(PathUtilities.join(installed.directory, value))
                else { continue }
                let facts = inspector.facts(of: file)
                if inspector.format(of: file, packageDirectory: installed.directory, facts: facts) == .cjs, facts?.hasCommonJSMarkers == true {
                    findings.append(finding(DependencyRules.moduleFieldCJS, identity: name, at: location,
                        message: "\(name)@\(manifest.version ?? "?") has \"\(moduleField)\": \"\(value)\", but \(relative(file)) is CommonJS (publint MODULE_SHOULD_BE_ESM); Vite detects it by content and applies interop\(importedSuffix(uniqueImporters)).",
                        fix: "Nothing to do in the app; report it to \(name)."))
                    break
                }
            }
            if field.hasPrefix("exports:"), field.contains("import") || field.contains("module"),
                inspection.format == .cjs, inspection.entryFacts?.hasCommonJSMarkers == true
            {
                findings.append(finding(DependencyRules.moduleFieldCJS, identity: name, at: location,
                    message: "\(described): the \"\(field.dropFirst("exports:".count))\" export condition points at a CommonJS file (publint EXPORTS_MODULE_SHOULD_BE_ESM)\(importedSuffix(uniqueImporters)).",
                    fix: "Nothing to do in the app; report it to \(name)."))
            }
            if let browser = manifest.document["browser"], !use.sites.isEmpty {
                let isUMD = field == "browser" && inspection.entryFacts?.isUMD == true
                var rule = DependencyRules.browserField
                if isUMD { rule.defaultSeverity = .manualFix }
                let shape: String
                if case .string(let text) = browser { shape = "\"browser\": \"\(text)\"" } else { shape = "an object \"browser\" field remapping \((browser.objectMembers ?? []).count) file(s)" }
                let behaviour: String
                if field.hasPrefix("exports:") {
                    behaviour = "Vite applies the remap even to the file \"exports\" chose (publint EXPORTS_VALUE_CONFLICTS_WITH_BROWSER)"
                } else if case .object = browser {
                    behaviour = "Vite applies the remap to the entry"
                } else {
                    behaviour = options.vite >= 8
                        ? "Vite 8 always prefers \"browser\" over \"module\""
                        : "Vite 7 prefers \"browser\" unless it lacks ES module syntax and a \"module\" entry exists"
                }
                // Only when the field decided the entry: a remap of some other file is not worth a finding.
                let remapsExportsTarget = field.hasPrefix("exports:") && browser.objectMembers.map { resolver.mapBrowser("./" + String(entry.dropFirst(installed.directory.count + 1)), map: $0) != nil } == true
                // A browser string matters when it competes with a `module` entry (Vite 7 sniffs, Vite 8 does not)
                // or points at a UMD bundle; an object matters when it remapped the entry.
                let competesWithModule = browser.stringValue != nil && manifest.document["module"]?.stringValue.map { $0 != browser.stringValue } == true
                let decided = field == "browser" && (browser.objectMembers != nil || competesWithModule || isUMD)
                if decided || remapsExportsTarget || (options.vite <= 7 && field == "module" && competesWithModule) {
                    findings.append(finding(rule, at: location,
                        message: "\(described) has \(shape); \(behaviour)\(isUMD ? "; the chosen file is a UMD bundle" : "")\(importedSuffix(uniqueImporters)).",
                        fix: isUMD ? "alias '\(name)' to its ESM build in resolve.alias, or set resolve.mainFields: ['module', 'jsnext:main', 'jsnext']." : "Nothing unless the remapped files misbehave; resolve.mainFields changes the order."))
                }
            }
            if !inspection.cssRequires.isEmpty {
                let list = inspection.cssRequires.prefix(5).map { "\(relative($0.file)):\($0.line) requires '\($0.detail)'" }.joined(separator: "; ")
                findings.append(finding(DependencyRules.requiresCSS, identity: name, at: location,
                    message: "\(described) requires stylesheets from CommonJS: \(list)\(inspection.cssRequires.count > 5 ? " and \(inspection.cssRequires.count - 5) more" : "")\(importedSuffix(uniqueImporters)).",
                    fix: "import '\(name)/\(relativeToPackage(inspection.cssRequires[0].file, installed.directory, inspection.cssRequires[0].detail))' in the app and remove the require with patch-package."))
            }
            let isWorkspaceSource = installed.isLinkedSource || workspaceNames.contains(name)
            /// A linked package whose every sighting is in a file the source rules audit: they report each one there.
            func auditedAsSource(_ sightings: [PackageInspector.Sighting]) -> Bool {
                isWorkspaceSource && sightings.allSatisfy { options.auditedSourceFiles.contains($0.file) }
            }
            if !use.sites.isEmpty, !auditedAsSource(inspection.nodeGlobals + inspection.builtinRequires),
                let (what, fix) = nodeUse(inspection, name: name, linked: isWorkspaceSource)
            {
                findings.append(finding(DependencyRules.nodeGlobals, identity: name, at: location,
                    message: "\(described) uses Node \(what); Vite polyfills none of them\(importedSuffix(uniqueImporters)).", fix: fix))
            }
            if !use.sites.isEmpty {
                reachedPackages.append((inspection.packageImports, installed.directory, [name]))
                reachedRoots[name] = (manifest.version ?? "?", location, uniqueImporters)
            }
            let syntaxHits = inspection.jsx.map { ($0, "JSX") } + inspection.flow.map { ($0, "Flow") }
                + inspection.exportDefaultFrom.map { ($0, "export … from") }
            if !syntaxHits.isEmpty, !use.sites.isEmpty, !auditedAsSource(inspection.jsx + inspection.flow + inspection.exportDefaultFrom) {
                let list = syntaxHits.prefix(4).map { "\(relative($0.0.file)) (\($0.1))" }.joined(separator: ", ")
                let more = syntaxHits.count > 4 ? " and \(syntaxHits.count - 4) more" : ""
                if isWorkspaceSource {
                    // A workspace package is the project's own source, served as is: no optimizer retries it with a
                    // JSX loader in dev, there is no release to pin, and a filter on node_modules/<name> never matches
                    // the resolved (real) path.
                    var fixes: [String] = []
                    if !inspection.jsx.isEmpty { fixes.append("rename its files with JSX to .jsx") }
                    if !inspection.flow.isEmpty { fixes.append("strip its Flow annotations (flow-remove-types) or convert them to TypeScript") }
                    if !inspection.exportDefaultFrom.isEmpty { fixes.append("write `export X from './X'` as `export { default as X } from './X'`") }
                    findings.append(finding(DependencyRules.jsxOrFlow, identity: name, at: location,
                        message: "\(described) is a linked workspace package with untranspiled syntax in .js files: \(list)\(more); Vite serves a linked package as source without pre-bundling it and parses .js as plain JavaScript (JSX only in .jsx and .tsx files, Flow\(inspection.exportDefaultFrom.isEmpty ? "" : " and `export X from`") nowhere), so dev and build both fail on them\(importedSuffix(uniqueImporters)).",
                        fix: "In \(name)'s own source, \(fixes.joined(separator: "; ")) (scan the package, or the monorepo root, for each file)."))
                } else {
                    findings.append(finding(DependencyRules.jsxOrFlow, identity: name, at: location,
                        message: "\(described) publishes untranspiled syntax in .js files: \(list)\(more); vite build parses .js as plain JavaScript\(importedSuffix(uniqueImporters)).",
                        fix: "Pin a transpiled release of \(name), patch it, or transform it (optimizeDeps.rolldownOptions / a Babel plugin limited to node_modules/\(name))."))
                }
            }
            records.append(record)
        }

        // Dependencies of imported packages, each package once (linear in what is installed): Vite bundles them into
        // the importing package, so their Node globals and built-ins fail the app too. A package the app imports
        // itself was audited above. What is found is told with the app's import that loads it.
        readAheadDependencies(of: reachedPackages.map { ($0.specifiers, $0.from) }, uses: uses, resolver: resolver, inspector: inspector)
        var visited = Set<String>()
        var hazards: [String: [(what: String, fix: String)]] = [:]
        var next = 0
        while next < reachedPackages.count {
            let reached = reachedPackages[next]
            next += 1
            for specifier in reached.specifiers {
                guard let (dependencyName, subpath) = ViteResolver.splitSpecifier(specifier), uses[dependencyName]?.sites.isEmpty ?? true,
                    case .success(let dependency) = resolver.locate(dependencyName, from: reached.from), visited.insert(dependency.directory).inserted,
                    case .resolved(let entry) = resolver.resolve(dependency, subpath: subpath), let file = entry.file
                else { continue }
                let inspection = inspector.inspect(entry: file, package: dependency)
                let chain = reached.chain + [dependencyName]
                if let (what, fix) = nodeUse(inspection, name: dependencyName, linked: false) {
                    hazards[chain[0], default: []].append(("\(dependencyName)@\(dependency.manifest?.version ?? "?") (through \(chain.joined(separator: " → "))) uses Node \(what)", fix))
                }
                reachedPackages.append((inspection.packageImports, dependency.directory, chain))
            }
        }
        for root in hazards.keys.sorted() {
            guard let found = hazards[root], let origin = reachedRoots[root] else { continue }
            var clauses: [String] = []
            for clause in found.flatMap({ $0.fix.components(separatedBy: "; ") }) where !clauses.contains(clause) { clauses.append(clause) }
            let told = found.map(\.what).joined(separator: "; ")
            let identity = Fingerprinter.identityPrefix + root
            // One dep-node-globals finding per imported package: two at one import would be taken for duplicates.
            if let index = findings.firstIndex(where: { $0.ruleId == DependencyRules.nodeGlobals.id && $0.fingerprint == identity }) {
                findings[index].message += " Its dependencies too: \(told)."
                for clause in (findings[index].fix ?? "").components(separatedBy: "; ").reversed() where !clause.isEmpty {
                    clauses.removeAll { $0 == clause }
                    clauses.insert(clause, at: 0)
                }
                findings[index].fix = clauses.joined(separator: "; ")
            } else {
                // Catalog §2.3: the specific hazard replaces the plain CommonJS note.
                findings.removeAll { $0.ruleId == DependencyRules.cjsOnly.id && $0.fingerprint == identity }
                findings.append(finding(DependencyRules.nodeGlobals, identity: root, at: origin.location,
                    message: "\(root)@\(origin.version) loads dependencies that need Node: \(told); Vite polyfills none of them\(importedSuffix(origin.importers)).",
                    fix: clauses.joined(separator: "; ")))
            }
        }

        // Linked packages are source to Vite: their CommonJS dependencies are not discovered.
        for (use, package) in linkedImported {
            guard let manifest = package.manifest else { continue }
            var cjsDependencies: [String] = []
            for declaration in manifest.declarations where declaration.kind == .dependencies {
                // A package the app imports outside the linked one is found from the app's entries.
                if uses[declaration.name]?.sites.contains(where: { !$0.site.file.hasPrefix(package.directory + "/") }) == true { continue }
                guard case .success(let dependency) = resolver.locate(declaration.name, from: package.directory),
                    case .resolved(let entry) = resolver.resolve(dependency, subpath: "."), let file = entry.file
                else { continue }
                if inspector.format(of: file, packageDirectory: dependency.directory, facts: inspector.facts(of: file)) == .cjs {
                    cjsDependencies.append(declaration.name)
                }
            }
            guard !cjsDependencies.isEmpty else { continue }
            let name = use.name
            let include = cjsDependencies.map { "'\(name) > \($0)'" }.joined(separator: ", ")
            findings.append(finding(DependencyRules.cjsNotDiscovered, identity: name, at: location(of: use),
                message: "\(name) is linked (\(relative(package.linkPath)) → \(relative(package.directory))), so Vite serves it as source and does not pre-bundle its CommonJS dependencies \(cjsDependencies.joined(separator: ", ")).",
                fix: "optimizeDeps: { include: [\(include)] }" + (options.vite <= 7 ? "; for vite build also build.commonjsOptions.include: [/node_modules/, /\(name.replacingAll("/", with: "\\/"))/]" : "")))
        }

        if !partlyRead.isEmpty {
            let listed = partlyRead.prefix(20).joined(separator: ", ") + (partlyRead.count > 20 ? ", …" : "")
            let one = partlyRead.count == 1
            warnings.append(ScanWarning(file: nil, message: "\(partlyRead.count) imported package\(one ? " was" : "s were") read only up to \(options.maximumFilesPerPackage) files from what the app imports of \(one ? "it" : "them"): \(listed); dep-node-globals, dep-requires-css and dep-jsx-or-flow-in-dist know nothing of the files not read"))
        }
        if !driftedInstalls.isEmpty {
            let listed = driftedInstalls.sorted().prefix(20).joined(separator: "; ") + (driftedInstalls.count > 20 ? "; …" : "")
            let one = driftedInstalls.count == 1
            warnings.append(ScanWarning(file: nil, message: "\(driftedInstalls.count) installed package\(one ? " is" : "s are") not the version the project asks for (\(listed)); the dependency audit read the installed cop\(one ? "y" : "ies"): run the package manager's install (npm ci, yarn install --frozen-lockfile, pnpm install --frozen-lockfile) and scan again"))
        }
        // Packages are looked up in every node_modules from the app up to the workspace root, as Vite does.
        var folders = [root]
        while let last = folders.last, last != workspaceRoot, !last.isEmpty { folders.append(PathUtilities.directory(of: last)) }
        let hasNodeModules = folders.contains { tree.isDirectory(PathUtilities.join($0, "node_modules")) }
        if !undeclared.isEmpty {
            let one = undeclared.count == 1
            let listed = undeclared.prefix(20).joined(separator: ", ") + (undeclared.count > 20 ? ", …" : "")
            warnings.append(ScanWarning(file: nil, message: "\(undeclared.count) imported package\(one ? " is" : "s are") neither declared in package.json nor installed, so dep-* rules could not check \(one ? "it" : "them"): \(listed); declare \(one ? "it" : "them") in package.json and install, or fix the import\(one ? "" : "s")."))
        }
        // Under Yarn Plug'n'Play the packages are installed, in zip archives the audit does not read: an install would not
        // help, a node_modules install would.
        let plugAndPlay = hasNodeModules ? nil : YarnPlugAndPlay.evidence(in: tree, folders: folders, lockfile: lockfile)
        if !unknown.isEmpty, let plugAndPlay {
            let listed = unknown.prefix(20).joined(separator: ", ") + (unknown.count > 20 ? ", …" : "")
            let declaredCount = uses.values.count { $0.declaration != nil && !$0.name.hasPrefix("@types/") }
            warnings.append(ScanWarning(file: nil, message: "\(unknown.count) of \(declaredCount) dependencies could not be read: the project installs with Yarn Plug'n'Play (\(plugAndPlay)), "
                + "which keeps packages in zip archives (.yarn/cache) and has no node_modules folder, the only place migrate-audit reads packages from; "
                + "their format is unknown and dep-* rules could not check them: \(listed); to audit them, install into node_modules "
                + "(in a scratch clone if the project stays on Plug'n'Play): set nodeLinker: node-modules in .yarnrc.yml, run yarn install and scan again."))
        } else if !unknown.isEmpty {
            let hint = hasNodeModules ? "they are missing from node_modules" : "there is no node_modules folder (run the package manager's install first)"
            let listed = unknown.prefix(20).joined(separator: ", ") + (unknown.count > 20 ? ", …" : "")
            if rootManifestMalformed, !uses.values.contains(where: { $0.declaration != nil }) {
                // The app's manifest was unreadable, so nothing is known to be declared: only imports are counted.
                let one = unknown.count == 1
                warnings.append(ScanWarning(file: nil, message: "\(unknown.count) of \(uses.count) imported packages \(one ? "is" : "are") not installed (declared dependencies are unknown: package.json could not be read), so \(one ? "its" : "their") format is unknown and dep-* rules could not check \(one ? "it" : "them"): \(listed); \(hint)."))
            } else {
                // Out of the declared packages: undeclared imports have their own warning above.
                let declaredCount = uses.values.count { $0.declaration != nil && !$0.name.hasPrefix("@types/") }
                warnings.append(ScanWarning(file: nil, message: "\(unknown.count) of \(declaredCount) dependencies are not installed, so their format is unknown and dep-* rules could not check them: \(listed); \(hint)."))
            }
        }
        records.sort { ($0.name, $0.entry ?? "") < ($1.name, $1.entry ?? "") }
        findings.sortInReportOrder()
        warnings.sort(by: ScanWarning.precedesInReport)
        var result = DependencyAuditResult(
            dependencies: records, findings: findings, warnings: warnings, unknownCount: unknown.count + undeclared.count, manifests: manifests, lockfile: lockfile,
            rootManifestMalformed: rootManifestMalformed)
        result.malformedLockfile = malformedLockfile
        result.callableCommonJSPackages = callableCommonJS.sorted()
        result.esModulesWithoutDefault = esModulesWithoutDefault.sorted()
        result.defaultOnlyESModules = defaultOnlyESModules.sorted()
        return result
    }

    // MARK: helpers

    /// Where resolving a used package starts: its first importer's folder, else its declaring manifest's, else the root.
    private func startDirectory(of use: Use) -> String {
        use.sites.first.map { PathUtilities.directory(of: $0.site.file) } ?? use.declaringManifest?.directory ?? root
    }

    /// Inspects the imported packages on `options.threads` threads before the audit asks, as the audit will ask
    /// (the same entry and the same files the app loads), so that its questions find the answers remembered. Only a
    /// cache: the audit computes what it asks that was not read ahead, and the result is the same without it.
    private func readAhead(_ uses: [Use], resolver: ViteResolver, inspector: PackageInspector) {
        guard options.threads > 1, uses.count > 1 else { return }
        _ = ParallelMap.map(count: uses.count, threads: options.threads) { _, index in
            let use = uses[index]
            guard case .success(let installed) = resolver.locate(use.name, from: startDirectory(of: use)), installed.manifest != nil else { return false }
            // As the audit derives them: the root entry, else the first deep import's file; the deep files imported.
            var entryFile: String?
            if case .resolved(let entry) = resolver.resolve(installed, subpath: ".") { entryFile = entry.file }
            var deepFiles: [String] = []
            var seenSpecifiers = Set<String>()
            for (specifier, _) in use.sites where seenSpecifiers.insert(specifier).inserted {
                guard let (_, subpath) = ViteResolver.splitSpecifier(specifier), subpath != ".",
                    case .resolved(let entry) = resolver.resolve(installed, subpath: subpath), let file = entry.file
                else { continue }
                if entryFile == nil { entryFile = file }
                deepFiles.append(file)
                _ = inspector.facts(of: file)
            }
            guard let entry = entryFile else { return false }
            let importsEntry = use.sites.isEmpty || use.sites.contains { ViteResolver.splitSpecifier($0.specifier)?.subpath == "." }
            _ = inspector.inspect(entry: entry, package: installed, walkFrom: (importsEntry ? [entry] : []) + deepFiles)
            return true
        }
    }

    /// Reads ahead, wave by wave on `options.threads` threads, the packages that imported packages import (as the
    /// audit's walk into dependencies will ask: each package's entry for the first subpath that reaches it).
    private func readAheadDependencies(
        of reached: [(specifiers: [String], from: String)], uses: [String: Use], resolver: ViteResolver, inspector: PackageInspector
    ) {
        guard options.threads > 1 else { return }
        var wave = reached
        var visited = Set<String>()
        while !wave.isEmpty {
            var targets: [(entry: String, package: ViteResolver.InstalledPackage)] = []
            for (specifiers, from) in wave {
                for specifier in specifiers {
                    guard let (name, subpath) = ViteResolver.splitSpecifier(specifier), uses[name]?.sites.isEmpty ?? true,
                        case .success(let dependency) = resolver.locate(name, from: from), visited.insert(dependency.directory).inserted,
                        case .resolved(let entry) = resolver.resolve(dependency, subpath: subpath), let file = entry.file
                    else { continue }
                    targets.append((file, dependency))
                }
            }
            let inspected = targets
            wave = ParallelMap.map(count: inspected.count, threads: options.threads) { _, index in
                let inspection = inspector.inspect(entry: inspected[index].entry, package: inspected[index].package)
                return (inspection.packageImports, inspected[index].package.directory)
            }
        }
    }

    /// Bare package specifiers: not relative, absolute, URL-like (`virtual:`, `data:`), built-in, or app-local.
    func isPackageSpecifier(_ specifier: String) -> Bool {
        guard let first = specifier.first, first != ".", first != "/", first != "~", first != "#" else { return false }
        if specifier.contains(":") || specifier.contains("!") { return false }
        let head = String(specifier.split(separator: "/").first ?? "")
        // Only the name itself or a built-in subpath is Node's: `assert/` and `punycode/punycode.es6.js` are paths into
        // the npm package of that name (the trailing slash is the idiom that asks for it), which Vite resolves.
        if PackageInspector.builtinModules.contains(head), specifier == head || PackageInspector.builtinSubpaths.contains(specifier) { return false }
        for prefix in options.localSpecifierPrefixes {
            if prefix.hasSuffix("$") {
                if specifier == String(prefix.dropLast()) { return false }
            } else if specifier == prefix || specifier.hasPrefix(prefix.hasSuffix("/") ? prefix : prefix + "/") {
                return false
            }
        }
        return true
    }

    /// The specifier after a package-to-package alias (`lodash` → `lodash-es` for `lodash$`). An alias into the same
    /// package (`lodash$` → `lodash/lodash.js`, a webpack build tweak) is not applied: under Vite the import is the
    /// package's own entry, not the deep import the alias spells.
    func aliased(_ specifier: String) -> String {
        for key in options.packageAliases.keys.sorted(by: { $0.count > $1.count }) {
            let replacement = options.packageAliases[key]!
            let package = key.hasSuffix("$") ? String(key.dropLast()) : key
            if replacement.hasPrefix(package + "/") { continue }
            if key.hasSuffix("$") {
                if specifier == String(key.dropLast()) { return replacement }
            } else if specifier == key {
                return replacement
            } else if specifier.hasPrefix(key + "/") {
                return replacement + specifier.dropFirst(key.count)
            }
        }
        return specifier
    }

    private struct Location {
        var file: String
        var line: Int
        var column: Int
        /// The importing file's context at an import site; manifests are configuration.
        var context: CodeContext?
        /// Where the text the finding is about ends on `line` (exclusive); nil for a point.
        var endColumn: Int?
    }

    private func location(of use: Use) -> Location {
        if let site = Self.preferredSite(use.sites.map(\.site)) { return siteLocation(site) }
        if let declaration = use.declaration, let manifest = use.declaringManifest {
            return Location(file: manifest.path, line: declaration.line, column: declaration.column, endColumn: declaration.endColumn)
        }
        return Location(file: PathUtilities.join(root, "package.json"), line: 1, column: 1)
    }

    /// What Node globals and built-ins an inspection saw (`globals global and built-ins 'fs', e.g. …`) and the fix; nil
    /// when it saw none.
    private func nodeUse(_ inspection: PackageInspector.Inspection, name: String, linked: Bool) -> (what: String, fix: String)? {
        let nodeHits = inspection.nodeGlobals + inspection.builtinRequires
        guard !nodeHits.isEmpty else { return nil }
        let names = Array(Set(inspection.nodeGlobals.map(\.detail))).sorted()
        let builtins = Array(Set(inspection.builtinRequires.map(\.detail))).sorted()
        var parts: [String] = []
        if !names.isEmpty { parts.append("globals \(names.joined(separator: ", "))") }
        if !builtins.isEmpty { parts.append("built-ins \(builtins.map { "'\($0)'" }.joined(separator: ", "))") }
        let first = nodeHits.sorted { ($0.file, $0.line) < ($1.file, $1.line) }.prefix(3).map { "\(relative($0.file)):\($0.line) (\($0.detail))" }
        var fixes: [String] = []
        if names.contains("global") { fixes.append("define: { global: 'globalThis' }") }
        if names.contains("Buffer") { fixes.append("install 'buffer' and import { Buffer } from 'buffer' in a setup module") }
        if names.contains("process") { fixes.append("install 'process' and set globalThis.process = process before the app loads") }
        if names.contains(SourceFacts.processEnvironment) {
            // A polyfill's env is `{}`, and vite build replaces `process.env` with `{}`: the values must come from Vite.
            fixes.append(linked
                ? "in \(name)'s own source, read import.meta.env.VITE_* instead of process.env (scan the package, or the monorepo root, for each use)"
                : "define each variable it reads (define: { 'process.env.X': JSON.stringify(value) }); a process polyfill's env is empty")
        }
        if !builtins.isEmpty { fixes.append(Self.builtinFix(builtins, package: name)) }
        if fixes.isEmpty { fixes.append("replace \(name) or patch the uses") }
        return ("\(parts.joined(separator: " and ")), e.g. \(first.joined(separator: ", "))", fixes.joined(separator: "; "))
    }

    /// The package an npm alias range installs (`npm:@hot-loader/react-dom@^16.14.0` → `@hot-loader/react-dom`); nil
    /// for any other range.
    static func aliasTarget(of range: String) -> String? {
        guard range.hasPrefix("npm:") else { return nil }
        let spec = range.dropFirst(4)
        let nameStart = spec.hasPrefix("@") ? spec.index(after: spec.startIndex) : spec.startIndex
        let name = spec[nameStart...].firstIndex(of: "@").map { spec[..<$0] } ?? spec
        return name.isEmpty ? nil : String(name)
    }

    /// `importers` without repeats, each where it first occurs. A set beside the list: asking the list was quadratic
    /// in a package's importers (40,000 files importing react took seconds).
    static func firstOccurrences(_ importers: [DependencyRecord.Importer]) -> [DependencyRecord.Importer] {
        var seen = Set<DependencyRecord.Importer>(minimumCapacity: importers.count)
        return importers.filter { seen.insert($0).inserted }
    }

    /// Where a finding about several imports stands: the first in client code (what Vite serves), else the first
    /// outside tests, else the first; `sites` are in path order, so the choice is deterministic.
    static func preferredSite(_ sites: [ImportSite]) -> ImportSite? {
        func rank(_ context: CodeContext) -> Int {
            switch context {
            case .client: 0
            case .test: 2
            default: 1
            }
        }
        return sites.enumerated().min { (rank($0.element.context), $0.offset) < (rank($1.element.context), $1.offset) }?.element
    }

    /// Whether a path is named the way Jest finds tests: `*.test.*`, `*.spec.*`, or under `__tests__/`.
    static func isNamedAsTest(_ path: String) -> Bool {
        let name = path.split(separator: "/").last ?? ""
        return name.contains(".test.") || name.contains(".spec.") || path.hasPrefix("__tests__/") || path.contains("/__tests__/")
    }

    /// The package's CommonJS `main` when the deep CommonJS file `deepFile` requires it while the app's import of the
    /// root resolves to another file: moment's `locale/de.js` requires `../moment`, and `import moment from 'moment'`
    /// gets `dist/moment.js` ("jsnext:main") under Vite. nil when the deep file does not reach a second copy.
    private func secondCopy(deepFile: String, rootEntry: String, package: ViteResolver.InstalledPackage, resolver: ViteResolver,
        inspector: PackageInspector) -> String?
    {
        let main = PathUtilities.join(package.directory, package.manifest?.document["main"]?.stringValue ?? "index.js")
        guard let mainFile = resolver.tryFileOrIndex(main),
            mainFile != rootEntry, mainFile != deepFile, let facts = inspector.facts(of: deepFile)
        else { return nil }
        for required in facts.requires where required.name.hasPrefix(".") {
            let target = PathUtilities.join(PathUtilities.directory(of: deepFile), required.name)
            if resolver.tryFileOrIndex(target) == mainFile { return mainFile }
        }
        return nil
    }

    /// A deep import that sets up (a locale, a plugin) the package's CommonJS copy, not the one the app imports.
    private func secondCopyFinding(name: String, specifier: String, subpath: String, deepFile: String, copy: String, rootEntry: String,
        rootField: String, package: ViteResolver.InstalledPackage, sites: [ImportSite], resolver: ViteResolver, inspector: PackageInspector) -> Finding
    {
        // The ES build's own file for the subpath, beside its root entry (moment's dist/locale/de.js imports ../moment).
        let rootFolder = PathUtilities.directory(of: rootEntry)
        let inFolder = PathUtilities.path(rootFolder, inside: package.directory) ?? ""
        let counterpart: String? = inFolder.isEmpty ? nil : resolver.tryFile(PathUtilities.join(rootFolder, String(subpath.dropFirst(2)))).flatMap { file in
            file != deepFile && inspector.format(of: file, packageDirectory: package.directory, facts: inspector.facts(of: file)) == .esm
                ? "\(name)/\(inFolder)/\(subpath.dropFirst(2))" : nil
        }
        let importers = Self.firstOccurrences(sites.map { DependencyRecord.Importer(file: relative($0.file), line: $0.line) })
        let mainValue = PathUtilities.path(copy, inside: package.directory) ?? copy
        let fix = counterpart.map { "import '\($0)' instead: the ES build's own file, which sets up the copy the app imports" }
            ?? "alias '\(name)' to its CommonJS main so that both resolve to one copy: resolve: { alias: [{ find: /^\(name.replacingAll("/", with: "\\/"))$/, replacement: '\(name)/\(mainValue)' }] }"
        return finding(DependencyRules.deepCJSImports, at: Self.preferredSite(sites).map(siteLocation) ?? Location(file: deepFile, line: 1, column: 1),
            message: "'\(specifier)' resolves to \(relative(deepFile)), CommonJS, which requires \(name)'s CommonJS main (\(relative(copy))), but the app's imports of '\(name)' get \(relative(rootEntry)) (chosen by \"\(rootField)\") under Vite: two copies of \(name) are loaded, and what this import sets up (a locale, a plugin) lands on the copy the app does not use\(importedSuffix(importers)).",
            fix: fix, severity: .manualFix)
    }

    private func siteLocation(_ site: ImportSite) -> Location {
        Location(file: site.file, line: site.line, column: site.column, context: site.context, endColumn: site.endColumn)
    }

    /// `identity`: the package a package-wide finding is about. Such a finding stands at the preferred importer (or the
    /// manifest), which moves when another file imports the package first; its fingerprint follows the package.
    private func finding(_ rule: RuleDescription, identity: String? = nil, at location: Location, message: String, fix: String, severity: Severity? = nil) -> Finding {
        var result = Finding(ruleId: rule.id, severity: severity ?? rule.defaultSeverity, file: relative(location.file), line: location.line,
            column: location.column, endColumn: location.endColumn, message: message, fix: fix, snippet: snippet(location), context: location.context ?? (location.file.hasSuffix("package.json") ? .config : .unknown))
        if let identity { result.fingerprint = Fingerprinter.identityPrefix + identity }
        return result
    }

    private func snippet(_ location: Location) -> String {
        guard let bytes = tree.read(location.file) else { return "" }
        var line = 1
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            if line == location.line {
                return Finding.snippet(quoting: String(decoding: bytes[start..<index], as: UTF8.self), atColumn: location.column)
            }
            line += 1
            start = index + 1
        }
        return line == location.line ? Finding.snippet(quoting: String(decoding: bytes[start...], as: UTF8.self), atColumn: location.column) : ""
    }

    /// Tree path relative to the audited root (absolute paths of trusted external roots stay absolute); a path
    /// in an ancestor (a monorepo's hoisted node_modules, its lockfile) steps up with `..`.
    /// Whether a workspace package that declares webpack only shares configuration (`@org/webpack-config`, whose
    /// webpack.base.js the apps require): it exports a module (`main`, `exports`, a webpack*.js at its root) and has
    /// nothing of an app, no page (index.html) and no script that runs webpack. Scanning it audits no build.
    private func isConfigLibrary(_ manifest: PackageManifest, folder: String) -> Bool {
        let pages = ["index.html", "public/index.html", "src/index.html"]
        if pages.contains(where: { tree.isFile(PathUtilities.join(folder, $0)) }) { return false }
        if Self.scripts(of: manifest).contains(where: { $0.contains("webpack") }) { return false }
        if manifest.document["main"] != nil || manifest.document["exports"] != nil { return true }
        return tree.list(folder).contains { $0.hasPrefix("webpack") && ($0.hasSuffix(".js") || $0.hasSuffix(".cjs") || $0.hasSuffix(".ts")) }
    }

    /// The commands of package.json's `scripts`.
    private static func scripts(of manifest: PackageManifest) -> [String] {
        manifest.document["scripts"]?.stringMap.map(\.value) ?? []
    }

    func relative(_ path: String) -> String {
        if root.isEmpty || path.hasPrefix("/") { return path }
        if path.hasPrefix(root + "/") { return String(path.dropFirst(root.count + 1)) }
        var up = PathUtilities.components(root)[...]
        var down = PathUtilities.components(path)[...]
        while let first = up.first, first == down.first {
            up = up.dropFirst()
            down = down.dropFirst()
        }
        return (Array(repeating: "..", count: up.count) + down).joined(separator: "/")
    }

    private func relativeToPackage(_ file: String, _ directory: String, _ specifier: String) -> String {
        let joined = PathUtilities.join(PathUtilities.directory(of: file), specifier)
        return PathUtilities.path(joined, inside: directory) ?? specifier
    }

    private func versionSuffix(_ version: String?) -> String { version.map { "@\($0)" } ?? "" }

    /// The importing files (as the report names them), when every one of `sites` is in a file no page loads under
    /// Vite (`DependencyAuditOptions.unloadedFiles`); nil otherwise.
    private func unloadedImporters(_ sites: [ImportSite]) -> [String]? {
        guard !sites.isEmpty, sites.allSatisfy({ options.unloadedFiles.contains($0.file) }) else { return nil }
        var seen = Set<String>()
        return sites.map { relative($0.file) }.filter { seen.insert($0).inserted }
    }

    /// Why a package only polyfill entries import needs nothing from Vite.
    static func unloadedEntryDescription(_ importers: [String]) -> String {
        importers.count == 1
            ? "its only importer, \(importers[0]), is a webpack entry of polyfills that no page loads under Vite, so Vite never discovers or pre-bundles it"
            : "its only importers, \(importers.joined(separator: ", ")), are webpack entries of polyfills that no page loads under Vite, so Vite never discovers or pre-bundles it"
    }
    static let unloadedEntryFix = "Nothing to do: it goes with the polyfill entry (see html-polyfill-entries), or @vitejs/plugin-legacy brings the polyfills old browsers need."

    private func importedSuffix(_ importers: [DependencyRecord.Importer]) -> String {
        guard !importers.isEmpty else { return "" }
        let shown = importers.prefix(8).map { "\($0.file):\($0.line)" }.joined(separator: ", ")
        return "; imported at \(shown)\(importers.count > 8 ? " and \(importers.count - 8) more" : "")"
    }

    /// What replaces the built-ins a package requires. Vite resolves a bare `buffer` to an installed package of that
    /// very name, so installing it is enough; `path` → path-browserify, or any `node:` spelling, also needs an alias.
    static func builtinFix(_ builtins: [String], package name: String) -> String {
        var installs: [String] = [], aliases: [String] = [], none: [String] = []
        for builtin in builtins {
            let polyfill = polyfill(for: builtin)
            if polyfill.hasPrefix("no browser equivalent") {
                let module = String(polyfill.drop { $0 != "'" })
                if !none.contains(module) { none.append(module) }
                continue
            }
            if !installs.contains(polyfill) { installs.append(polyfill) }
            let root = String(builtin.split(separator: "/").first ?? Substring(builtin))
            if root != polyfill { aliases.append("'\(builtin)': '\(polyfill)'") }
        }
        var parts: [String] = []
        if !installs.isEmpty {
            parts.append("install \(installs.joined(separator: ", "))" + (aliases.isEmpty ? "" : " with resolve.alias: { \(aliases.joined(separator: ", ")) }"))
        }
        if !none.isEmpty { parts.append("no browser equivalent for \(none.joined(separator: ", "))") }
        return parts.joined(separator: "; ") + ", or use \(name)'s browser build"
    }

    static func polyfill(for builtin: String) -> String {
        let unprefixed = builtin.hasPrefix("node:") ? String(builtin.dropFirst(5)) : builtin
        // `fs/promises` and `util/` are served by their module's polyfill, or by none.
        let bare = String(unprefixed.split(separator: "/").first ?? Substring(unprefixed))
        switch bare {
        case "path": return "path-browserify"
        case "stream": return "stream-browserify"
        case "crypto": return "crypto-browserify"
        case "os": return "os-browserify"
        case "http": return "stream-http"
        case "https": return "https-browserify"
        case "zlib": return "browserify-zlib"
        case "querystring": return "querystring-es3"
        case "vm": return "vm-browserify"
        case "tty": return "tty-browserify"
        case "timers": return "timers-browserify"
        case "console": return "console-browserify"
        case "constants": return "constants-browserify"
        case "domain": return "domain-browser"
        case "sys": return "util"
        case "fs", "child_process", "net", "tls", "dgram", "cluster", "module", "worker_threads", "dns", "http2", "inspector",
            "perf_hooks", "async_hooks", "readline", "repl", "v8":
            return "no browser equivalent for '\(bare)'"
        default: return bare
        }
    }
}

extension String {
    func replacingAll(_ needle: String, with replacement: String) -> String {
        split(separator: Character(needle), omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
