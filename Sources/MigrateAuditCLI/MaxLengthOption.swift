import ArgumentParser
import Reporting

/// `--max-length CHARS` of `scan`, `merge` and `compare`: Markdown short enough for a pull-request comment (GitHub
/// refuses a body over 65,536 characters), shortened by the renderers' own shortener.
enum MaxLengthOption {
    /// The option's help; `listed` names what is listed less.
    static func help(listed: String, appliesTo: String = "") -> ArgumentHelp {
        ArgumentHelp(
            "Shorten the Markdown to at most this many characters (65536 fits a GitHub pull-request comment).",
            discussion: "\(listed) listed; a note under the title says how many were left out and how to get the whole report.\(appliesTo)",
            valueName: "chars")
    }

    static func validate(_ value: Int?) throws {
        guard let value, value < MarkdownSizeLimit.minimumCharacters else { return }
        throw ValidationError("--max-length must be at least \(MarkdownSizeLimit.minimumCharacters) (room for the title and the note of what was left out), not \(value)")
    }

    /// Refuses `--max-length` with a `--format` other than Markdown, unless the run also writes a Markdown report
    /// the option shortens (`writesOtherMarkdown`: scan's `--compare` report).
    static func validate(_ value: Int?, format: String, writesOtherMarkdown: Bool = false) throws {
        try validate(value)
        guard value != nil, format != ReportFormat.markdown.rawValue, !writesOtherMarkdown else { return }
        throw ValidationError("--max-length shortens Markdown, and --format \(format) is not; use --format markdown (or drop --max-length)")
    }

    /// Where the whole scan (or merged) report is, said in a shortened one.
    static let scanWhole = "The same command without `--max-length` writes the whole report; `--format json` lists every finding."
    /// Where the whole migration report is.
    static let compareWhole = "The same command without `--max-length` writes the whole report."
}
