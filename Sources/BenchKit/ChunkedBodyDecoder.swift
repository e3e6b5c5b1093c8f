import Foundation

/// Decodes a chunked HTTP/1.1 body (RFC 9112 §7.1) as a response's bytes arrive, read by read: each call goes on from
/// where the last one stopped, so every byte is read once however the reads fall. Decoding from the body's start
/// whenever a read ended like the message's end (an empty line, as a chunk whose data ends in CRLF also does) made a
/// large module's transfer quadratic.
struct ChunkedBodyDecoder {
    private enum Stage {
        /// Before a chunk's size line.
        case size
        /// Inside a chunk's data, with this many bytes still to come.
        case data(remaining: Int)
        /// After a chunk's data: its CRLF.
        case dataEnd
        /// After the last (empty) chunk: trailer fields up to the empty line that ends the message.
        case trailer
        case done
    }

    /// The body decoded so far; all of it once `advance` has returned true.
    private(set) var body: [UInt8] = []
    /// The message's next unread byte.
    private(set) var position: Int
    private var stage = Stage.size

    /// A decoder for the body that starts at `bodyStart` in the message (after the header's empty line).
    init(bodyStart: Int) { position = bodyStart }

    /// Reads what `message` (the response received so far, each call's a continuation of the last's) holds beyond
    /// what earlier calls read. True once the message's end has arrived; throws on a malformed body.
    mutating func advance(through message: [UInt8]) throws(BenchError) -> Bool {
        while true {
            switch stage {
            case .size:
                guard let lineEnd = Self.lineEnd(in: message, from: position) else { return false }
                // `1a;name=value`: extensions after `;` are ignored.
                let sizeText = String(decoding: message[position..<lineEnd], as: UTF8.self).split(separator: ";", omittingEmptySubsequences: false).first ?? ""
                guard let size = Int(sizeText.trimmingCharacters(in: [" ", "\t"]), radix: 16), size >= 0 else {
                    throw BenchError.http("malformed chunked HTTP body (chunk size '\(sizeText)')")
                }
                position = lineEnd + 2
                stage = size == 0 ? .trailer : .data(remaining: size)
            case .data(let remaining):
                let taken = min(remaining, message.count - position)
                body.append(contentsOf: message[position..<(position + taken)])
                position += taken
                guard taken == remaining else {
                    stage = .data(remaining: remaining - taken)
                    return false
                }
                stage = .dataEnd
            case .dataEnd:
                guard message.count - position >= 2 else { return false }
                guard message[position] == 13, message[position + 1] == 10 else { throw BenchError.http("malformed chunked HTTP body (no CRLF after a chunk)") }
                position += 2
                stage = .size
            case .trailer:
                guard let lineEnd = Self.lineEnd(in: message, from: position) else { return false }
                if lineEnd == position { stage = .done }
                position = lineEnd + 2
            case .done:
                return true
            }
        }
    }

    /// The index of the CRLF ending the line that starts at `start`, or nil while it has not arrived.
    private static func lineEnd(in message: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 1 < message.count {
            if message[index] == 13, message[index + 1] == 10 { return index }
            index += 1
        }
        return nil
    }
}
