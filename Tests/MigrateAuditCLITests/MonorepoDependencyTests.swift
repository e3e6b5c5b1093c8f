import AuditModel
import Foundation
import GitTestSupport
import Testing

/// A package of a yarn workspaces monorepo: its dependencies are hoisted to the root's node_modules, where Vite
/// (walking up from the importer) finds them, and versions are locked in the root's yarn.lock.
@Suite struct MonorepoDependencyTests {
    private func workspaces() throws -> RepoBuilder {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "mono", "private": true, "workspaces": ["packages/*"] }"#)
        try repo.write("yarn.lock", """
            # yarn lockfile v1


            fnpkg@^1.0.0:
              version "1.0.3"

            oldpeer@^2.0.0:
              version "2.1.0"

            """)
        try repo.write("packages/web/package.json", #"{ "name": "web", "dependencies": { "fnpkg": "^1.0.0", "oldpeer": "^2.0.0" } }"#)
        try repo.write("packages/web/src/index.js", "import * as fn from 'fnpkg';\nimport Old from 'oldpeer';\nfn.default(Old);\n")
        try repo.write("packages/other/package.json", #"{ "name": "other", "dependencies": { "webpack": "^4.0.0" } }"#)
        try repo.commitAll("first")
        try installHoisted(into: repo)
        return repo
    }

    /// What `yarn install` leaves at the root (not committed, as usual).
    private func installHoisted(into repo: RepoBuilder) throws {
        try repo.write("node_modules/fnpkg/package.json", #"{ "name": "fnpkg", "version": "1.0.3", "main": "index.js" }"#)
        try repo.write("node_modules/fnpkg/index.js", "module.exports = function fn(x) { return x; };\n")
        try repo.write("node_modules/oldpeer/package.json", #"{ "name": "oldpeer", "version": "2.1.0", "main": "index.js", "peerDependencies": { "react": "^15.0.0 || ^16.0.0" } }"#)
        try repo.write("node_modules/oldpeer/index.js", "export default function Old() { return null; }\n")
    }

    private func scan(_ arguments: [String], in directory: String? = nil) throws -> String {
        let result = try ToolProcess.run(["scan"] + arguments + ["--format", "json", "--no-cache"], in: directory.map { URL(fileURLWithPath: $0) })
        #expect(result.exitCode == 0 || result.exitCode == 1, "\(result.stderr)")
        return result.stdout
    }

    private func expectAudited(_ report: String, _ comment: Comment) {
        #expect(!report.contains("no node_modules folder"), comment)
        #expect(!report.contains("not installed"), comment)
        #expect(report.contains("dep-cjs-fn-namespace"), comment)
        #expect(report.contains("dep-react-peer-range"), comment)
        #expect(report.contains("\"1.0.3\""), comment)
        #expect(report.contains("\"src/index.js\""), "paths stay relative to the scanned folder: \(comment)")
        #expect(!report.contains("packages/web/src"), comment)
        #expect(!report.contains("webpack"), "a sibling package's declarations are not the app's: \(comment)")
    }

    @Test func theRootScanNamesThePackagesWhoseBuildConfigurationItDoesNotAudit() throws {
        let repo = try workspaces()
        // Run in the root, whose paths the suggested command then names as they are.
        let report = try ReportCoding.decode(ScanReport.self, from: Data(try scan(["."], in: repo.root).utf8))
        let pointers = report.warnings.filter { $0.message.hasPrefix("a workspace package built with") }
        #expect(pointers.map { "\($0.file ?? "") \($0.message.hasSuffix("migrate-audit scan packages/other"))" } == ["packages/other/package.json true"], "\(report.warnings)")
        // Scanned itself, a package gets no such pointer.
        let web = try ReportCoding.decode(ScanReport.self, from: Data(try scan([repo.path("packages/web")]).utf8))
        #expect(!web.warnings.contains { $0.message.hasPrefix("a workspace package built with") })
    }

    @Test func aPackageFindsTheHoistedNodeModules() throws {
        let repo = try workspaces()
        expectAudited(try scan([repo.path("packages/web")]), "with git")
        expectAudited(try scan([repo.path("packages/web"), "--no-git"]), "without git")
        expectAudited(try scan(["."], in: repo.path("packages/web")), "from inside the folder")
    }

    @Test func aPackageScannedAtARevisionFindsItsWorkspaceInTheRevision() throws {
        // The workspace root's manifest and lockfile come from the commit, the hoisted packages from the disk.
        let repo = try workspaces()
        expectAudited(try scan([repo.path("packages/web"), "--ref", "HEAD"]), "at a revision")
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        func cached() throws -> String {
            let result = try ToolProcess.run(["scan", repo.path("packages/web"), "--ref", "HEAD", "--format", "json", "--cache-dir", cache.path])
            #expect(result.exitCode == 0, "\(result.stderr)")
            return result.stdout
        }
        expectAudited(try cached(), "filling the cache")
        expectAudited(try cached(), "from the cache")

        // The root lockfile changes in a later commit (web's own tree does not): a cached report must not hide it.
        try repo.write("yarn.lock", """
            # yarn lockfile v1


            fnpkg@^1.0.0:
              version "1.0.4"

            oldpeer@^2.0.0:
              version "2.1.0"

            """)
        try repo.commitAll("lock a newer fnpkg")
        let uncached = try scan([repo.path("packages/web"), "--ref", "HEAD"])
        #expect(uncached.contains("1.0.4"), "the installed 1.0.3 drifts from the lockfile's 1.0.4")
        #expect(try cached() == uncached)
        // The revision before still holds the old lockfile: the scan of a revision reads the revision's.
        #expect(!(try scan([repo.path("packages/web"), "--ref", "HEAD~1"])).contains("1.0.4"))
    }

    @Test func aPackagesOwnNodeModulesOnDiskIsReadAtARevisionToo() throws {
        // Not everything is hoisted: a version conflict installs under the package, and pnpm links every
        // dependency there into the root's store.
        let repo = try workspaces()
        try repo.write("packages/web/package.json", #"{ "name": "web", "dependencies": { "fnpkg": "^1.0.0", "oldpeer": "^2.0.0", "localdep": "^3.0.0", "linked": "^1.0.0" } }"#)
        try repo.write("packages/web/src/index.js", "import * as fn from 'fnpkg';\nimport Old from 'oldpeer';\nimport local from 'localdep';\nimport linked from 'linked';\nfn.default(Old, local, linked);\n")
        try repo.write(".gitignore", "node_modules/\n")
        try repo.commitAll("more dependencies")
        try repo.write("packages/web/node_modules/localdep/package.json", #"{ "name": "localdep", "version": "3.0.7", "main": "index.js" }"#)
        try repo.write("packages/web/node_modules/localdep/index.js", "module.exports = function local() {};\n")
        try repo.write("node_modules/.pnpm/linked@1.2.0/node_modules/linked/package.json", #"{ "name": "linked", "version": "1.2.0", "main": "index.js" }"#)
        try repo.write("node_modules/.pnpm/linked@1.2.0/node_modules/linked/index.js", "module.exports = function linked() {};\n")
        try repo.symlink("packages/web/node_modules/linked", to: "../../../node_modules/.pnpm/linked@1.2.0/node_modules/linked")
        let workingTree = try scan([repo.path("packages/web")])
        let revision = try scan([repo.path("packages/web"), "--ref", "HEAD"])
        for (report, side) in [(workingTree, "working tree"), (revision, "revision")] {
            #expect(report.contains("\"3.0.7\""), "the package's own copy: \(side)")
            #expect(report.contains("\"1.2.0\""), "the pnpm link into the root's store: \(side)")
            #expect(!report.contains("not installed"), "\(side)")
        }
    }

    /// hoox/yarn-workspaces-webpack-react-starter and tol-is/create-react-app-monorepo-example: an app package imports a
    /// sibling by its name through the workspace link. Scanning the root audits the sibling's files as source, which
    /// report its process.env and its JSX in .js where they are; the dep-* findings that only point at them (a blocker
    /// each, with its effort) were reported as well. Scanning the app alone, they are the only report of them.
    @Test func aRootScanReportsALinkedPackagesOwnSourceOnce() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "mono", "private": true, "workspaces": { "packages": ["packages/*"], "nohoist": [] } }"#)
        try repo.write("yarn.lock", "# yarn lockfile v1\n\n")
        try repo.write("packages/core/package.json", #"{ "name": "package-core", "version": "1.0.0", "main": "./src/index.js" }"#)
        try repo.write("packages/core/src/index.js", "export const api = () => process.env.API_URL;\n")
        try repo.write("packages/some-component/package.json", #"{ "name": "some-component", "version": "0.1.0" }"#)
        try repo.write("packages/some-component/index.js", "import React from 'react';\nexport default () => <hr />;\n")
        try repo.write("packages/app/package.json", #"{ "name": "app", "dependencies": { "package-core": "1.0.0", "some-component": "0.1.0" } }"#)
        try repo.write("packages/app/src/index.mjs", "import { api } from 'package-core';\nimport Some from 'some-component';\nexport default [api, Some];\n")
        try repo.write(".gitignore", "node_modules/\n")
        try repo.commitAll("first")
        try repo.symlink("node_modules/package-core", to: "../packages/core")
        try repo.symlink("node_modules/some-component", to: "../packages/some-component")
        let root = try ReportCoding.decode(ScanReport.self, from: Data(try scan([repo.root]).utf8))
        let rules = root.findings.map { "\($0.ruleId) \($0.file)" }
        #expect(rules.contains("env-process-env-static packages/core/src/index.js"), "\(rules)")
        #expect(rules.contains("syntax-jsx-in-js packages/some-component/index.js"), "\(rules)")
        #expect(!rules.contains { $0.hasPrefix("dep-node-globals") || $0.hasPrefix("dep-jsx-or-flow-in-dist") }, "\(rules)")
        let app = try ReportCoding.decode(ScanReport.self, from: Data(try scan([repo.path("packages/app")]).utf8))
        #expect(app.findings.map { "\($0.ruleId) \($0.file):\($0.line)" }.filter { $0.hasPrefix("dep-node-globals") || $0.hasPrefix("dep-jsx") }
            == ["dep-node-globals src/index.mjs:1", "dep-jsx-or-flow-in-dist src/index.mjs:2"])
    }

    @Test func workspaceLinksAndAPackagesOwnLockedInstallAreNotDrift() throws {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "mono", "private": true, "workspaces": ["packages/*"] }"#)
        try repo.write("package-lock.json", #"{ "lockfileVersion": 3, "packages": { "": { "workspaces": ["packages/*"] }, "node_modules/react": { "version": "16.14.0" }, "packages/web/node_modules/react": { "version": "17.0.2" }, "node_modules/shared": { "resolved": "packages/shared", "link": true } } }"#)
        try repo.write("packages/shared/package.json", #"{ "name": "shared", "version": "0.0.0", "module": "index.js" }"#)
        try repo.write("packages/shared/index.js", "export const shared = 1;\n")
        try repo.write("packages/web/package.json", #"{ "name": "web", "dependencies": { "react": "^17.0.0", "shared": "workspace:*" } }"#)
        try repo.write("packages/web/src/index.js", "import React from 'react';\nimport { shared } from 'shared';\nexport default [React, shared];\n")
        try repo.write(".gitignore", "node_modules/\n")
        try repo.commitAll("first")
        try repo.write("node_modules/react/package.json", #"{ "name": "react", "version": "16.14.0", "main": "index.js" }"#)
        try repo.write("node_modules/react/index.js", "module.exports = {};\n")
        try repo.write("packages/web/node_modules/react/package.json", #"{ "name": "react", "version": "17.0.2", "main": "index.js" }"#)
        try repo.write("packages/web/node_modules/react/index.js", "module.exports = {};\n")
        try repo.symlink("node_modules/shared", to: "../packages/shared")
        for extra in [[String](), ["--ref", "HEAD"]] {
            let report = try scan([repo.path("packages/web")] + extra)
            #expect(!report.contains("not the version the project asks for"), "\(extra): \(report.components(separatedBy: "warnings").last ?? "")")
            #expect(report.contains("\"17.0.2\""), "\(extra)")
        }
    }

    @Test func aPackageWithItsOwnLockfileIsItsOwnProject() throws {
        let repo = try workspaces()
        try repo.write("packages/web/package-lock.json", #"{ "name": "web", "lockfileVersion": 3, "packages": {} }"#)
        let report = try scan([repo.path("packages/web")])
        #expect(report.contains("no node_modules folder"), "its own lockfile makes it a separate project, as before")
    }

    @Test func outsideARepositoryAStrayLockfileAboveIsNotTheProjectsRoot() throws {
        // A home folder with an accidental `npm install`: a lockfile and node_modules, but no workspaces.
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("stray-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let files = [
            "package-lock.json": #"{ "lockfileVersion": 3, "packages": { "": {}, "node_modules/fnpkg": { "version": "9.9.9" } } }"#,
            "node_modules/fnpkg/package.json": #"{ "name": "fnpkg", "version": "9.9.9", "main": "index.js" }"#,
            "node_modules/fnpkg/index.js": "module.exports = function fn(x) { return x; };\n",
            "projects/app/package.json": #"{ "name": "app", "dependencies": { "fnpkg": "^1.0.0" } }"#,
            "projects/app/src/index.js": "import fn from 'fnpkg';\nexport default fn;\n",
        ]
        for (path, text) in files {
            let url = home.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let report = try scan([home.appendingPathComponent("projects/app").path, "--no-git"])
        #expect(!report.contains("9.9.9"), "\(report.prefix(2000))")
        #expect(report.contains("not installed"))
    }
}

