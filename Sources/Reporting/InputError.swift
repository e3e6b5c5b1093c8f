import Foundation

/// A problem with what the user gave us (a file, a flag value), with the message that names it and says
/// what to do. The CLI prints it and exits with status 2.
public struct InputError: Error, CustomStringConvertible, Equatable, Sendable {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }

    /// Why a file could not be read, in a few plain words ("no such file", "permission denied"), rather than
    /// Foundation's "The operation could not be completed. …".
    static func readProblem(_ error: any Error, at url: URL) -> String {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue { return "it is a folder" }
        switch (error as? CocoaError)?.code {
        case .fileReadNoSuchFile?, .fileNoSuchFile?: return "no such file"
        case .fileReadNoPermission?: return "permission denied"
        default:
            if let posix = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
                return String(cString: strerror(Int32(posix.code)))
            }
            return error.localizedDescription
        }
    }

    /// A decoding error as a person can act on it: where in the document, and what was wrong. Given the
    /// document, a syntax error is placed by line and column (Foundation's message names neither).
    static func describe(_ error: any Error, in document: Data? = nil) -> String {
        guard let decoding = error as? DecodingError else { return "\(error)" }
        // Whatever the decoder tripped on first: a number no reader holds reads to it as a value of the wrong type.
        if let document, let problem = JSONSyntaxCheck.firstProblem(in: [UInt8](document)) {
            return "invalid JSON at line \(problem.line), column \(problem.column): \(problem.reason)"
        }
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "the top level" : String(keys.drop(while: { $0 == "." }))
        }
        switch decoding {
        case .dataCorrupted(let context):
            return "invalid JSON at \(path(context)): \(context.underlyingError.map { "\($0)" } ?? context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "missing \"\(key.stringValue)\" at \(path(context))"
        case .typeMismatch(let type, let context):
            return "wrong type at \(path(context)): expected \(expected(type))"
        case .valueNotFound(let type, let context):
            return "null at \(path(context)): expected \(expected(type))"
        @unknown default:
            return "\(decoding)"
        }
    }

    /// Where `document` stops being JSON a reader can hold ("line 3, column 7: …"), or nil when it is one valid value.
    public static func syntaxProblem(in document: Data) -> String? {
        JSONSyntaxCheck.firstProblem(in: [UInt8](document)).map { "line \($0.line), column \($0.column): \($0.reason)" }
    }

    /// A decoded type in JSON's words: Foundation names a keyed container `Dictionary<String, Any>` and an unkeyed
    /// one `Array<Any>`, which mean nothing to the reader.
    public static func expected(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Double.Type: "a number"
        case is Bool.Type: "true or false"
        case is [String: Any].Type: "a JSON object"
        case is [Any].Type: "a JSON array"
        default: "a \(type)"
        }
    }
}
