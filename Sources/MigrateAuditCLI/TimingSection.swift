import BenchKit
import Reporting

/// The migration report's timing section, from a two-sided bench record: the bench report's own comparison, so that
/// one record reads alike in both reports.
enum TimingSection {
    /// `file`: where the record was read, which an error names.
    static func markdown(from record: BenchRecord, file: String) throws -> String {
        guard record.sides.count == 2, record.sides[0].label == "before", record.sides[1].label == "after",
            let section = BenchMarkdown.comparisonSection(record, failures: "the bench record's failures say why")
        else {
            // Each side as bench was told it: a bench of the working tree alone labels its one side "before", which
            // named so read as if --before had been given.
            let sides = record.sides.map { side in side.ref.map { "--\(side.label) \($0)" } ?? "the working tree" }
            let has = sides.isEmpty ? "none" : "\(sides.count == 1 ? "one" : "\(sides.count)"): " + sides.joined(separator: " and ")
            throw CLIError("the bench record '\(file)' has no before and after sides (it has \(has)); give one of "
                + "`migrate-audit bench --before REF --after REF --format json -o FILE`")
        }
        return section
    }

    /// One sentence per metric a side measured on no run (every attempt failed), for stderr: the report's section
    /// names them too, and a CI log must not pass over them.
    static func notMeasured(in record: BenchRecord) -> [String] {
        UnmeasuredMetric.find(in: record).map { "\($0.summary); the bench record's failures say why." }
    }
}
