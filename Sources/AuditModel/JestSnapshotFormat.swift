/// Snapshots written in Jest's format before Jest 29, which Vitest does not print.
///
/// Until Jest 29, pretty-format ran with `printBasicPrototype: true` and `escapeString: true`: a plain object was
/// written `Object {`, an array `Array [`, and quotes inside strings were escaped. Vitest (from 1.0, like Jest 29)
/// prints `{`, `[` and quotes as they are, so every such snapshot, in a `.snap` file or inline, fails until Vitest is
/// told the old format or the snapshot is written again. Shared by the inline-snapshot rule (source) and the `.snap`
/// file check (configuration), which report under one id.
public enum JestSnapshotFormat {
    /// The rule both report under.
    public static let ruleID = "test-snapshot-format"

    /// The rule, as `rules` and `explain` show it; its examples are inline snapshots (the source half).
    public static let description = RuleDescription(
        id: ruleID, title: "Snapshots in Jest's pre-29 format",
        summary: "Snapshots in Jest ≤ 28's format, plain objects as `Object {`, arrays as `Array [` and quotes in strings escaped: `__snapshots__/*.snap` files, and `toMatchInlineSnapshot`/`toThrowErrorMatchingInlineSnapshot` templates in test files; one finding per file, at its first such snapshot.",
        rationale: "Jest before 29 wrote snapshots with `printBasicPrototype: true` and `escapeString: true`; Vitest, like Jest 29, prints `{`, `[` and unescaped quotes, so each of these snapshots fails under Vitest as it stands.",
        defaultSeverity: .autoFixable,
        replacement: "`test: { snapshotFormat: { printBasicPrototype: true, escapeString: true } }` in the Vitest config; or `vitest -u` once, reviewing the rewritten snapshots.",
        sourceURL: "https://vitest.dev/config/#snapshotformat",
        triggeringExamples: [
            RuleExample("it('reads', () => {\n  expect(parse('a=1')).⟦toMatchInlineSnapshot(`\n    Object {\n      \"a\": \"1\",\n    }\n  `);\n});", fileName: "src/parse.test.js"),
            RuleExample("expect(list()).⟦toMatchInlineSnapshot(`Array []`);\nexpect(list(1)).toMatchInlineSnapshot(`\n  Array [\n    1,\n  ]\n`);", fileName: "src/list.test.js"),
            RuleExample("expect(user).⟦toMatchInlineSnapshot({ id: expect.any(Number) }, `\n  Object {\n    \"id\": Any<Number>,\n  }\n`);", fileName: "src/user.test.js"),
            RuleExample("expect(html()).⟦toMatchInlineSnapshot(`\"<a title=\\\\\"x\\\\\">\"`);", fileName: "src/html.test.js"),
        ],
        nonTriggeringExamples: [
            RuleExample("expect(parse('a=1')).toMatchInlineSnapshot(`\n  {\n    \"a\": \"1\",\n  }\n`);", fileName: "src/parse.test.js"),
            RuleExample("expect(render()).toMatchInlineSnapshot(`\"<p>Object { is text here</p>\"`);", fileName: "src/render.test.js"),
            RuleExample("const text = `\n  Object {\n  }\n`;\nexpect(text).toMatchSnapshot();", fileName: "src/text.test.js"),
            "const example = { toMatchInlineSnapshot: (s) => s };\nexample.toMatchInlineSnapshot(`Object {}`);",
        ])

    /// The Vitest setting that reads the snapshots as Jest wrote them.
    public static let vitestSetting = "test: { snapshotFormat: { printBasicPrototype: true, escapeString: true } }"

    /// What such snapshots print against what Vitest prints, as the source rule's and the `.snap` check's findings
    /// both state it.
    public static let difference = "values in Jest ≤ 28's format (`Object {`, `Array [`, escaped quotes); Vitest prints `{`, `[` and quotes as they are"

    /// The fix, as findings state it.
    public static let fix = vitestSetting + " in the Vitest config keeps them as written; or run vitest -u once and review the rewritten snapshots"

    /// The 0-based line of the first value in the old format in a `.snap` file, or nil: the first line that opens an
    /// old-format value (`firstOpeningLine`), or the first quote escaped by `escapeString` in one of its snapshots.
    public static func firstLegacyLine(inSnapshotFile bytes: ArraySlice<UInt8>) -> Int? {
        let quoted = snapshotValues(inFile: bytes).lazy.compactMap { value in
            firstEscapedQuoteLine(inTemplate: bytes[value]).map { $0 + bytes[..<value.lowerBound].count { $0 == UInt8(ascii: "\n") } }
        }.first
        return [firstOpeningLine(in: bytes), quoted].compactMap { $0 }.min()
    }

    /// The 0-based line, counted from the start of `bytes`, of the first line in the old format in one snapshot, the
    /// text between an inline snapshot's backticks (as written, its backslashes and backticks escaped), or nil.
    public static func firstLegacyLine(inTemplate bytes: ArraySlice<UInt8>) -> Int? {
        [firstOpeningLine(in: bytes), firstEscapedQuoteLine(inTemplate: bytes)].compactMap { $0 }.min()
    }

