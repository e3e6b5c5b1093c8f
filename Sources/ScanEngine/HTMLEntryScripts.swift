import Foundation

/// The `<script src>` values of the app's HTML entry (`index.html`, `public/index.html`), as project paths:
/// the browser entries that client-code reachability starts from.
enum HTMLEntryScripts {
    static let candidates = ["index.html", "public/index.html", "src/index.html"]

    static func sources(in index: ProjectFileIndex, limit: Int) -> [String] {
        var result: [String] = []
        for path in candidates {
            guard let bytes = index.text(path, limit: limit) else { continue }
            for value in scriptSources(String(decoding: bytes, as: UTF8.self)) {
                // Absolute URLs are served by someone else; `/src/x.js` is project-root relative.
                guard !value.contains("://"), !value.hasPrefix("//"), !value.contains("%") else { continue }
                var relative = value.hasPrefix("/") ? String(value.dropFirst()) : value
                if !value.hasPrefix("/"), let slash = path.lastIndex(of: "/") {
                    relative = String(path[..<slash]) + "/" + relative
                }
                result.append(relative)
            }
        }
        return result
    }

    /// `src` attribute values of `<script>` tags, in order; tags inside `<!-- … -->` comments are not scripts.
    static func scriptSources(_ html: String) -> [String] {
        var values: [String] = []
        var rest = html[...]
        while let open = rest.range(of: "<script", options: .caseInsensitive) {
            if let comment = rest.range(of: "<!--"), comment.lowerBound < open.lowerBound {
                // Skip the comment whole (an unclosed one runs to the end of the page, as in a browser).
                guard let end = rest[comment.upperBound...].range(of: "-->") else { break }
                rest = rest[end.upperBound...]
                continue
            }
            guard let close = rest[open.upperBound...].firstIndex(of: ">") else { break }
            let tag = rest[open.upperBound..<close]
            if let src = tag.range(of: "src=", options: .caseInsensitive) {
                var value = tag[src.upperBound...]
                if let quote = value.first, quote == "\"" || quote == "'" {
                    value = value.dropFirst()
                    if let end = value.firstIndex(of: quote) { values.append(String(value[..<end])) }
                } else {
                    values.append(String(value.prefix { !$0.isWhitespace }))
                }
            }
            rest = rest[close...]
        }
        return values
    }
}
