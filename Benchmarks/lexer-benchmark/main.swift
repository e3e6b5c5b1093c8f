// Lexer throughput, single-threaded: `swift run -c release lexer-benchmark [directory]`.
//
// Generates a deterministic corpus (plain JavaScript, JSX-heavy, TypeScript, minified; a few MB each), lexes
// each kind repeatedly and prints the best and median MB/s (1 MB = 10^6 bytes). With a directory argument it
// also lexes every .js/.jsx/.mjs/.cjs/.ts/.tsx/.mts/.cts file below it, e.g. /usr/share/nodejs.
import Foundation
import JSLexer

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("-h") || arguments.contains("--help") || arguments.count > 1 {
    print("usage: lexer-benchmark [directory-of-js-files]")
    exit(arguments.count > 1 ? 64 : 0)
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


print("kind          size(MB)  tokens/byte  errors   best MB/s  median MB/s")
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
