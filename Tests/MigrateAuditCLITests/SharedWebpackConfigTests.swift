import AuditModel
import Foundation
import GitTestSupport
import Testing

/// A monorepo app whose webpack config requires a shared config from another workspace package by its name, the
/// layout of `@org/webpack-config` packages (a base config with the loaders, plugins and aliases every app merges):
/// what the shared config sets is the app's build, reported where it is written, for the working tree, without
/// node_modules, through a node_modules link, and at a revision.
@Suite struct SharedWebpackConfigTests {
    /// The shared package: a base config whose rules and DefinePlugin come from its own modules.
    private func writeSharedConfig(_ repo: RepoBuilder, main: Bool) throws {
        try repo.write("packages/webpack-config/package.json", """
            { "name": "@acme/webpack-config", "version": "1.0.0", \(main ? #""main": "webpack.base.js", "# : "")
              "peerDependencies": { "webpack": "^4.0.0" }, "dependencies": { "babel-loader": "^8.0.0", "html-webpack-plugin": "^3.2.0" } }
            """)
        try repo.write("packages/webpack-config/webpack.base.js", """
            const path = require('path');
            const webpack = require('webpack');
            const HtmlWebpackPlugin = require('html-webpack-plugin');
            const rules = require('./rules');

            module.exports = {
              resolve: {
                alias: { Components: path.resolve(process.cwd(), 'src/components') },
              },
              module: { rules },
              plugins: [
                new webpack.DefinePlugin({ 'process.env.API_URL': JSON.stringify('https://api.example.com') }),
                new HtmlWebpackPlugin({ template: 'public/index.html' }),
              ],
            };

            """)
        try repo.write("packages/webpack-config/rules.js", """
            module.exports = [
              { test: /\\.jsx?$/, exclude: /node_modules/, use: 'babel-loader' },
              { test: /\\.worker\\.js$/, use: { loader: 'worker-loader' } },
            ];

            """)
    }

