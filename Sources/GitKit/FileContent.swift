/// The outcome of `FileSource.loadText`: text bytes to lex, or why the file is skipped.
public enum FileContent: Sendable, Equatable {
    /// Valid UTF-8 without NUL bytes, exactly as stored (BOM and CRLF included).
    case text([UInt8])
    /// A NUL byte in the first 8 KB: not source code.
    case binary
    /// Not valid UTF-8.
    case notUTF8
    /// Larger than the limit; not read.
    case tooLarge(size: Int)
}
