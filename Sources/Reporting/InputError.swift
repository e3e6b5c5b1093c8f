import Foundation

/// A problem with what the user gave us (a file, a flag value), with the message that names it and says
/// what to do. The CLI prints it and exits with status 2.
public struct InputError: Error, CustomStringConvertible, Equatable, Sendable {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }

    /// A decoding error as a person can act on it: where in the document, and what was wrong.
    static func describe(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return "\(error)" }
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "the top level" : String(keys.drop(while: { $0 == "." }))
        }
        switch decoding {
        case .dataCorrupted(let context):
            return "invalid JSON at \(path(context)): \(context.underlyingError.map { "\($0)" } ?? context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "missing \"\(key.stringValue)\" at \(path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "wrong type at \(path(context)): \(context.debugDescription)"
        @unknown default:
            return "\(decoding)"
        }
    }
}
