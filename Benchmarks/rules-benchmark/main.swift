// rules-benchmark: times the source-rule pipeline (lex, structure, classify, rules) over a folder of JS/TS files
// and prints files/s and MB/s per phase. Usage: swift run -c release rules-benchmark [folder] (default
// /usr/share/nodejs). Figures only; nothing is asserted.
import Foundation
import JSLexer
import SourceRules
import SourceStructure

let folder = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "/usr/share/nodejs"
guard FileManager.default.fileExists(atPath: folder) else {
    FileHandle.standardError.write(Data("rules-benchmark: \(folder) does not exist; pass a folder of JavaScript files\n".utf8))
    exit(2)
}

var sources: [(path: String, bytes: [UInt8])] = []
let root = URL(fileURLWithPath: folder).standardizedFileURL
let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
while let url = enumerator?.nextObject() as? URL {
    guard ["js", "jsx", "ts", "tsx", "mjs", "cjs"].contains(url.pathExtension), let data = try? Data(contentsOf: url) else { continue }
    sources.append(("src/" + url.standardizedFileURL.path.dropFirst(root.path.count + 1), Array(data)))
}
sources.sort { $0.path < $1.path }
let bytes = sources.reduce(0) { $0 + $1.bytes.count }
let megabytes = Double(bytes) / 1_048_576

func measure<T>(_ body: () -> T) -> (T, Double) {
    let start = DispatchTime.now().uptimeNanoseconds
    let value = body()
    return (value, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
}

let facts = ProjectFacts.examples
let (inputs, lexTime) = measure {
    sources.map { source -> ContextClassifier.Input in
        let ext = source.path.split(separator: ".").last.map(String.init) ?? "js"
        let lexed = Lexer.lex(source.bytes, dialect: SourceDialect(fileExtension: ext) ?? .javascript)
        return ContextClassifier.Input(path: source.path, lexed: lexed, structure: SourceStructure(lexed))
    }
}
let (contexts, classifyTime) = measure { ContextClassifier(facts: facts).classify(inputs) }
let files = inputs.map { SourceFile(path: $0.path, lexed: $0.lexed, structure: $0.structure, context: contexts[$0.path] ?? .unknown) }
let (findings, rulesTime) = measure { SourceRuleEngine().run(files: files, facts: facts) }

func line(_ phase: String, _ seconds: Double) -> String {
    let label = phase.padding(toLength: 20, withPad: " ", startingAt: 0)
    return label + String(format: " %8.2f s  %9.0f files/s  %7.1f MB/s", seconds, Double(files.count) / seconds, megabytes / seconds)
}
print(String(format: "%d files, %.1f MB, %d findings from %d rules", files.count, megabytes, findings.count, SourceRuleRegistry.all.count))
print(line("lex + structure", lexTime))
print(line("classify contexts", classifyTime))
print(line("rules (all)", rulesTime))
print(line("total", lexTime + classifyTime + rulesTime))

// The slowest rules, each run alone over every file.
let project = ProjectContext(facts: facts, files: files)
var perRule: [(String, Double)] = []
for rule in SourceRuleRegistry.all {
    let engine = SourceRuleEngine(rules: [rule])
    let (_, seconds) = measure { files.reduce(0) { $0 + engine.rawFindings(in: $1, project: project).count } }
    var total = seconds
    if let projectRule = rule as? any ProjectRule {
        var sinks = ProjectFindingSinks(rule: rule.description)
        let (_, projectSeconds) = measure { projectRule.checkProject(files, in: project, into: &sinks) }
        total += projectSeconds
    }
    perRule.append((rule.description.id, total))
}
print(String(format: "sum of rules run alone: %.2f s", perRule.reduce(0) { $0 + $1.1 }))
print("slowest rules:")
for (id, seconds) in perRule.sorted(by: { $0.1 > $1.1 }).prefix(10) {
    print("  " + id.padding(toLength: 32, withPad: " ", startingAt: 0) + String(format: "%6.2f s", seconds))
}
