import AuditModel
import Foundation
import GitTestSupport
import Testing

/// Configuration and manifests with a stray non-UTF-8 byte are still read; ones that cannot be read as text
/// are named in the warnings, never taken for absent files.
@Suite struct ProjectTextEncodingTests {
    private func scan(_ repo: RepoBuilder, _ extra: [String] = []) throws -> ScanReport {
        try ToolProcess.scanReport([repo.root, "--no-cache"] + extra)
    }

    @Test("a Latin-1 byte in .env or package.json keeps their findings", arguments: [[], ["--ref", "HEAD"], ["--no-git"]])
    func latin1BytesDoNotHideConfiguration(_ extra: [String]) throws {
        let repo = try RepoBuilder()
        try repo.write(rawPath: Array(".env".utf8), bytes: Array("REACT_APP_KEY=x\n# caf".utf8) + [0xE9, 0x0A])
        try repo.write(rawPath: Array("package.json".utf8), bytes: Array("{\"name\":\"d9\",\"description\":\"caf".utf8) + [0xE9]
            + Array("\",\"dependencies\":{\"react-scripts\":\"4.0.3\",\"webpack\":\"4.44.2\"}}".utf8))
        try repo.commitAll("latin-1")
        let rules = Set(try scan(repo, extra).findings.map(\.ruleId))
        for rule in ["env-react-app-prefix", "cra-react-scripts", "dep-webpack-only"] {
            #expect(rules.contains(rule), "\(extra): \(rule) missing from \(rules.sorted())")
        }
    }

    @Test func aBinaryEnvFileIsNamedInTheWarnings() throws {
        let repo = try RepoBuilder()
        try repo.write(rawPath: Array(".env".utf8), bytes: Array("REACT_APP_KEY=x\n".utf8) + [0x00, 0x01])
        try repo.write("package.json", "{\"name\":\"d9\"}\n")
        try repo.commitAll("binary env")
        let warnings = try scan(repo).warnings.filter { $0.file == ".env" }
        #expect(warnings.count == 1 && warnings.first?.message.hasPrefix("not read as text (a binary file") == true, "\(warnings)")
    }
}
