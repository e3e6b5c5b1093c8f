import AuditModel
import DependencyAudit
import SourceRules

/// A compact binary form for cache payloads: JSON decoding of every finding was most of a warm scan's time.
/// Integers are LEB128 varints (zig-zag), strings a length and UTF-8 bytes. Decoding never traps: any
/// malformed payload reads as nil (the checksum already rejects accidental damage).
protocol CacheCodable {
    func encode(into writer: inout CacheWriter)
    init?(from reader: inout CacheReader)
}

/// Appends values to a byte buffer.
struct CacheWriter {
    private(set) var bytes: [UInt8] = []

    mutating func int(_ value: Int) {
        var rest = UInt64(bitPattern: Int64((value << 1) ^ (value >> 63)))
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func string(_ value: String) {
        int(value.utf8.count)
        bytes.append(contentsOf: value.utf8)
    }

    mutating func optionalString(_ value: String?) {
        bool(value != nil)
        if let value { string(value) }
    }

    mutating func strings(_ values: [String]) {
        int(values.count)
        for value in values { string(value) }
    }

    /// Appends what another writer wrote.
    mutating func append(_ other: CacheWriter) { bytes.append(contentsOf: other.bytes) }
}

/// Reads values back; every read returns nil past the end or on a malformed value.
struct CacheReader {
    private let bytes: ArraySlice<UInt8>
    private var position: Int

    init(_ bytes: [UInt8]) { self.init(bytes[...]) }

    /// Reads a part of a larger buffer in place (an entry's payload after its header).
    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        position = bytes.startIndex
    }

    var isAtEnd: Bool { position == bytes.endIndex }

    mutating func int() -> Int? {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while position < bytes.endIndex, shift < 64 {
            let byte = bytes[position]
            position += 1
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 {
                let decoded = (result >> 1) ^ (0 &- (result & 1))
                return Int(Int64(bitPattern: decoded))
            }
            shift += 7
        }
        return nil
    }

    mutating func bool() -> Bool? {
        guard position < bytes.endIndex, bytes[position] <= 1 else { return nil }
        position += 1
        return bytes[position - 1] == 1
    }

    mutating func string() -> String? {
        guard let count = int(), count >= 0, count <= bytes.endIndex - position else { return nil }
        let value = String(decoding: bytes[position..<position + count], as: UTF8.self)
        position += count
        return value
    }

    mutating func optionalString() -> String?? {
        guard let present = bool() else { return nil }
        guard present else { return .some(nil) }
        guard let value = string() else { return nil }
        return .some(value)
    }

    mutating func strings() -> [String]? {
        guard let count = int(), count >= 0, count <= bytes.endIndex - position else { return nil }
        var values: [String] = []
        values.reserveCapacity(count)
        for _ in 0..<count {
            guard let value = string() else { return nil }
            values.append(value)
        }
        return values
    }

    /// The element of `cases` at the index read next; nil when out of range.
    mutating func element<Case>(of cases: [Case]) -> Case? {
        guard let index = int(), cases.indices.contains(index) else { return nil }
        return cases[index]
    }

    /// A non-negative count no larger than the bytes left (each element takes at least one byte).
    mutating func count() -> Int? {
        guard let count = int(), count >= 0, count <= bytes.endIndex - position else { return nil }
        return count
    }
}

extension Finding: CacheCodable {
    // Enumerations by case index: matching raw-value strings per finding showed in warm-scan profiles.
    static let severityCases = Severity.allCases
    static let categoryCases = RuleCategory.allCases
    static let contextCases = CodeContext.allCases

    func encode(into writer: inout CacheWriter) {
        writer.string(ruleId)
        writer.int(Self.severityCases.firstIndex(of: severity) ?? 0)
        writer.int(Self.categoryCases.firstIndex(of: category) ?? 0)
        writer.string(file)
        writer.int(line)
        writer.int(column)
        writer.int(endLine)
        writer.int(endColumn)
        writer.string(message)
        writer.optionalString(fix)
        writer.string(snippet)
        writer.int(Self.contextCases.firstIndex(of: context) ?? 0)
        writer.string(fingerprint)
        writer.bool(importSite == true)
    }

    init?(from reader: inout CacheReader) {
        guard let ruleId = reader.string(), let severity = reader.element(of: Self.severityCases),
            let category = reader.element(of: Self.categoryCases), let file = reader.string(),
            let line = reader.int(), let column = reader.int(), let endLine = reader.int(), let endColumn = reader.int(),
            let message = reader.string(), let fix = reader.optionalString(), let snippet = reader.string(),
            let context = reader.element(of: Self.contextCases), let fingerprint = reader.string(), let importSite = reader.bool()
        else { return nil }
        self.init(
            ruleId: ruleId, severity: severity, category: category, file: file, line: line, column: column,
            endLine: endLine, endColumn: endColumn, message: message, fix: fix, snippet: snippet, context: context,
            fingerprint: fingerprint, importSite: importSite)
    }
}