    private func writeApp(_ repo: RepoBuilder, require specifier: String, lockfile: Bool) throws {
        try repo.write("packages/web/package.json", """
            { "name": "@acme/web", "version": "1.0.0", "scripts": { "start": "webpack-dev-server", "build": "webpack --mode production" },
              "dependencies": { "react": "^16.14.0" }, "devDependencies": { "@acme/webpack-config": "^1.0.0", "webpack": "^4.46.0", "webpack-merge": "^4.2.2" } }
            """)
        if lockfile { try repo.write("packages/web/package-lock.json", #"{ "name": "@acme/web", "lockfileVersion": 1, "requires": true, "dependencies": {} }"#) }
        try repo.write("packages/web/webpack.config.js", """
            const merge = require('webpack-merge');
            const base = require('\(specifier)');

            module.exports = merge(base, {
              entry: './src/index.js',
            });

            """)
        try repo.write("packages/web/public/index.html", "<!doctype html><div id=\"root\"></div>\n")
        try repo.write("packages/web/src/components/Button.js", "export default function Button() { return null; }\n")
        try repo.write("packages/web/src/index.js", "import Button from 'Components/Button';\nfetch(process.env.API_URL).then(Button);\n")
    }

    /// yarn workspaces: the root declares them and holds the lockfile.
    private func yarnWorkspaces(require specifier: String) throws -> RepoBuilder {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "acme", "private": true, "workspaces": ["packages/*"] }"#)
        try repo.write("yarn.lock", "# yarn lockfile v1\n\n")
        try repo.write(".gitignore", "node_modules/\n")
        try writeSharedConfig(repo, main: true)
        try writeApp(repo, require: specifier, lockfile: false)
        try repo.commitAll("first")
        return repo
    }

    /// A lerna 3 repository: lerna.json lists the packages, the root package.json has no workspaces, each package
    /// keeps its own lockfile.
    private func lernaPackages(require specifier: String) throws -> RepoBuilder {
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "root", "private": true, "devDependencies": { "lerna": "^3.22.1" } }"#)
        try repo.write("lerna.json", #"{ "lerna": "3.22.1", "packages": ["packages/*"], "version": "independent" }"#)
        try repo.write("packages/webpack-config/package-lock.json", #"{ "name": "@acme/webpack-config", "lockfileVersion": 1, "requires": true, "dependencies": {} }"#)
        try writeSharedConfig(repo, main: false)
        try writeApp(repo, require: specifier, lockfile: true)
        try repo.commitAll("first")
        return repo
    }

    private func expectSharedSettings(_ report: ScanReport, _ comment: Comment) {
        let places = report.findings.map { "\($0.ruleId) \($0.file):\($0.line)" }
        #expect(places.contains("wp-alias ../webpack-config/webpack.base.js:8"), "\(comment): \(places)")
        #expect(places.contains("wp-html-plugin ../webpack-config/webpack.base.js:13"), "\(comment): \(places)")
        #expect(places.contains("env-define-plugin ../webpack-config/webpack.base.js:12"), "\(comment): \(places)")
        #expect(places.contains { $0.hasPrefix("wp-") && $0.hasSuffix("../webpack-config/rules.js:3") }, "the shared config's own modules too: \(comment): \(places)")
        // The alias is the app's folder, and the DefinePlugin key answers the app's process.env read.
        #expect(report.findings.contains { $0.ruleId == "wp-alias" && $0.message.contains("→ 'src/components'") }, "\(comment)")
        let envRead = report.findings.first { $0.ruleId == "env-process-env-static" && $0.file == "src/index.js" }
        #expect(envRead?.message.contains("DefinePlugin") == true, "\(comment): \(envRead?.message ?? "none")")
        #expect(!report.findings.contains { $0.ruleId == "audit-config-unresolved" && $0.file == "webpack.config.js" }, "\(comment): \(places)")
    }

    @Test func aSharedConfigRequiredByPathIsTheApps() throws {
        let repo = try lernaPackages(require: "@acme/webpack-config/webpack.base.js")
        expectSharedSettings(try ToolProcess.scanReport([repo.path("packages/web"), "--no-cache"]), "working tree")
        expectSharedSettings(try ToolProcess.scanReport([repo.path("packages/web"), "--no-cache", "--ref", "HEAD"]), "at a revision")
        expectSharedSettings(try ToolProcess.scanReport([repo.path("packages/web"), "--no-cache", "--no-git"]), "a plain folder")
    }

    @Test func aSharedConfigRequiredByNameReadsItsMain() throws {
        let repo = try yarnWorkspaces(require: "@acme/webpack-config")
        expectSharedSettings(try ToolProcess.scanReport([repo.path("packages/web"), "--no-cache"]), "not installed")
        expectSharedSettings(try ToolProcess.scanReport([repo.path("packages/web"), "--no-cache", "--ref", "HEAD"]), "at a revision")
        // What `yarn install` links: the same package, found the same way.
        try repo.symlink("node_modules/@acme/webpack-config", to: "../../packages/webpack-config")
        try repo.symlink("node_modules/@acme/web", to: "../../packages/web")
        expectSharedSettings(try ToolProcess.scanReport([repo.path("packages/web"), "--no-cache"]), "linked in node_modules")
    }

    @Test func aFileDependencyNamesTheSharedPackageWithoutWorkspaces() throws {
        // No workspaces, no lerna: the app depends on the folder (`npm install ../webpack-config` writes this).
        let repo = try RepoBuilder()
        try repo.write("package.json", #"{ "name": "acme", "private": true }"#)
        try writeSharedConfig(repo, main: true)
        try writeApp(repo, require: "@acme/webpack-config", lockfile: true)
        let manifest = try String(contentsOfFile: repo.path("packages/web/package.json"), encoding: .utf8)
        try repo.write("packages/web/package.json", manifest.replacingOccurrences(of: #""@acme/webpack-config": "^1.0.0""#, with: #""@acme/webpack-config": "file:../webpack-config""#))
        try repo.commitAll("first")
        expectSharedSettings(try ToolProcess.scanReport([repo.path("packages/web"), "--no-cache"]), "working tree")
        expectSharedSettings(try ToolProcess.scanReport([repo.path("packages/web"), "--no-cache", "--ref", "HEAD"]), "at a revision")
        // A folder outside the repository is not read.
        try repo.write("packages/web/package.json", manifest.replacingOccurrences(of: #""@acme/webpack-config": "^1.0.0""#, with: #""@acme/webpack-config": "file:../../../webpack-config""#))
        let outside = try ToolProcess.scanReport([repo.path("packages/web"), "--no-cache"])
        #expect(!outside.findings.contains { $0.file.hasPrefix("../") })
    }

    @Test(arguments: ["yarn", "lerna"]) func aCachedReportSeesTheSharedConfigChange(layout: String) throws {
        // yarn's root lockfile makes the root's tree part of a revision's key; a lerna package's own lockfile does not.
        let repo = layout == "yarn" ? try yarnWorkspaces(require: "@acme/webpack-config") : try lernaPackages(require: "@acme/webpack-config/webpack.base.js")
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        func scan(_ extra: [String] = []) throws -> ScanReport {
            try ToolProcess.scanReport([repo.path("packages/web"), "--cache-dir", cache.path] + extra)
        }
        expectSharedSettings(try scan(), "filling the cache")
        expectSharedSettings(try scan(), "from the cache")
        expectSharedSettings(try scan(["--ref", "HEAD"]), "at a revision, filling the cache")
        // The shared config drops its alias, in the working tree and then in a commit: neither report may keep it.
        let base = try String(contentsOfFile: repo.path("packages/webpack-config/webpack.base.js"), encoding: .utf8)
        try repo.write("packages/webpack-config/webpack.base.js", base.replacingOccurrences(of: "alias: { Components: path.resolve(process.cwd(), 'src/components') },", with: ""))
        #expect(!(try scan()).findings.contains { $0.ruleId == "wp-alias" }, "the working tree")
        try repo.commitAll("no alias")
        #expect(!(try scan(["--ref", "HEAD"])).findings.contains { $0.ruleId == "wp-alias" }, "the new commit")
        expectSharedSettings(try scan(["--ref", "HEAD~1"]), "the commit before, again")
    }

    @Test func aRevisionsCachedReportIsNotReusedAfterTheSiblingsChange() throws {
        // lerna with the app's own lockfile: no lockfile workspace root puts the siblings' tree in the key. The shared
        // package first has no main (the require fails, nothing of it is read), then gains one; the app's tree is the same.
        let repo = try lernaPackages(require: "@acme/webpack-config")
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        func scan() throws -> ScanReport {
            try ToolProcess.scanReport([repo.path("packages/web"), "--cache-dir", cache.path, "--ref", "HEAD"])
        }
        #expect(!(try scan()).findings.contains { $0.ruleId == "wp-alias" }, "no main: the shared config is not read")
        let manifest = try String(contentsOfFile: repo.path("packages/webpack-config/package.json"), encoding: .utf8)
        try repo.write("packages/webpack-config/package.json", manifest.replacingOccurrences(of: #""version": "1.0.0","#, with: #""version": "1.0.0", "main": "webpack.base.js","#))
        try repo.commitAll("main")
        expectSharedSettings(try scan(), "the commit that gives it a main")
        // The shared package leaves lerna.json's list: the app's tree is still the same.
        try repo.write("lerna.json", #"{ "lerna": "3.22.1", "packages": ["packages/web"], "version": "independent" }"#)
        try repo.commitAll("one package")
        #expect(!(try scan()).findings.contains { $0.ruleId == "wp-alias" }, "no sibling any more")
    }

    @Test func aCommittedSharedConfigIsNotAnUncommittedFile() throws {
        // Reports link a committed file to the commit: the shared config's findings too, until it is edited.
        let repo = try yarnWorkspaces(require: "@acme/webpack-config")
        let report = try ToolProcess.scanReport([repo.path("packages/web"), "--no-cache"])
        expectSharedSettings(report, "working tree")
        #expect(report.source.uncommittedFiles == nil, "\(report.source.uncommittedFiles ?? [])")
        let base = try String(contentsOfFile: repo.path("packages/webpack-config/webpack.base.js"), encoding: .utf8)
        try repo.write("packages/webpack-config/webpack.base.js", "// edited\n" + base)
        let edited = try ToolProcess.scanReport([repo.path("packages/web"), "--no-cache"])
        #expect(edited.source.uncommittedFiles == ["../webpack-config/webpack.base.js"])
    }

    @Test func shardsTakenBeforeAndAfterASharedConfigEditAreNotMerged() throws {
        // Its aliases and DefinePlugin keys shape every shard's findings: two shards of two configs are no whole scan.
        let repo = try yarnWorkspaces(require: "@acme/webpack-config")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func shard(_ index: Int) throws -> String {
            let output = folder.appendingPathComponent("shard-\(index).json").path
            // A shard that failed to scan would make the refused merge below pass for the wrong reason.
            let scanned = try ToolProcess.run(["scan", repo.path("packages/web"), "--no-cache", "--shard", "\(index)/2", "--format", "json", "-o", output])
            #expect(scanned.exitCode == 0, "\(scanned.stderr)")
            return output
        }
        let first = try shard(1)
        #expect(try ToolProcess.run(["merge", first, try shard(2)]).exitCode == 0, "the same tree")
        let base = try String(contentsOfFile: repo.path("packages/webpack-config/webpack.base.js"), encoding: .utf8)
        try repo.write("packages/webpack-config/webpack.base.js", base.replacingOccurrences(of: "alias: { Components: path.resolve(process.cwd(), 'src/components') },", with: ""))
        let refused = try ToolProcess.run(["merge", first, try shard(2)])
        #expect(refused.exitCode == 2, "the shared config edited between the shards")
        #expect(refused.stderr.contains("the working tree's files differ"), "\(refused.stderr)")
    }

    @Test func aRootScanPointsAtTheAppNotAtTheConfigLibrary() throws {
        for repo in [try lernaPackages(require: "@acme/webpack-config/webpack.base.js"), try yarnWorkspaces(require: "@acme/webpack-config")] {
            let report = try ToolProcess.scanReport([repo.root, "--no-cache"])
            let pointers = report.warnings.filter { $0.message.hasPrefix("a workspace package built with") }.compactMap(\.file)
            #expect(pointers == ["packages/web/package.json"], "\(report.warnings)")
        }
    }
}
