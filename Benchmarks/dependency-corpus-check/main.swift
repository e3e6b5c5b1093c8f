import DependencyAudit
import Foundation

// Usage: dependency-corpus-check <project> [--vite 7|8] [--trusted <dir>]...
// Audits every dependency declared in <project>/package.json as if the app imported it once, and prints
// one tab-separated line per package: name, format, field, entry (absolute, links not resolved).
var arguments = Array(CommandLine.arguments.dropFirst())
var vite = DependencyAuditOptions.latestVite
var trusted: [String] = []
var project: String?
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--vite":
        guard let value = arguments.first.flatMap(Int.init) else {
            FileHandle.standardError.write(Data("--vite needs a major version (7 or 8)\n".utf8))
            exit(64)
        }
        vite = value
        arguments.removeFirst()
    case "--trusted":
        guard let value = arguments.first else {
            FileHandle.standardError.write(Data("--trusted needs a directory\n".utf8))
            exit(64)
        }
        trusted.append(value)
        arguments.removeFirst()
    default:
        project = argument
    }
}
guard let project else {
    FileHandle.standardError.write(Data("usage: dependency-corpus-check <project> [--vite 7|8] [--trusted <dir>]...\n".utf8))
    exit(64)
}
let tree = DiskPackageTree(root: project, trustedRoots: trusted)
guard let bytes = tree.read("package.json"), case .success(let manifest) = PackageManifest.parse(path: "package.json", bytes: bytes) else {
    FileHandle.standardError.write(Data("\(project)/package.json is missing or malformed; run scripts/make-nodejs-corpus.sh first\n".utf8))
    exit(66)
}
var sites: [String: [ImportSite]] = [:]
for (index, declaration) in manifest.declarations.enumerated() {
    sites[declaration.name] = [ImportSite(file: "src/index.js", line: index + 1, kind: .default)]
}
let clock = ContinuousClock()
let started = clock.now
let result = DependencyAuditor(tree: tree, options: DependencyAuditOptions(vite: vite)).audit(importSites: sites)
let elapsed = clock.now - started
var output = ""
for record in result.dependencies {
    let entry = record.entry.map { $0.hasPrefix("/") ? $0 : tree.root + "/" + $0 } ?? "-"
    output += "\(record.name)\t\(record.format.rawValue)\t\(record.field ?? "-")\t\(entry)\n"
}
FileHandle.standardOutput.write(Data(output.utf8))
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
FileHandle.standardError.write(Data("audited \(result.dependencies.count) packages in \(String(format: "%.2f", seconds)) s (\(result.findings.count) findings, \(result.warnings.count) warnings)\n".utf8))
for warning in result.warnings {
    FileHandle.standardError.write(Data("warning: \(warning.file ?? "-"): \(warning.message)\n".utf8))
}