    /// The 0-based line of the first line that opens a value in the old format. A line qualifies when, after its
    /// indentation, an optional `"key": ` (a property), or a `.snap` file's ``exports[`name 1`] = ` `` head, it starts
    /// with `Object {` or `Array [` (where pretty-format puts a value, never where a string's text would be).
    static func firstOpeningLine(in bytes: ArraySlice<UInt8>) -> Int? {
        var line = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let end = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            if opensLegacyValue(bytes[index..<end]) { return line }
            line += 1
            index = end + 1
        }
        return nil
    }

    /// The 0-based line of the first quote that `escapeString` escaped in one snapshot's template text, or nil.
    ///
    /// A quote escaped inside a string (`\\"` once the template's own backslashes are escaped) is no proof alone: Jest 29
    /// writes strings as they are, and a string that holds `\"` (`JSON.stringify` of a quote) prints the same. What
    /// only escapeString's output has is that every string closes at its first unescaped quote: read so, each string
    /// ends where a value does (before a line end, `,`, `:`, a space, `>`, `/` or a closing bracket). Jest 29's
    /// `"{"a":"say \\"hi\\""}"` closes after `{` and goes on with `a`, so it is not taken for the old format.
    static func firstEscapedQuoteLine(inTemplate bytes: ArraySlice<UInt8>) -> Int? {
        // The text as pretty-format printed it, before jest-snapshot escaped backticks, backslashes and `${`.
        var printed: [UInt8] = []
        printed.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.endIndex { index += 1 }
            printed.append(bytes[index])
            index += 1
        }
        var line = 0
        var inString = false
        var escaped = false
        var first: Int?
        for (offset, byte) in printed.enumerated() {
            if byte == UInt8(ascii: "\n") { line += 1 }
            guard inString else {
                if byte == UInt8(ascii: "\""), Self.opensValue(before: offset, in: printed) { inString = true }
                continue
            }
            if escaped {
                if byte == UInt8(ascii: "\""), first == nil { first = line }
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                guard offset + 1 == printed.count || endsValue(printed[offset + 1]) else { return nil }
                inString = false
            }
        }
        return inString ? nil : first
    }

    /// Whether `byte`, right after a string's closing quote, is where pretty-format ends a value or a key (a checkout
    /// with CRLF line ends has `\r` there).
    private static func endsValue(_ byte: UInt8) -> Bool {
        "\r\n,: >/)]}".utf8.contains(byte)
    }

    /// Whether a quote at `offset` of the printed text stands where pretty-format puts a string: at a line's start
    /// (after indentation), after `=` (a prop), `: ` (a key), `=> ` (a Map), an opening bracket or a comma, or after
    /// an asymmetric matcher's name (`StringContaining "a"`). A React or DOM text child is printed as it is, quotes bare
    /// in both formats (`Click "OK".`): its quotes open no string.
    private static func opensValue(before offset: Int, in printed: [UInt8]) -> Bool {
        var index = offset - 1
        while index >= 0, printed[index] == UInt8(ascii: " ") || printed[index] == UInt8(ascii: "\t") { index -= 1 }
        guard index >= 0, printed[index] != UInt8(ascii: "\n") else { return true }
        if "=:>[({,".utf8.contains(printed[index]) { return true }
        return printed[...index].reversed().starts(with: "Containing".utf8.reversed())
    }

    /// The ranges of a `.snap` file's snapshots: the text of each template that follows ``exports[`name 1`] =``.
    static func snapshotValues(inFile bytes: ArraySlice<UInt8>) -> [Range<Int>] {
        var values: [Range<Int>] = []
        var index = bytes.startIndex
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "`")) {
            var close = open + 1
            while close < bytes.endIndex, bytes[close] != UInt8(ascii: "`") {
                close += bytes[close] == UInt8(ascii: "\\") ? 2 : 1
            }
            guard close < bytes.endIndex else { break }
            if bytes[..<open].last(where: { $0 != UInt8(ascii: " ") }) == UInt8(ascii: "=") { values.append((open + 1)..<close) }
            index = close + 1
        }
        return values
    }

    /// Whether one line (without its line feed) starts a value in the old format.
    private static func opensLegacyValue(_ line: ArraySlice<UInt8>) -> Bool {
        var rest = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        if rest.starts(with: "exports[`".utf8), let head = range(of: "`] = `", in: rest) {
            rest = rest[head.upperBound...]
        } else if rest.first == UInt8(ascii: "\""), let key = range(of: "\": ", in: rest.dropFirst()) {
            rest = rest[key.upperBound...]
        }
        return rest.starts(with: "Object {".utf8) || rest.starts(with: "Array [".utf8)
    }

    /// Where `needle` first occurs in `haystack`, as indices of `haystack`.
    private static func range(of needle: String, in haystack: ArraySlice<UInt8>) -> Range<Int>? {
        let pattern = Array(needle.utf8)
        let offset = pattern.withUnsafeBufferPointer { pattern in
            haystack.withUnsafeBufferPointer { ByteSearch.firstOffset(of: pattern, in: $0) }
        }
        return offset.map { (haystack.startIndex + $0)..<(haystack.startIndex + $0 + pattern.count) }
    }
}
