import AuditModel
import JSLexer
import SourceStructure

/// One lexed file with its structure, path and context, as every rule sees it.
public struct SourceFile: Sendable {
    /// Relative to the scanned root, forward slashes.
    public let path: String
    public let lexed: LexedFile
    public let structure: SourceStructure
    public let context: CodeContext

    public init(path: String, lexed: LexedFile, structure: SourceStructure, context: CodeContext) {
        self.path = path
        self.lexed = lexed
        self.structure = structure
        self.context = context
        fileExtension = Self.lowercasedExtension(of: path)
        processUses = Self.findProcessUses(structure: structure, lexed: lexed)
        hotChains = findHotChains()
        hotGuardRanges = findHotGuardRanges(hotChains)
    }

    /// Lexes and structures `bytes`; the dialect comes from the file extension (`.js` when unknown).
    public init(path: String, bytes: [UInt8], context: CodeContext) {
        let ext = path.split(separator: ".").last.map(String.init) ?? "js"
        let lexed = Lexer.lex(bytes, dialect: SourceDialect(fileExtension: ext) ?? .javascript)
        self.init(path: path, lexed: lexed, structure: SourceStructure(lexed), context: context)
    }

    public var tokens: [Token] { lexed.tokens }

    /// The text of token `index`.
    public func text(_ index: Int) -> String { lexed.text(lexed.tokens[index]) }

    public func isPunct(_ index: Int, _ literal: StaticString) -> Bool {
        index >= 0 && index < lexed.tokens.count && lexed.tokens[index].kind == .punctuator
            && lexed.matches(lexed.tokens[index], literal)
    }

    public func isWord(_ index: Int, _ literal: StaticString) -> Bool {
        index >= 0 && index < lexed.tokens.count && lexed.tokens[index].kind == .identifier
            && lexed.matches(lexed.tokens[index], literal)
    }

    /// The identifier at `index`, or nil.
    public func word(_ index: Int) -> String? {
        guard index >= 0, index < lexed.tokens.count, lexed.tokens[index].kind == .identifier else { return nil }
        return lexed.text(lexed.tokens[index])
    }

    /// The unquoted value of a string (or substitution-free template) token.
    public func stringValue(_ index: Int) -> String? {
        guard index >= 0, index < lexed.tokens.count else { return nil }
        let token = lexed.tokens[index]
        guard token.kind == .string || token.kind == .template || token.kind == .jsxString, token.length >= 2 else { return nil }
        return String(lexed.text(token).dropFirst().dropLast())
    }

    /// The source text of a token range, tokens joined as written.
    public func source(_ range: Range<Int>) -> String {
        guard !range.isEmpty, range.upperBound <= lexed.tokens.count else { return "" }
        let start = Int(lexed.tokens[range.lowerBound].start)
        let end = Int(lexed.tokens[range.upperBound - 1].end)
        return String(decoding: lexed.bytes[start..<end], as: UTF8.self)
    }

    /// How many bytes of code a message quotes at most (`excerpt`).
    public static let excerptLimit = 80

    /// The source text of a token range as a message quotes it: when longer than `limit` bytes, its head and tail
    /// around "…". Messages quoting an argument as written would otherwise copy it whole into every finding, and
    /// nested calls (`require(require(…))`) would make the report grow with the square of the file.
    public func excerpt(_ range: Range<Int>, limit: Int = SourceFile.excerptLimit) -> String {
        guard !range.isEmpty, range.upperBound <= lexed.tokens.count else { return "" }
        let start = Int(lexed.tokens[range.lowerBound].start)
        let end = Int(lexed.tokens[range.upperBound - 1].end)
        let bytes = lexed.bytes
        guard end - start > limit else { return String(decoding: bytes[start..<end], as: UTF8.self) }
        // Cut between characters: back off UTF-8 continuation bytes (10xxxxxx) at both cuts.
        func isContinuation(_ offset: Int) -> Bool { bytes[offset] & 0xC0 == 0x80 }
        var headEnd = start + (limit - 1) / 2
        while headEnd > start, isContinuation(headEnd) { headEnd -= 1 }
        var tailStart = end - (limit - 1) / 2
        while tailStart < end, isContinuation(tailStart) { tailStart += 1 }
        return String(decoding: bytes[start..<headEnd], as: UTF8.self) + "…" + String(decoding: bytes[tailStart..<end], as: UTF8.self)
    }

    /// Member chains rooted at free references to `name`.
    public func freeChains(_ name: String) -> [MemberChain] {
        structure.freeReferences(to: name).map { structure.memberChain(at: $0, in: lexed) }
    }

    /// True when the file is a test file, a test setup file or under `__tests__/`.
    public var isTest: Bool { context == .test }

    /// Every use of a free `process`, directly or through `global.`/`globalThis.`/`window.`/`self.`, in source
    /// order. Found once: eight rules ask, and each question was five lookups of hashed names.
    public let processUses: [ProcessUse]

    /// The file's extension without the dot, lowercased (computed once: rules ask for it per token).
    public let fileExtension: String

    /// webpack HMR API uses (`module.hot…`, `import.meta.webpackHot…`), found once: wp-module-hot reports them and
    /// `hotGuardRanges` comes from them.
    public private(set) var hotChains: [HotChain] = []

    /// Token ranges of webpack HMR code (`if (module.hot) { … }`, `module.hot.accept(…)`'s arguments), found once:
    /// the finding sink drops findings there for every rule but wp-module-hot and the syntax rules.
    public private(set) var hotGuardRanges: [ClosedRange<Int>] = []

    static func lowercasedExtension(of path: String) -> String {
        let name = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[path.utf8.index(after: $0)...] } ?? Substring(path)
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return "" }
        return String(name[name.utf8.index(after: dot)...]).lowercased()
    }
}
