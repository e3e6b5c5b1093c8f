import Foundation

import JSLexer

/// One `migrate-audit-disable…` comment: which rules it silences on which lines.
///
/// Forms: `// migrate-audit-disable-next-line <id>[, <id>] -- reason`, `// migrate-audit-disable-line <id>`, and the
/// block pair `/* migrate-audit-disable <id> */ … /* migrate-audit-enable <id> */` (to the end of the file when
/// never re-enabled). Without ids a comment silences every rule.
public struct Suppression: Sendable, Equatable {
    public enum Scope: String, Sendable { case nextLine, line, block }

    public var scope: Scope
    /// Rule ids; empty means all rules.
    public var ruleIDs: [String]
    /// 1-based lines the suppression covers.
    public var lines: ClosedRange<Int>
    /// Where the comment starts (byte offset), for reporting it when unused.
    public var commentStart: Int32
    public var commentEnd: Int32
    public var reason: String?

    public func covers(ruleID: String, line: Int) -> Bool {
        lines.contains(line) && (ruleIDs.isEmpty || ruleIDs.contains(ruleID))
    }

    /// Every suppression in the file's comments, block ranges closed by their `enable` comments.
    public static func parse(_ file: LexedFile) -> [Suppression] {
        var result: [Suppression] = []
        var open: [(ids: [String], line: Int, start: Int32, end: Int32, reason: String?)] = []
        let lastLine = max(1, file.lineStarts.count)
        // Most files and comments hold no directive: look for the marker in the bytes before making a string.
        guard file.containsBytes("migrate-audit-") else { return [] }
        for comment in file.comments where comment.kind == .lineComment || comment.kind == .blockComment {
            guard file.containsBytes("migrate-audit-", in: Int(comment.start)..<Int(comment.end)) else { continue }
            var body = file.text(comment)
            body = comment.kind == .lineComment ? String(body.dropFirst(2)) : String(body.dropFirst(2).dropLast(2))
            body = body.trimmed(" \t*\r\n")
            guard body.hasPrefix("migrate-audit-") else { continue }
            var reason: String?
            if let dashes = body.range(of: " -- ") {
                reason = String(body[dashes.upperBound...]).trimmed(" \t")
                body = String(body[..<dashes.lowerBound])
            }
            let words = body.split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" })
            guard let directive = words.first else { continue }
            let ids = words.count > 1
                ? words[1].split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init) : []
            let startLine = file.location(ofByte: comment.start).line
            let endLine = file.location(ofByte: max(comment.start, comment.end - 1)).line
            switch directive {
            case "migrate-audit-disable-next-line":
                result.append(Suppression(scope: .nextLine, ruleIDs: ids, lines: (endLine + 1)...(endLine + 1),
                    commentStart: comment.start, commentEnd: comment.end, reason: reason))
            case "migrate-audit-disable-line":
                result.append(Suppression(scope: .line, ruleIDs: ids, lines: startLine...endLine,
                    commentStart: comment.start, commentEnd: comment.end, reason: reason))
            case "migrate-audit-disable":
                open.append((ids, startLine, comment.start, comment.end, reason))
            case "migrate-audit-enable":
                // Closes the most recent open block naming the same ids (or any block when no ids are given).
                if let index = open.lastIndex(where: { ids.isEmpty || Set($0.ids) == Set(ids) || $0.ids.isEmpty }) {
                    let block = open.remove(at: index)
                    result.append(Suppression(scope: .block, ruleIDs: block.ids, lines: block.line...max(block.line, startLine),
                        commentStart: block.start, commentEnd: block.end, reason: block.reason))
                }
            default:
                continue
            }
        }
        for block in open {
            result.append(Suppression(scope: .block, ruleIDs: block.ids, lines: block.line...max(block.line, lastLine),
                commentStart: block.start, commentEnd: block.end, reason: block.reason))
        }
        return result.sorted { $0.commentStart < $1.commentStart }
    }
}
