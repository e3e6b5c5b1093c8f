import AuditModel
import Testing
@testable import ConfigAudit

/// An alias leading out of the folders Vite's dev server serves (the project, or its workspace root): the alias fix
/// says what server.fs.allow must add, and only then.
struct AliasOutsideServedFoldersTests {
    private static let outsideNote = "'../shared' lies outside the project, where Vite's dev server serves files from by default (server.fs.allow): modules imported through the alias still load, but fonts and images its stylesheets reference with url() get a 403 unless server: { fs: { allow: [searchForWorkspaceRoot(process.cwd()), '../shared'] } }"

    private func aliasFixes(_ files: [String: String], workspace: WorkspacePackages? = nil) -> [String: String] {
        let result = ConfigAuditor.audit(ConfigProject(files: Array(files.keys), workspace: workspace) { files[$0].map { Array($0.utf8) } })
        return Dictionary(uniqueKeysWithValues: result.findings("wp-alias").map { ($0.message, $0.fix ?? "") })
    }

    private static let webpackConfig = """
        const path = require('path');
        module.exports = {
          entry: './src/index.js',
          resolve: { alias: { '@shared': path.resolve(__dirname, '../shared/src'), '@': path.resolve(__dirname, 'src') } },
        };

        """

    @Test func aWebpackAliasOutOfTheProjectNamesServerFsAllow() {
        let fixes = aliasFixes(["webpack.config.js": Self.webpackConfig])
        let shared = fixes.first { $0.key.contains("'@shared'") }?.value
        #expect(shared == "resolve: { alias: [{ find: '@shared', replacement: path.resolve(__dirname, '../shared/src') }] }; " + Self.outsideNote)
        let inside = fixes.first { $0.key.contains("'@'") }?.value
        #expect(inside == "resolve: { alias: [{ find: '@', replacement: path.resolve(__dirname, 'src') }] }")
    }

    @Test func tsconfigPathsOutOfTheProjectNameServerFsAllow() {
        let fixes = aliasFixes(["tsconfig.json": #"{ "compilerOptions": { "paths": { "@shared/*": ["../shared/src/*"] } } }"#])
        #expect(fixes.values.first?.hasSuffix("replacement: path.resolve(__dirname, '../shared/src') }] }; " + Self.outsideNote) == true, "\(fixes)")
    }

    /// In packages/web of a workspace, '../shared' is a sibling package under the workspace root Vite serves.
    @Test func aTargetInsideTheWorkspaceRootNeedsNothing() {
        let workspace = WorkspacePackages(packages: [], scannedFolder: "packages/web") { _ in false }
        let fixes = aliasFixes(["webpack.config.js": Self.webpackConfig], workspace: workspace)
        #expect(fixes.first { $0.key.contains("'@shared'") }?.value == "resolve: { alias: [{ find: '@shared', replacement: path.resolve(__dirname, '../shared/src') }] }")
        let outside = aliasFixes(["webpack.config.js": Self.webpackConfig.replacingOccurrences(of: "'../shared/src'", with: "'../../../vendor/ui'")], workspace: workspace)
        #expect(outside.first { $0.key.contains("'@shared'") }?.value.contains(
            "'../../../vendor' lies outside the project and its workspace root, where Vite's dev server serves files from by default") == true, "\(outside)")
    }
}
