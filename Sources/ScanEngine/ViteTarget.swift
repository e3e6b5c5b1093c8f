import AuditModel
import ConfigAudit
import DependencyAudit

/// The Vite major a scan plans for: the one the project's package.json declares when the user named none, so that a
/// project midway through its move is audited for the Vite it installs.
struct ViteTarget {
    /// The majors whose behaviour the rules know; older ones build like the oldest of these (esbuild and Rollup).
    static let supported = 7...8

    var major: Int
    /// Why the target is not what package.json declares, when it is not.
    var warning: ScanWarning?

    /// `requested` is the user's (`--vite`, the configuration's `vite`) when `isExplicit`, else the default.
    /// `catalogs`: the pnpm workspace's catalogs, asked only when package.json declares vite from one (`catalog:`).
    init(requested: Int, isExplicit: Bool, manifest: [UInt8]?, catalogs: () -> PnpmCatalogs? = { nil }) {
        let declared = manifest.flatMap { Self.declaredVite(in: $0, catalogs: catalogs) }
        guard let declared else {
            self.init(major: requested, warning: nil)
            return
        }
        let declaredMajor = declared.major.map { min(max($0, Self.supported.lowerBound), Self.supported.upperBound) }
        if isExplicit {
            // Planning past an older Vite is the point of --vite; planning for another major than a supported one the
            // project already runs is said.
            let differs = declared.major.map { Self.supported.contains($0) && $0 != requested } ?? false
            self.init(major: requested, warning: differs ? ScanWarning(file: "package.json", message:
                "declares vite \(declared.range), but the findings plan for Vite \(requested) as --vite (or the configuration's vite) says") : nil)
            return
        }
        guard let declaredMajor, let major = declared.major else {
            let reason = PnpmCatalogs.isReference(declared.range)
                ? "from a pnpm catalog that no pnpm-workspace.yaml here or above lists it in" : "which names no single major"
            self.init(major: requested, warning: ScanWarning(file: "package.json", message:
                "declares vite \(declared.range), \(reason); the findings plan for Vite \(requested) (choose with --vite 7 or 8)"))
            return
        }
        let note = major < Self.supported.lowerBound
            ? ScanWarning(file: "package.json", message: "declares vite \(declared.range); the findings plan for Vite \(declaredMajor), the "
                + "oldest the audit knows (Vite \(major) builds with the same esbuild and Rollup); pass --vite 8 to plan the move to Vite 8")
            : nil
        self.init(major: declaredMajor, warning: note)
    }

    private init(major: Int, warning: ScanWarning?) {
        self.major = major
        self.warning = warning
    }

    /// The range package.json gives `vite` and the major it pins: an override of the package manager (npm's and bun's
    /// `overrides`, yarn's `resolutions`, `pnpm.overrides`) first, as it is what gets installed (Vite's Rolldown guide
    /// swaps in rolldown-vite this way), else dependencies or devDependencies.
    /// A catalog reference (`"vite": "catalog:"`) is the catalog's range, written `catalog: → ^7.1.0` in warnings.
    static func declaredVite(in manifest: [UInt8], catalogs: () -> PnpmCatalogs? = { nil }) -> (range: String, major: Int?)? {
        guard let json = try? JSONParser.parse(manifest) else { return nil }
        let overrides = [json["overrides"]?["vite"], json["resolutions"]?["vite"], json["pnpm"]?["overrides"]?["vite"]]
        let declared = ["dependencies", "devDependencies"].map { json[$0]?["vite"] }
        // A dependency's own override (`"vite": { ".": "…" }` in npm's form) is not a string: left to the declared range.
        guard let written = (overrides + declared).lazy.compactMap({ $0?.stringValue }).first(where: { !$0.hasPrefix("$") }) else { return nil }
        guard PnpmCatalogs.isReference(written) else { return (written, major(of: written)) }
        guard let resolved = catalogs()?.range(of: "vite", reference: written) else { return (written, nil) }
        return ("\(written) → \(resolved)", major(of: resolved))
    }

    /// The Vite major a range pins; rolldown-vite (`npm:rolldown-vite@7`) is Vite 8's bundler ahead of time.
    private static func major(of range: String) -> Int? {
        if range.contains("rolldown-vite") { return 8 }
        let version = range.hasPrefix("npm:vite@") ? String(range.dropFirst("npm:vite@".count)) : range
        return ConfigAuditor.declaredMajor(version)
    }
}
