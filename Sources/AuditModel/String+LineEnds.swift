import Foundation

extension String {
    /// The text with each CRLF line end written LF. Swift reads "\r\n" as one `Character`, which `"\n"` never
    /// equals: a reader that splits lines on "\n" sees a CRLF file (Windows, `core.autocrlf`) as one line.
    public var withLFLineEnds: String {
        utf8.contains(0x0D) ? replacingOccurrences(of: "\r\n", with: "\n") : self
    }
}
