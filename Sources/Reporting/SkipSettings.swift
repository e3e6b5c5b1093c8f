/// The `skip` section of `.migrate-audit.json`: which reasons for leaving a file out of a scan apply, and
/// the limits that decide two of them.
///
/// A key the file does not set stays nil, so that the scanner's own defaults (`SkipPolicy`) are the only
/// ones; the CLI lays the values that are set over them. Sizes are in bytes.
public struct SkipSettings: Sendable, Equatable {
    /// Skip files under a `node_modules` folder (committed by mistake).
    public var nodeModules: Bool?
    /// Skip files under vendored folders (`vendor`, `third_party`, `bower_components`, …).
    public var vendored: Bool?
    /// Skip files under generated folders (`dist`, `build`, `coverage`, `.next`, …).
    public var generated: Bool?
    /// Skip minified bundles, by name (`*.min.js`, …) and by shape (a very long line).
    public var minified: Bool?
    /// Files above this many bytes are skipped without being read.
    public var maxFileSize: Int?
    /// A line longer than this many bytes near the top of a file marks it as minified.
    public var minifiedLineLength: Int?

    /// The largest size either limit takes: the lexer addresses bytes with 32-bit offsets, and a file read
    /// whole above a gigabyte is not application source.
    public static let largestSize = 1 << 30

    /// Settings that leave every default in place.
    public init(
        nodeModules: Bool? = nil, vendored: Bool? = nil, generated: Bool? = nil, minified: Bool? = nil,
        maxFileSize: Int? = nil, minifiedLineLength: Int? = nil
    ) {
        self.nodeModules = nodeModules
        self.vendored = vendored
        self.generated = generated
        self.minified = minified
        self.maxFileSize = maxFileSize
        self.minifiedLineLength = minifiedLineLength
    }
}
