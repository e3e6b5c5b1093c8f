// Lexer throughput, single-threaded: `swift run -c release lexer-benchmark [directory]`.
//
// Generates a deterministic corpus (plain JavaScript, JSX-heavy, TypeScript, minified; a few MB each), lexes
// each kind repeatedly and prints MB/s per core (thread CPU time) and by the wall clock (1 MB = 10^6 bytes).
// With a directory argument it also lexes every .js/.jsx/.mjs/.cjs/.ts/.tsx/.mts/.cts file below it, e.g.
// /usr/share/nodejs.
//
// `lexer-benchmark --dump-positions OUT.tsv DIRECTORY` instead writes token positions for
// scripts/lexer-vs-babel.js (a differential check against @babel/parser); `--write-corpus DIRECTORY` writes
// the generated corpus as files, so that it can be checked the same way.
import Foundation
import JSLexer

let usage = """
    usage: lexer-benchmark [DIRECTORY]
           lexer-benchmark --dump-positions OUT.tsv DIRECTORY
           lexer-benchmark --write-corpus DIRECTORY
    """
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("-h") || arguments.contains("--help") {
    print(usage)
    exit(0)
}
if arguments.first == "--dump-positions" {
    guard arguments.count == 3 else {
        FileHandle.standardError.write(Data("--dump-positions needs an output file and a directory\n\(usage)\n".utf8))
        exit(64)
    }
    let files = SourceFileCollector.collect(under: arguments[2])
    do {
        try PositionDump.write(files, to: arguments[1])
        print("wrote positions for \(files.count) files to \(arguments[1])")
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("cannot write \(arguments[1]): \(error)\n".utf8))
        exit(73)
    }
}
if arguments.count > 1 && arguments.first != "--write-corpus" {
    FileHandle.standardError.write(Data(usage.utf8 + [10]))
    exit(64)
}

#if DEBUG
print("warning: debug build; measure with `swift run -c release lexer-benchmark`")
#endif

let corpusSize = 4_000_000
var generator = CorpusGenerator(seed: 20_261_122)
let corpora: [(name: String, dialect: SourceDialect, bytes: [UInt8])] = [
    ("plain JS", .javascript, generator.plainJavaScript(bytes: corpusSize)),
    ("JSX-heavy", .jsx, generator.jsxHeavy(bytes: corpusSize)),
    ("TypeScript", .typescript, generator.typeScript(bytes: corpusSize)),
    ("minified", .javascript, generator.minified(bytes: corpusSize)),
]


if arguments.first == "--write-corpus" {
    guard arguments.count == 2 else {
        FileHandle.standardError.write(Data("--write-corpus needs a directory\n\(usage)\n".utf8))
        exit(64)
    }
    let names = ["plain.js", "jsx-heavy.jsx", "typescript.ts", "minified.js"]
    for (corpus, name) in zip(corpora, names) {
        let path = arguments[1] + "/" + name
        do {
            try Data(corpus.bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            FileHandle.standardError.write(Data("cannot write \(path): \(error)\n".utf8))
            exit(73)
        }
    }
    print("wrote \(names.count) corpus files to \(arguments[1])")
    exit(0)
}

print(BenchmarkRun<Int>.header)
for corpus in corpora {
    let result = BenchmarkRun.measure(repetitions: 9) { Lexer.lex(corpus.bytes, dialect: corpus.dialect) }
    let file = result.lastOutput
    print(BenchmarkRun.row(corpus.name, bytes: corpus.bytes.count,
                           tokensPerByte: Double(file.tokens.count) / Double(corpus.bytes.count),
                           errors: file.errors.count, result: result))
}

if let directory = arguments.first {
    let files = SourceFileCollector.collect(under: directory)
    if files.isEmpty {
        print("no .js/.jsx/.mjs/.cjs/.ts/.tsx/.mts/.cts files found under \(directory)")
        exit(66)
    }
    let totalBytes = files.reduce(0) { $0 + $1.bytes.count }
    var filesWithErrors = 0
    let result = BenchmarkRun.measure(repetitions: 3) { () -> Int in
        var errorFiles = 0
        for file in files where !Lexer.lex(file.bytes, dialect: file.dialect).errors.isEmpty { errorFiles += 1 }
        return errorFiles
    }
    filesWithErrors = result.lastOutput
    print(BenchmarkRun.row("\(files.count) files", bytes: totalBytes, tokensPerByte: nil, errors: filesWithErrors,
                           result: result))
    print("(\(filesWithErrors) of \(files.count) files under \(directory) have at least one lexing error)")
}
