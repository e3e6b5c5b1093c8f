import JSLexer
import SourceStructure

/// The static shape of a computed module specifier: `` `./pages/${name}.js` `` or `'./pages/' + name + '.js'`.
struct DynamicSpecifier {
    /// The static text before the first variable part; nil when the specifier starts with a variable.
    var head: String?
    /// The static text after the last variable part; nil when it ends with a variable.
    var tail: String?
    /// True when no part of it is a literal (`import(path)`).
    var isFullyDynamic: Bool
    /// How many variable parts it has: `` `./pages/${area}/${page}` `` has two.
    var variableParts = 0
    /// The `/`s in the static text between the variable parts: `` `./pages/${area}/${page}.js` `` has one.
    var middleSlashes = 0
    /// A concatenation written as one template literal (`'./img/' + name + '.png'` → `` `./img/${name}.png` ``); nil
    /// for a template. Vite's `new URL(…, import.meta.url)` rewrite reads only a single literal.
    var concatenationAsTemplate: String?

    /// Reads the first argument of an `import()`/`require()`; nil for a plain literal.
    init?(_ range: Range<Int>, in file: SourceFile) {
        guard !range.isEmpty else { return nil }
        let tokens = file.tokens
        let first = tokens[range.lowerBound]
        if range.count == 1, first.kind == .string || first.kind == .template { return nil }
        if first.kind == .templateHead {
            let text = file.text(range.lowerBound)
            head = String(text.dropFirst().dropLast(2))
            let last = tokens[range.upperBound - 1]
            tail = last.kind == .templateTail ? String(file.text(range.upperBound - 1).dropFirst().dropLast()) : nil
            isFullyDynamic = false
            // Each substitution ends where a middle or tail part of the template starts.
            variableParts = range.filter { tokens[$0].kind == .templateMiddle || tokens[$0].kind == .templateTail }.count
            if last.kind != .templateTail { variableParts += 1 }
            middleSlashes = range.filter { tokens[$0].kind == .templateMiddle }.reduce(0) { $0 + file.text($1).filter { $0 == "/" }.count }
            return
        }
        let parts = Self.terms(range, in: file)
        let literals = parts.map { file.literal($0) }
        if parts.count == 1 {
            head = nil
            tail = nil
            isFullyDynamic = true
            return
        }
        // Literals only (`'./pages/' + 'home.js'`): one static path, which Vite bundles as written.
        if literals.allSatisfy({ $0 != nil }) { return nil }
        head = literals.first ?? nil
        tail = literals.last ?? nil
        isFullyDynamic = literals.allSatisfy { $0 == nil }
        variableParts = literals.filter { $0 == nil }.count
        middleSlashes = literals.dropFirst().dropLast().reduce(0) { $0 + ($1 ?? "").filter { $0 == "/" }.count }
        concatenationAsTemplate = Self.template(parts, literals, in: file)
    }

    /// A concatenation of string literals only (`'./img/' + 'logo.png'`) as the one template literal it spells
    /// (`` `./img/logo.png` ``); nil for anything else. The initialiser leaves it out: its value is static.
    static func literalsOnlyTemplate(_ range: Range<Int>, in file: SourceFile) -> String? {
        let parts = terms(range, in: file)
        let literals = parts.map { file.literal($0) }
        guard parts.count > 1, literals.allSatisfy({ $0 != nil }) else { return nil }
        return template(parts, literals, in: file)
    }

    /// The terms of `'a' + x + 'b'`: the range split at its top-level `+`s.
    private static func terms(_ range: Range<Int>, in file: SourceFile) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var j = range.lowerBound
        while j < range.upperBound {
            if let close = file.structure.partner(of: j), close > j {
                j = close + 1
                continue
            }
            if file.isPunct(j, "+") {
                parts.append(start..<j)
                start = j + 1
            }
            j += 1
        }
        parts.append(start..<range.upperBound)
        return parts
    }

    /// The terms written as one template literal: each literal's text as written, each other term a substitution.
    private static func template(_ parts: [Range<Int>], _ literals: [String?], in file: SourceFile) -> String {
        let pieces = zip(parts, literals).map { part, literal in
            literal.map { $0.replacingOccurrences(of: "`", with: "\\`").replacingOccurrences(of: "${", with: "\\${") }
                ?? "${\(file.excerpt(part))}"
        }
        return "`" + pieces.joined() + "`"
    }

    var isRelative: Bool {
        guard let head else { return false }
        return head.hasPrefix("./") || head.hasPrefix("../")
    }

    /// True when the static tail ends with a file extension (`.js`, `.json`).
    var hasExtension: Bool {
        guard let tail, let dot = tail.lastIndex(of: ".") else { return false }
        let ext = tail[tail.index(after: dot)...]
        return !ext.isEmpty && !ext.contains("/") && ext.allSatisfy { $0.isLetter || $0.isNumber }
    }

}
