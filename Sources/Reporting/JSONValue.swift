/// Any JSON value, decoded without a schema, so that the configuration reader can name every key it
/// does not know and every value of the wrong type by its path.
enum JSONValue: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// The value as an error message names it: a number as written (-1, 1.5, 99999999999, which "a number"
    /// would not tell apart from a valid one), else its kind.
    var quoted: String {
        guard case .number(let number) = self else { return kind }
        return number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }

    /// How the value is called in messages: "a string", "a number", …
    var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
