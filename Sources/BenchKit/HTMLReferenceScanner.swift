import Foundation

/// What an HTML page makes a browser load up front: `<script src>`, `<link rel="modulepreload" href>`,
/// and the bodies of inline module scripts (whose imports the caller resolves).
public enum HTMLReferenceScanner {
    public struct References: Sendable, Equatable {
        public var urls: [String] = []
        public var inlineModules: [String] = []
    }

    // Each pattern also matches `<!-- … -->` comments (to the end of the page when unclosed, as a browser reads
    // them), so that tags inside one are consumed with it and skipped: a commented-out script is not loaded.
    private static let scriptPattern = try! NSRegularExpression(
        pattern: #"<!--[\s\S]*?(?:-->|\z)|<script\b([^>]*)>([\s\S]*?)</script\s*>"#, options: [.caseInsensitive])
    private static let linkPattern = try! NSRegularExpression(
        pattern: #"<!--[\s\S]*?(?:-->|\z)|<link\b([^>]*)>"#, options: [.caseInsensitive])
    private static let attributePattern = try! NSRegularExpression(
        pattern: #"([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?"#)

    public static func scan(_ html: String) -> References {
        var references = References()
        let whole = NSRange(html.startIndex..., in: html)
        for match in scriptPattern.matches(in: html, range: whole) where match.range(at: 1).location != NSNotFound {
            let attributes = parseAttributes(substring(html, match.range(at: 1)))
            if let source = attributes["src"], !source.isEmpty {
                references.urls.append(source)
            } else if attributes["type"]?.lowercased() == "module" {
                references.inlineModules.append(substring(html, match.range(at: 2)))
            }
        }
        for match in linkPattern.matches(in: html, range: whole) where match.range(at: 1).location != NSNotFound {
            let attributes = parseAttributes(substring(html, match.range(at: 1)))
            let relations = (attributes["rel"] ?? "").lowercased().split(separator: " ")
            if relations.contains("modulepreload"), let target = attributes["href"], !target.isEmpty {
                references.urls.append(target)
            }
        }
        return references
    }

    private static func parseAttributes(_ text: String) -> [String: String] {
        var attributes: [String: String] = [:]
        for match in attributePattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let name = substring(text, match.range(at: 1)).lowercased()
            let value = (2...4).lazy.map { match.range(at: $0) }.first { $0.location != NSNotFound }
                .map { substring(text, $0) } ?? ""
            attributes[name] = value
        }
        return attributes
    }

    private static func substring(_ text: String, _ range: NSRange) -> String {
        Range(range, in: text).map { String(text[$0]) } ?? ""
    }
}
