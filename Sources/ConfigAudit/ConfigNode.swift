/// A value computed from configuration code without running it, with where it was written.
public struct ConfigNode: Sendable {
    public indirect enum Value: Sendable {
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
        case undefined
        /// `/pattern/flags`, as written.
        case regex(String)
        case array([ConfigNode])
        case object([ConfigProperty])
        /// `new X(…)`: the class's canonical name (`DefinePlugin`, `HtmlWebpackPlugin`) and arguments.
        case instance(String, [ConfigNode])
        /// A call that was not evaluated (`override(…)`, `JSON.stringify(x)`), with its callee path.
        case call(String, [ConfigNode])
        /// `require('x')` / `import x from 'x'`: the module, or a member path of it (`webpack.DefinePlugin`).
        case module(String)
        /// A function: its parameters, and where its body starts (evaluated when called).
        case function(FunctionBody)
        /// One of several values, chosen at run time (`isProd ? a : b`, `cond && x`).
        case either([ConfigNode])
        /// Could not be evaluated; the reason names the construct.
        case unresolved(String)
    }

    public var value: Value { didSet { size = Self.size(of: value) } }
    /// How many nodes the value holds as a tree: its parts are shared, so a value that doubles itself
    /// (`c = [c, c]` in a run of statements) is small in memory while every walk over it takes exponential time.
    public private(set) var size = 1
    /// 1-based line and UTF-16 column of the expression's first token.
    public var line: Int
    public var column: Int
    /// The value as source text when it stays symbolic: `require('./package.json').version` (a module path may
    /// itself contain dots), `!(process.env.NODE_ENV === 'production')`.
    public var spelling: String?
    /// The values known only when the config runs (`process.env.NODE_ENV`) that an unresolved value depends on.
    public var inputs: [String] = []
    /// For an array that `push`/`unshift` grew from a value given at run time (CRA's config handed to an override):
    /// where its known items stand beside the unknown ones, which came first for `push`.
    public var grownAround: GrownAround?
    /// A string the evaluator computed from `__dirname`, `process.cwd()` or `path.resolve` (`/src` is the project's
    /// src folder): rendered as `path.resolve(__dirname, 'src')`, since `'/src'` would read as a filesystem-root path.
    public var isProjectPath = false
    /// The project file the value is written in when it is not the configuration file read (a module it requires):
    /// `line` and `column` are positions in that file.
    public var origin: String?
    /// Where the text of the expression ends on its first line, recorded with the start it belongs to.
    var writtenSpan: WrittenSpan?

    /// The end of the value's own text on its first line (exclusive, UTF-16 column), for a finding's range; nil
    /// when the node stands somewhere other than the text it was read from (a value moved, copied or computed).
    public var end: (line: Int, column: Int)? { writtenSpan?.end(forStartLine: line, column: column) }

    /// Where an array's known items stand beside the run-time items it was grown from.
    public enum GrownAround: Sendable {
        /// `push`: after them.
        case appended
        /// `unshift`: before them.
        case prepended
    }

    public init(_ value: Value, line: Int, column: Int) {
        self.value = value
        size = Self.size(of: value)
        self.line = line
        self.column = column
    }

    /// A value written where `other` is (in its file).
    init(_ value: Value, at other: ConfigNode) {
        self.init(value, line: other.line, column: other.column)
        origin = other.origin
        writtenSpan = other.writtenSpan
    }

    /// A value written where `property` is (in its file).
    init(_ value: Value, at property: ConfigProperty) {
        self.init(value, line: property.line, column: property.column)
        origin = property.origin
        writtenSpan = property.writtenSpan
    }

    /// The member named `key` of an object (the last one wins, as in JavaScript).
    public subscript(key: String) -> ConfigNode? {
        guard case .object(let properties) = value else { return nil }
        return properties.last(where: { $0.key == key })?.value
    }

    /// The property named `key` (the last one), with its position.
    public func member(_ key: String) -> ConfigProperty? {
        guard case .object(let properties) = value else { return nil }
        return properties.last(where: { $0.key == key })
    }

    public var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    public var properties: [ConfigProperty] {
        if case .object(let properties) = value { return properties }
        return []
    }

