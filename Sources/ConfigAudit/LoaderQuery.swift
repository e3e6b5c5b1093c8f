import Foundation
import JSLexer

/// The options a loader request carries in its query (`css-loader?modules&localIdentName=[local]`,
/// `url?limit=8192`, `babel?{"presets":["es2015"]}`), read as webpack's loader-utils `parseQuery` reads them: JSON
/// after `?{`, otherwise `name=value` pairs split at `&` or `,`, `name[]=value` lists, a bare `name` is true and
/// `-name` false. webpack 1–3 configs wrote loader options this way more often than in `options`.
enum LoaderQuery {
    /// Options for `query` (the text after `?`), each part placed at `site`, the request that writes it.
    static func options(_ query: String, at site: ConfigNode) -> ConfigNode? {
        guard !query.isEmpty else { return nil }
        if query.hasPrefix("{"), query.hasSuffix("}") {
            let lexed = Lexer.lex(Array(query.utf8), dialect: .javascript)
            guard let parsed = StaticEvaluator(file: lexed, directory: "").evaluateExpression(), case .object = parsed.value else { return nil }
            return placed(parsed, at: site)
        }
        var properties: [ConfigProperty] = []
        func set(_ key: String, _ value: ConfigNode) {
            var node = value
            node.origin = site.origin
            if key.hasSuffix("[]") {
                let name = String(key.dropLast(2))
                if let position = properties.firstIndex(where: { $0.key == name }), case .array(let items) = properties[position].value.value {
                    properties[position].value.value = .array(items + [node])
                    return
                }
                properties.removeAll { $0.key == name }
                properties.append(property(name, ConfigNode(.array([node]), at: site), at: site))
                return
            }
            properties.removeAll { $0.key == key }
            properties.append(property(key, node, at: site))
        }
        for argument in query.split(whereSeparator: { $0 == "&" || $0 == "," }) {
            if let equals = argument.firstIndex(of: "=") {
                let key = decoded(argument[..<equals])
                set(key, value(decoded(argument[argument.index(after: equals)...]), at: site))
            } else if argument.hasPrefix("-") {
                set(decoded(argument.dropFirst()), ConfigNode(.bool(false), at: site))
            } else if argument.hasPrefix("+") {
                set(decoded(argument.dropFirst()), ConfigNode(.bool(true), at: site))
            } else {
                set(decoded(argument), ConfigNode(.bool(true), at: site))
            }
        }
        return properties.isEmpty ? nil : object(properties, at: site)
    }

    /// loader-utils' special values; a number written as digits is read as one (url-loader compares the limit
    /// numerically).
    private static func value(_ text: String, at site: ConfigNode) -> ConfigNode {
        switch text {
        case "true": return ConfigNode(.bool(true), at: site)
        case "false": return ConfigNode(.bool(false), at: site)
        case "null": return ConfigNode(.null, at: site)
        default:
            if !text.isEmpty, text.allSatisfy(\.isASCIIDigit), let number = Double(text) { return ConfigNode(.number(number), at: site) }
            return ConfigNode(.string(text), at: site)
        }
    }

    /// `node` and its parts placed at `site`: the query's own line and column mean nothing in the config file.
    private static func placed(_ node: ConfigNode, at site: ConfigNode) -> ConfigNode {
        var copy = node
        copy.line = site.line
        copy.column = site.column
        copy.origin = site.origin
        switch node.value {
        case .array(let items): copy.value = .array(items.map { placed($0, at: site) })
        case .object(let properties): copy.value = .object(properties.map { self.property($0.key, placed($0.value, at: site), at: site) })
        default: break
        }
        return copy
    }

    private static func property(_ key: String?, _ value: ConfigNode, at site: ConfigNode) -> ConfigProperty {
        var property = ConfigProperty(key: key, value: value, line: site.line, column: site.column)
        property.origin = site.origin
        return property
    }

    private static func object(_ properties: [ConfigProperty], at site: ConfigNode) -> ConfigNode {
        ConfigNode(.object(properties), at: site)
    }

    /// `%XX` escapes decoded; text that is not valid percent-encoding stays as written.
    private static func decoded(_ text: Substring) -> String {
        String(text).removingPercentEncoding ?? String(text)
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
