import Testing
@testable import Reporting

/// Finding and warning paths as CI wants them: from the repository root, also for a file outside the scanned
/// package (a sibling's shared webpack config, the workspace root's lockfile).
@Suite struct ReportPathsTests {
    @Test(arguments: [
        ("src/index.js", "packages/web", "packages/web/src/index.js"),
        ("../webpack-config/webpack.base.js", "packages/web", "packages/webpack-config/webpack.base.js"),
        ("../../yarn.lock", "packages/web", "yarn.lock"),
        ("../../yarn.lock", "packages/web/", "yarn.lock"),
        ("src/index.js", "", "src/index.js"),
        ("../shared/x.js", "./apps/web", "apps/shared/x.js"),
    ])
    func repositoryPath(file: String, root: String, expected: String) {
        #expect(ReportPaths.repositoryPath(file, root: root) == expected)
    }
}