    /// Array elements; a single non-array value is a one-element list (webpack accepts both).
    public var elements: [ConfigNode] {
        switch value {
        case .array(let items): return items
        case .either(let options): return options.flatMap(\.elements)
        case .undefined, .null, .bool(false): return []
        default: return [self]
        }
    }

    /// The node itself, or every alternative of an `either`, flattened.
    public var alternatives: [ConfigNode] {
        if case .either(let options) = value { return options.flatMap(\.alternatives) }
        return [self]
    }

    /// This node with `other`'s `grownAround`: an array grown again stays grown around the same run-time items.
    func keepingGrowth(of other: ConfigNode) -> ConfigNode {
        var copy = self
        copy.grownAround = other.grownAround
        return copy
    }

    /// The value as another file uses it at `line`/`column`: the value itself is placed there, and its parts keep
    /// their places in `origin`, the file that wrote them (findings about them are reported there).
    func arrived(from origin: String, line: Int, column: Int) -> ConfigNode {
        marked(from: origin).moved(line: line, column: column)
    }

    /// This value and every part of it without a file of its own marked as written in `origin`.
    func marked(from origin: String) -> ConfigNode { marking(origin, belowMarkedParts: false) }

    /// As `marked(from:)`, also below parts already marked: what a function of `origin` added in place to an object
    /// another file gave it (`config.module.rules.push(…)` inside `addLess(config)`) sits unmarked in the caller's marked
    /// object.
    func markingAdditions(from origin: String) -> ConfigNode { marking(origin, belowMarkedParts: true) }

    private func marking(_ origin: String, belowMarkedParts: Bool) -> ConfigNode {
        guard belowMarkedParts || self.origin == nil else { return self }
        var copy = self
        if copy.origin == nil { copy.origin = origin }
        func mark(_ nodes: [ConfigNode]) -> [ConfigNode] { nodes.map { $0.marking(origin, belowMarkedParts: belowMarkedParts) } }
        switch value {
        case .array(let items): copy.value = .array(mark(items))
        case .either(let options): copy.value = .either(mark(options))
        case .instance(let name, let arguments): copy.value = .instance(name, mark(arguments))
        case .call(let callee, let arguments): copy.value = .call(callee, mark(arguments))
        case .object(let properties):
            copy.value = .object(properties.map { property in
                var marked = property
                marked.value = property.value.marking(origin, belowMarkedParts: belowMarkedParts)
                if marked.origin == nil { marked.origin = origin }
                return marked
            })
        default: break
        }
        return copy
    }

    /// The same value written at another place of the file being read (its parts stay where they are).
    func moved(line: Int, column: Int) -> ConfigNode {
        var copy = self
        copy.line = line
        copy.column = column
        copy.origin = nil
        return copy
    }

    /// Source text for the value when it can be written back faithfully: a literal, a module, or a spelled
    /// run-time expression.
    var sourceText: String? {
        if let spelling { return spelling }
        switch value {
        // Never abridged: it is pasted into fixes.
        case .string, .number, .bool, .null, .undefined, .regex, .module: return render(depth: 0)
        default: return nil
        }
    }

    /// A callee path of identifiers (`process.env.API_URL.trim`), or one after a parenthesised expression
    /// (`(process.env.A + '/').toLowerCase`).
    static func isPasteableCallee(_ callee: String) -> Bool {
        var path = Substring(callee)
        if path.hasPrefix("(") {
            guard let close = path.lastIndex(of: ")") else { return false }
            path = path[path.index(after: close)...]
            guard path.hasPrefix(".") else { return false }
            path = path.dropFirst()
        }
        return !path.isEmpty && path.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { isIdentifier(String($0)) }
    }

    /// The whole expression as source text a fix can paste, or nil when part of it is not known exactly (a run-time
    /// choice, a function, a value the evaluator gave up on). Unlike `rendered`, never abridged.
    var faithfulText: String? {
        var budget = Self.maximumFaithfulLength
        return faithfulText(budget: &budget)
    }

    /// The longest `faithfulText` spelled out. A value built by doubling itself (`c = q ? [c, c] : c` in a run of
    /// statements) shares its parts, so its text grows exponentially with the statements; past this it is nil.
    static let maximumFaithfulLength = 4_096