/// A file's cached findings, with the questions its rules asked of the scanned path set (reusable while a later
/// path set answers them the same way).
struct CachedFindings: CacheCodable {
    var findings: [Finding]
    var pathQuestions: [PathQuestionLog.Question]

    init(_ findings: [Finding], pathQuestions: [PathQuestionLog.Question]) {
        self.findings = findings
        self.pathQuestions = pathQuestions
    }

    func encode(into writer: inout CacheWriter) {
        writer.int(findings.count)
        for finding in findings { finding.encode(into: &writer) }
        writer.int(pathQuestions.count)
        for question in pathQuestions {
            writer.int(question.kind.rawValue)
            writer.string(question.path)
            writer.bool(question.answer)
        }
    }

    init?(from reader: inout CacheReader) {
        guard let count = reader.count() else { return nil }
        var findings: [Finding] = []
        findings.reserveCapacity(count)
        for _ in 0..<count {
            guard let finding = Finding(from: &reader) else { return nil }
            findings.append(finding)
        }
        guard let questionCount = reader.count() else { return nil }
        var questions: [PathQuestionLog.Question] = []
        for _ in 0..<questionCount {
            guard let kind = reader.int().flatMap(PathQuestionLog.Question.Kind.init(rawValue:)), let path = reader.string(),
                let answer = reader.bool()
            else { return nil }
            questions.append(.init(kind: kind, path: path, answer: answer))
        }
        self.findings = findings
        pathQuestions = questions
    }
}

extension CachedSummary: CacheCodable {
    func encode(into writer: inout CacheWriter) {
        writer.optionalString(skipped?.rawValue)
        writer.bool(summary != nil)
        guard let summary else { return }
        let classifier = summary.classifier
        writer.string(classifier.path)
        writer.strings(classifier.specifiers)
        writer.strings(classifier.dynamicFolders)
        writer.strings(classifier.contextFolders)
        writer.bool(classifier.usesNodeAPIs)
        writer.int(summary.packageImports.count)
        for site in summary.packageImports {
            writer.string(site.specifier)
            writer.int(site.line)
            writer.int(site.column)
            writer.int(site.endColumn ?? 0)
            writer.optionalString(site.kind?.rawValue)
        }
        writer.int(Int(summary.routerImports.rawValue))
        writer.optionalString(summary.unclosedWarning)
    }

    init?(from reader: inout CacheReader) {
        guard let skippedText = reader.optionalString(), let hasSummary = reader.bool() else { return nil }
        if let skippedText {
            guard let reason = SkipPolicy.Reason(rawValue: skippedText) else { return nil }
            skipped = reason
        }
        guard hasSummary else {
            summary = nil
            return
        }
        guard let path = reader.string(), let specifiers = reader.strings(), let dynamicFolders = reader.strings(),
            let contextFolders = reader.strings(), let usesNodeAPIs = reader.bool(), let siteCount = reader.count()
        else { return nil }
        var sites: [FileSummary.PackageImport] = []
        sites.reserveCapacity(siteCount)
        for _ in 0..<siteCount {
            guard let specifier = reader.string(), let line = reader.int(), let column = reader.int(), let endColumn = reader.int(),
                let kindText = reader.optionalString()
            else { return nil }
            var kind: ImportKind?
            if let kindText {
                guard let known = ImportKind(rawValue: kindText) else { return nil }
                kind = known
            }
            sites.append(.init(specifier: specifier, line: line, column: column, endColumn: endColumn > 0 ? endColumn : nil, kind: kind))
        }
        guard let routerBits = reader.int(), let routerByte = UInt8(exactly: routerBits),
            let unclosedWarning = reader.optionalString()
        else { return nil }
        summary = FileSummary(
            classifier: .init(
                path: path, specifiers: specifiers, dynamicFolders: dynamicFolders, contextFolders: contextFolders,
                usesNodeAPIs: usesNodeAPIs),
            packageImports: sites, routerImports: RouterImportSignals(rawValue: routerByte), unclosedWarning: unclosedWarning)
    }
}

extension DependencyRecord: CacheCodable {
    static let formatCases = Format.allCases

    func encode(into writer: inout CacheWriter) {
        writer.string(name)
        writer.optionalString(declared)
        writer.optionalString(version)
        writer.int(Self.formatCases.firstIndex(of: format) ?? 0)
        writer.optionalString(field)
        writer.optionalString(entry)
        writer.int(importedFrom.count)
        for importer in importedFrom {
            writer.string(importer.file)
            writer.int(importer.line)
        }
    }

    init?(from reader: inout CacheReader) {
        guard let name = reader.string(), let declared = reader.optionalString(), let version = reader.optionalString(),
            let format = reader.element(of: Self.formatCases), let field = reader.optionalString(), let entry = reader.optionalString(),
            let importerCount = reader.count()
        else { return nil }
        var importers: [Importer] = []
        importers.reserveCapacity(importerCount)
        for _ in 0..<importerCount {
            guard let file = reader.string(), let line = reader.int() else { return nil }
            importers.append(Importer(file: file, line: line))
        }
        self.init(name: name, declared: declared, version: version, format: format, field: field, entry: entry, importedFrom: importers)
    }
}
