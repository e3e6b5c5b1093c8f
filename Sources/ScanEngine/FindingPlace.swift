import AuditModel

/// Where a finding stands, for telling duplicates apart: its rule, file, line and column. Strings are compared by
/// their bytes, as the report order compares files: two spellings of a name are two files, each with its findings.
struct FindingPlace: Hashable {
    var ruleId: String
    var file: String
    var line: Int
    var column: Int

    init(_ finding: Finding) {
        ruleId = finding.ruleId
        file = finding.file
        line = finding.line
        column = finding.column
    }

    static func == (a: FindingPlace, b: FindingPlace) -> Bool {
        a.line == b.line && a.column == b.column && UTF8Order.same(a.ruleId, b.ruleId) && UTF8Order.same(a.file, b.file)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(line)
        hasher.combine(column)
        hasher.combine(ExactText(ruleId))
        hasher.combine(ExactText(file))
    }
}

extension FindingPlace {
    /// True when the two findings have the same rule, file, line and column (numbers first: they differ most
    /// often), read in place.
    static func same(_ a: UnsafePointer<Finding>, _ b: UnsafePointer<Finding>) -> Bool {
        a.pointee.line == b.pointee.line && a.pointee.column == b.pointee.column && UTF8Order.same(a.pointee.ruleId, b.pointee.ruleId)
            && UTF8Order.same(a.pointee.file, b.pointee.file)
    }
}