    /// `faithfulText`, nil once the text would pass `budget` characters; `budget` is what is left of it.
    private func faithfulText(budget: inout Int) -> String? {
        guard budget > 0 else { return nil }
        let text: String?
        switch value {
        case .array(let items):
            var parts: [String] = []
            for item in items {
                guard let part = item.faithfulText(budget: &budget) else { return nil }
                parts.append(part)
            }
            text = "[" + parts.joined(separator: ", ") + "]"
        case .object(let properties):
            var parts: [String] = []
            for property in properties {
                guard let key = property.key, let part = property.value.faithfulText(budget: &budget) else { return nil }
                parts.append(Self.propertyKey(key) + ": " + part)
            }
            text = parts.isEmpty ? "{}" : "{ " + parts.joined(separator: ", ") + " }"
        case .call(let callee, let arguments):
            // Only a callee spelled as code is pasted: not a module path (`./build/paths.get`), a computed member the
            // evaluator names (`list.0`, `<computed member [i]>`) or a key that is no identifier (`env.API-URL`).
            guard Self.isPasteableCallee(callee) else { return nil }
            var parts: [String] = []
            for argument in arguments {
                guard let part = argument.faithfulText(budget: &budget) else { return nil }
                parts.append(part)
            }
            text = "\(callee)(" + parts.joined(separator: ", ") + ")"
        case .unresolved: text = spelling
        case .module(let name): text = spelling ?? (name.hasPrefix(Self.globalPrefix) ? String(name.dropFirst(Self.globalPrefix.count)) : nil)
        case .string, .number, .bool, .null, .undefined, .regex: text = render(depth: 0)
        // A run-time choice is pasteable only where every part of it was (`process.env.PORT || 3000`).
        case .either: text = spelling
        case .instance, .function: text = nil
        }
        guard let text else { return nil }
        budget -= text.utf8.count
        return budget >= 0 ? text : nil
    }

    /// A project-rooted path (`/src/styles`) as vite.config writes it: `path.resolve(__dirname, 'src/styles')`, or
    /// `__dirname` for the root itself.
    static func projectPathText(_ path: String) -> String {
        let relative = path.drop { $0 == "/" }
        return relative.isEmpty ? "__dirname" : "path.resolve(__dirname, \(quoted(String(relative))))"
    }

    /// This node and its parts', counted once for each place they appear (capped, never overflowing).
    private static func size(of value: Value) -> Int {
        let parts: Int
        switch value {
        case .array(let items), .either(let items), .instance(_, let items), .call(_, let items): parts = items.reduce(0) { min($0 + $1.size, 1 << 40) }
        case .object(let properties): parts = properties.reduce(0) { min($0 + $1.value.size, 1 << 40) }
        default: parts = 0
        }
        return parts + 1
    }

    /// `[]` or `{}`.
    public var isEmptyListOrObject: Bool {
        switch value {
        case .array(let items): items.isEmpty
        case .object(let properties): properties.isEmpty
        default: false
        }
    }

    public var isUnresolved: Bool {
        if case .unresolved = value { return true }
        return false
    }

    /// This value or a part of it (an item, a member, an argument, an alternative) could not be evaluated.
    public var hasUnresolvedPart: Bool {
        switch value {
        case .unresolved: true
        case .array(let items), .either(let items), .instance(_, let items), .call(_, let items): items.contains { $0.hasUnresolvedPart }
        case .object(let properties): properties.contains { $0.value.hasUnresolvedPart }
        default: false
        }
    }

    /// The module-name prefix of a free name the evaluator could not bind (`global:config`).
    static let globalPrefix = "global:"

    /// Source-like rendering for messages (`{ '@': 'src' }`, `/\.css$/`); long values are abridged.
    public var rendered: String {
        let text = render(depth: 0)
        return text.count > 160 ? String(text.prefix(157)) + "…" : text
    }

