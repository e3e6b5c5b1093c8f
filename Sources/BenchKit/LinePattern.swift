import Foundation

/// A regular expression applied to one line of output (ANSI already stripped).
///
/// NSRegularExpression is immutable and thread-safe once built, which is what `@unchecked Sendable` asserts.
public struct LinePattern: @unchecked Sendable, CustomStringConvertible {
    public let source: String
    private let expression: NSRegularExpression

    /// Throws `BenchError.invalidPattern` naming the pattern when it does not compile.
    public init(_ source: String) throws {
        do {
            expression = try NSRegularExpression(pattern: source, options: [])
        } catch {
            throw BenchError.invalidPattern(source)
        }
        self.source = source
    }

    /// The captures of the first match (index 0 is the whole match), or nil when the line does not match.
    public func match(_ line: String) -> [String?]? {
        let range = NSRange(line.startIndex..., in: line)
        guard let result = expression.firstMatch(in: line, options: [], range: range) else { return nil }
        return (0..<result.numberOfRanges).map { index in
            Range(result.range(at: index), in: line).map { String(line[$0]) }
        }
    }

    public var description: String { "/\(source)/" }
}
