import GitKit
import Testing

@testable import ScanEngine

/// The folder index a revision's dependency audit walks (`node_modules`, workspace packages).
@Suite struct RevisionPackageTreeIndexTests {
    /// Each folder lists its next components whatever order the paths come in; the walk up from a file stops at the
    /// first folder already known, which must not lose an ancestor's entry.
    @Test(arguments: [false, true])
    func everyFolderListsItsChildren(reversed: Bool) {
        let paths = [
            "package.json", "src/index.js", "src/a/b/c.js", "src/a/d.js", "node_modules/react/package.json",
            "node_modules/react/cjs/react.development.js", "node_modules/@babel/core/lib/index.js", "src/a/b/e/f.js",
        ]
        let listed = (reversed ? paths.reversed() : paths).map { SourceFileEntry(rawPath: Array($0.utf8), size: nil, blobID: nil) }
        let index = RevisionPackageTree.Index(files: listed)
        #expect(index.directories == [
            "": ["node_modules", "package.json", "src"],
            "src": ["a", "index.js"],
            "src/a": ["b", "d.js"],
            "src/a/b": ["c.js", "e"],
            "src/a/b/e": ["f.js"],
            "node_modules": ["@babel", "react"],
            "node_modules/react": ["cjs", "package.json"],
            "node_modules/react/cjs": ["react.development.js"],
            "node_modules/@babel": ["core"],
            "node_modules/@babel/core": ["lib"],
            "node_modules/@babel/core/lib": ["index.js"],
        ])
        #expect(index.files.count == paths.count)
    }
}