    /// `text` as a single-quoted JavaScript string: fixes are pasted into vite.config.
    static func quoted(_ text: String) -> String {
        var result = "'"
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "'": result += "\\'"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\r\n": result += "\\r\\n"
            default: result.append(character)
            }
        }
        return result + "'"
    }

    /// An object key as JavaScript takes it: bare when it is an identifier name or a plain index, quoted otherwise
    /// (`'@primary-color'`, `'process.env.X'`).
    static func propertyKey(_ key: String) -> String {
        let isIndex = !key.isEmpty && key.allSatisfy { $0.isASCII && $0.isNumber } && (key == "0" || !key.hasPrefix("0"))
        return isIndex || isIdentifier(key) ? key : quoted(key)
    }

    static func isIdentifier(_ name: String) -> Bool {
        name.first.map { $0.isLetter || $0 == "_" || $0 == "$" } == true && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
    }

    /// The parts' renderings joined, up to a little past what `rendered` keeps: a list of 100,000 items (or one
    /// shared many times over) is not rendered whole only to be cut to 160 characters.
    private static func joined<Part>(_ parts: [Part], _ separator: String, _ render: (Part) -> String) -> String {
        var text = ""
        for (position, part) in parts.enumerated() {
            if position > 0 { text += separator }
            guard text.count <= 200 else { return text + "…" }
            text += render(part)
        }
        return text
    }

    private func render(depth: Int) -> String {
        guard depth < 4 else { return "…" }
        switch value {
        case .string(let text) where isProjectPath: return Self.projectPathText(text)
        case .string(let text): return Self.quoted(text)
        case .number(let number): return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .undefined: return "undefined"
        case .regex(let pattern): return pattern
        case .array(let items): return "[" + Self.joined(items, ", ") { $0.render(depth: depth + 1) } + "]"
        case .object(let properties) where properties.isEmpty: return "{}"
        case .object(let properties):
            return "{ " + Self.joined(properties, ", ") { ($0.key.map(Self.propertyKey) ?? "[computed]") + ": " + $0.value.render(depth: depth + 1) } + " }"
        case .instance(let name, let arguments): return "new \(name)(" + Self.joined(arguments, ", ") { $0.render(depth: depth + 1) } + ")"
        case .call(let callee, let arguments): return "\(callee)(" + Self.joined(arguments, ", ") { $0.render(depth: depth + 1) } + ")"
        // A free name (a global, or a parameter of a function called with unknown arguments) is spelled as written.
        case .module(let name):
            if let spelling { return spelling }
            return name.hasPrefix(Self.globalPrefix) ? String(name.dropFirst(Self.globalPrefix.count)) : "require('\(name)')"
        case .function: return "function"
        // A choice spelled as written (`process.env.PORT || 3000`) reads as code; ` | ` only lists alternatives.
        case .either(let options): return spelling ?? Self.joined(options, " | ") { $0.render(depth: depth + 1) }
        // Backticks dropped: a message quotes the whole rendering in backticks, and nested ones break Markdown.
        case .unresolved(let reason):
            if let spelling { return spelling }
            return "<\(reason.filter { $0 != "`" })>"
        }
    }
}

/// `key: value` in an object literal; `key` is nil for a computed key that could not be evaluated.
public struct ConfigProperty: Sendable {
    public var key: String?
    public var value: ConfigNode
    public var line: Int
    public var column: Int
    /// The project file the property is written in when it is not the configuration file read (a required module).
    public var origin: String?
    /// Where `key: value` ends on its first line, recorded with the start it belongs to.
    var writtenSpan: WrittenSpan?

    /// The end of `key: value` on its first line (exclusive, UTF-16 column); nil when unknown.
    public var end: (line: Int, column: Int)? { writtenSpan?.end(forStartLine: line, column: column) }

    public init(key: String?, value: ConfigNode, line: Int, column: Int) {
        self.key = key
        self.value = value
        self.line = line
        self.column = column
    }
}

/// A name a parameter's pattern binds (`limit` in `({ limit } = {})`): the argument at `position`, then `path`.
public struct ParameterBinding: Sendable {
    public var position: Int
    public var name: String
    public var path: [String]
}

/// Where a function's parameters and body are, for evaluation at call time.
public struct FunctionBody: Sendable {
    /// One name a position; a destructuring pattern is `{…}` or `[…]`, its names in `bindings`.
    public var parameters: [String]
    public var bindings: [ParameterBinding] = []
    /// Token index of the body: the `{` of a block, or the first token of an expression body.
    public var start: Int
    public var isExpression: Bool
    /// The project file whose tokens `start` indexes, when the function may be called from another file; nil for a
    /// file read alone.
    public var module: String?
}
