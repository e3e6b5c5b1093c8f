import Foundation

/// A dev server that ignores `PORT` still says where it listens (`Local: http://localhost:5199/`): finding
/// that URL turns "GET / did not answer before the timeout" into "the server is not on the port it was given".
enum ForeignPortURL {
    /// Local or private-network URLs with an explicit port: the hosts dev servers print for themselves.
    private static let pattern = try? NSRegularExpression(
        pattern: #"https?://(?:localhost|127(?:\.[0-9]+){3}|0\.0\.0\.0|\[::1?\]|10(?:\.[0-9]+){3}|192\.168(?:\.[0-9]+){2}|172(?:\.[0-9]+){3}):([0-9]{1,5})\b[^\s]*"#)

    /// The first such URL in `lines` when none of them names `port`; nil when one does or none has a port.
    static func find(in lines: [String], port: Int) -> String? {
        guard let pattern else { return nil }
        var first: String?
        for line in lines {
            let range = NSRange(line.startIndex..., in: line)
            for match in pattern.matches(in: line, range: range) {
                guard let whole = Range(match.range, in: line), let digits = Range(match.range(at: 1), in: line) else { continue }
                if Int(line[digits]) == port { return nil }
                if first == nil { first = String(line[whole]) }
            }
        }
        return first
    }
}
