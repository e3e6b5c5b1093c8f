/// A size a Markdown rendering must stay under — a GitHub step summary, a pull-request comment — and what the note
/// of a shortened rendering says: what it is, why it was shortened, and where the rest is.
public struct MarkdownSizeLimit: Sendable, Equatable {
    /// How the size is counted.
    public enum Unit: Sendable, Equatable {
        /// UTF-8 bytes: GitHub's step-summary limit.
        case utf8Bytes
        /// UTF-16 code units: one per character, two for a character beyond U+FFFF, so never fewer than GitHub
        /// counts against a comment's 65,536 characters.
        case characters
    }

    /// The smallest `--max-length`: room for the title and the note that says what was left out.
    public static let minimumCharacters = 1_000

    public var maximum: Int
    public var unit: Unit
    /// The note's subject and reason: "This summary", "stay under GitHub's 1 MiB step-summary limit".
    var subject: String
    var reason: String
    /// Where what was left out can be read, after "N findings not listed.".
    var elsewhere: String
    /// The same after a cut at a line, which may have dropped anything.
    var elsewhereAfterCut: String

    /// GitHub's job summary: at most `maximum` UTF-8 bytes (GitHub's 1 MiB by default).
    public static func stepSummary(_ maximum: Int = GitHubActionsRenderer.stepSummaryLimit) -> MarkdownSizeLimit {
        MarkdownSizeLimit(
            maximum: maximum, unit: .utf8Bytes, subject: "This summary", reason: "stay under GitHub's 1 MiB step-summary limit",
            elsewhere: "A scan with `--format json` lists them all.", elsewhereAfterCut: "A scan with `--format json` has everything.")
    }

    /// `--max-length CHARS`; `whole` is the sentence that says how to get the whole report.
    public static func maxLength(_ characters: Int, whole: String) -> MarkdownSizeLimit {
        MarkdownSizeLimit(
            maximum: characters, unit: .characters, subject: "This report", reason: "stay under \(characters) characters (`--max-length`)",
            elsewhere: whole, elsewhereAfterCut: whole)
    }

    func size(of text: String) -> Int {
        switch unit {
        case .utf8Bytes: text.utf8.count
        case .characters: text.utf16.count
        }
    }

    /// The note put after the title of a rendering that lists less: `omitted` is "2900 findings".
    func shortenedNote(omitted: String) -> String {
        "> [!WARNING]\n> \(subject) was shortened to \(reason): \(omitted) not listed. \(elsewhere)\n\n"
    }

    /// The note ending a rendering cut at a line.
    var cutNote: String {
        "\n\n> [!WARNING]\n> \(subject) was cut to \(reason). \(elsewhereAfterCut)\n"
    }
}
