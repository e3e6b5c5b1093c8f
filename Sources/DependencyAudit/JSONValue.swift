/// A JSON value that keeps object keys in source order (the order of `exports` conditions decides which
/// one wins) and the 1-based line and column of every object member, so findings can point into a manifest.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])

    /// The member value for `key` (its last occurrence, as JSON.parse and npm read a key given twice), when
    /// this is an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last(where: { $0.key == key })?.value
    }

    /// The member for `key` (the last one), with its line.
    public func member(_ key: String) -> JSONMember? {
        guard case .object(let members) = self else { return nil }
        return members.last(where: { $0.key == key })
    }

    /// How the value is called in messages: "an array", "a number (16)"; numbers are quoted.
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool(let flag): "a boolean (\(flag))"
        case .number(let number): "a number (\(number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)))"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    public var objectMembers: [JSONMember]? {
        if case .object(let members) = self { return members }
        return nil
    }

    public var arrayValues: [JSONValue]? {
        if case .array(let values) = self { return values }
        return nil
    }

    /// String members of an object (`dependencies`, `peerDependencies`), in source order.
    public var stringMap: [(key: String, value: String, line: Int, column: Int, endColumn: Int?)] {
        // A key given twice counts once, with its last value (as npm reads it).
        let members = objectMembers ?? []
        var lastIndex: [String: Int] = [:]
        for (index, member) in members.enumerated() { lastIndex[member.key] = index }
        return members.enumerated().compactMap { index, member in
            guard lastIndex[member.key] == index else { return nil }
            return member.value.stringValue.map { (member.key, $0, member.line, member.column, member.endColumn) }
        }
    }
}

/// One `"key": value` pair and where its key starts.
public struct JSONMember: Sendable, Equatable {
    public var key: String
    public var value: JSONValue
    public var line: Int
    /// 1-based UTF-16 column of the key's opening quote.
    public var column: Int
    /// 1-based UTF-16 column just past the member on the key's line: its value's end when the value ends on that
    /// line, else the key's closing quote; nil when not parsed from text.
    public var endColumn: Int?

    public init(key: String, value: JSONValue, line: Int, column: Int = 1, endColumn: Int? = nil) {
        self.key = key
        self.value = value
        self.line = line
        self.column = column
        self.endColumn = endColumn
    }
}
