import AuditModel
import Foundation
import GitTestSupport
import ScanEngine
import Testing

/// Which Vite the findings plan for: --vite, else the configuration's, else the vite package.json declares, else 8.
@Suite struct ViteTargetTests {
    private func scan(_ manifest: String, _ extra: [String] = []) throws -> ScanReport {
        let repo = try RepoBuilder()
        try repo.write("package.json", manifest)
        try repo.write("src/a.js", "export const a = process.env.REACT_APP_A;\n")
        let result = try ToolProcess.run(["scan", repo.root, "--no-git", "--no-cache", "--format", "json"] + extra)
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        return try ReportCoding.decode(ScanReport.self, from: Data(result.stdout.utf8))
    }

    private func viteWarnings(_ report: ScanReport) -> [String] {
        report.warnings.filter { $0.file == "package.json" && $0.message.hasPrefix("declares vite") }.map(\.message)
    }

    @Test func theDeclaredViteIsTheTarget() throws {
        let seven = try scan(#"{ "devDependencies": { "vite": "^7.1.0" } }"#)
        #expect(seven.target.vite == 7 && viteWarnings(seven).isEmpty)
        let eight = try scan(#"{ "devDependencies": { "vite": "npm:rolldown-vite@7.1.0" } }"#)
        #expect(eight.target.vite == 8, "rolldown-vite is Vite 8's bundler")
        let none = try scan(#"{ "dependencies": { "react": "^16.14.0" } }"#)
        #expect(none.target.vite == 8 && viteWarnings(none).isEmpty)
    }

    @Test func anOverrideOfThePackageManagerIsWhatGetsInstalled() throws {
        let npm = try scan(#"{ "devDependencies": { "vite": "^7.1.0" }, "overrides": { "vite": "npm:rolldown-vite@7.1.0" } }"#)
        #expect(npm.target.vite == 8)
        let yarn = try scan(#"{ "devDependencies": { "vite": "^7.1.0" }, "resolutions": { "vite": "npm:rolldown-vite@latest" } }"#)
        #expect(yarn.target.vite == 8)
        let pnpm = try scan(#"{ "devDependencies": { "@vitejs/plugin-react": "^5.0.0" }, "pnpm": { "overrides": { "vite": "npm:rolldown-vite@latest" } } }"#)
        #expect(pnpm.target.vite == 8)
        // npm's `$vite` refers back to the declared range.
        let reference = try scan(#"{ "devDependencies": { "vite": "^7.1.0" }, "overrides": { "vite": "$vite" } }"#)
        #expect(reference.target.vite == 7)
    }

    @Test func anOlderViteIsPlannedAsSevenAndSaid() throws {
        let five = try scan(#"{ "devDependencies": { "vite": "^5.2.6" } }"#)
        #expect(five.target.vite == 7)
        #expect(viteWarnings(five) == [
            "declares vite ^5.2.6; the findings plan for Vite 7, the oldest the audit knows (Vite 5 builds with the same esbuild and Rollup); pass --vite 8 to plan the move to Vite 8",
        ])
        // Planning the move past it is what --vite is for: nothing to say.
        let planned = try scan(#"{ "devDependencies": { "vite": "^5.2.6" } }"#, ["--vite", "8"])
        #expect(planned.target.vite == 8 && viteWarnings(planned).isEmpty)
        let range = try scan(#"{ "devDependencies": { "vite": ">=6" } }"#)
        #expect(range.target.vite == 8 && viteWarnings(range).count == 1)
    }

    @Test func anExplicitTargetOtherThanTheInstalledOneIsSaid() throws {
        let report = try scan(#"{ "devDependencies": { "vite": "^8.0.0" } }"#, ["--vite", "7"])
        #expect(report.target.vite == 7)
        #expect(viteWarnings(report) == ["declares vite ^8.0.0, but the findings plan for Vite 7 as --vite (or the configuration's vite) says"])
    }

    @Test func aPnpmCatalogReferenceIsTheCatalogsRange() throws {
        let workspace = "packages:\n  - 'apps/*'\ncatalog:\n  vite: ^7.1.0\ncatalogs:\n  next:\n    vite: npm:rolldown-vite@7.1.0\n"
        let root = try RepoBuilder()
        try root.write("pnpm-workspace.yaml", workspace)
        try root.write("package.json", #"{ "devDependencies": { "vite": "catalog:" } }"#)
        try root.write("src/a.js", "export const a = 1;\n")
        let named = try RepoBuilder()
        try named.write("pnpm-workspace.yaml", workspace)
        try named.write("package.json", #"{ "devDependencies": { "vite": "catalog:next" } }"#)
        try named.write("src/a.js", "export const a = 1;\n")
        // A package of the monorepo: the catalog is at the workspace root above it, in the working tree and in a commit.
        let monorepo = try RepoBuilder()
        try monorepo.write("pnpm-workspace.yaml", workspace)
        try monorepo.write("apps/web/package.json", #"{ "devDependencies": { "vite": "catalog:" } }"#)
        try monorepo.write("apps/web/src/a.js", "export const a = 1;\n")
        try monorepo.commitAll("monorepo")
        let unlisted = try RepoBuilder()
        try unlisted.write("package.json", #"{ "devDependencies": { "vite": "catalog:" } }"#)
        try unlisted.write("src/a.js", "export const a = 1;\n")
        for (folder, extra, expected) in [
            (root.root, ["--no-git"], 7), (named.root, ["--no-git"], 8),
            (monorepo.path("apps/web"), [], 7), (monorepo.path("apps/web"), ["--ref", "HEAD"], 7), (unlisted.root, ["--no-git"], 8),
        ] {
            let result = try ToolProcess.run(["scan", folder, "--no-cache", "--format", "json"] + extra)
            #expect(result.exitCode == 0, "stderr: \(result.stderr)")
            let report = try ReportCoding.decode(ScanReport.self, from: Data(result.stdout.utf8))
            #expect(report.target.vite == expected, "\(folder) \(extra)")
            if folder == unlisted.root {
                // Besides the dependency audit's word on every unanswered catalog reference, the target it falls back to.
                #expect(viteWarnings(report).contains("declares vite catalog:, from a pnpm catalog that no pnpm-workspace.yaml here or above lists it in; the findings plan for Vite 8 (choose with --vite 7 or 8)"))
            } else {
                #expect(viteWarnings(report).isEmpty, "\(viteWarnings(report))")
            }
        }
    }

    @Test("compare plans both sides for the 'after' side's Vite: no 'different targets' warning for a project midway")
    func compareTakesTheAfterSidesVite() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "dependencies": { "react": "^16.14.0" } }"#)
        try repo.write("src/a.js", "export const a = process.env.REACT_APP_A;\n")
        try repo.tag("v1", at: try repo.commitAll("webpack"))
        try repo.write("package.json", #"{ "dependencies": { "react": "^18.2.0" }, "devDependencies": { "vite": "^7.0.0" } }"#)
        try repo.tag("v2", at: try repo.commitAll("vite"))
        let result = try ToolProcess.run(["compare", repo.root, "--before", "v1", "--after", "v2", "-o", "-", "--no-cache"])
        #expect(result.exitCode == 0, "stderr: \(result.stderr)")
        #expect(!result.stderr.contains("different Vite targets"), "\(result.stderr)")
        // The target row shows only when the sides differ.
        #expect(!result.stdout.contains("| Vite target |"), "\(result.stdout.prefix(600))")
    }
}
