import AuditModel

/// Where a finding stands, for telling duplicates apart: its rule, file, line and column (strings compared as
/// `String` compares them, as the report order does).
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
}

extension FindingPlace {
    /// True when the two findings have the same rule, file, line and column (numbers first: they differ most
    /// often), read in place.
    static func same(_ a: UnsafePointer<Finding>, _ b: UnsafePointer<Finding>) -> Bool {
        a.pointee.line == b.pointee.line && a.pointee.column == b.pointee.column && a.pointee.ruleId == b.pointee.ruleId
            && a.pointee.file == b.pointee.file
    }
}
