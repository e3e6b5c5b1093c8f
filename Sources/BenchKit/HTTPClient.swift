import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small blocking HTTP/1.1 GET over loopback, one connection per request (`Connection: close`).
///
/// Written against sockets rather than URLSession so that a request costs no run loop or cache, times are
/// taken exactly around the exchange, and a server that holds requests (webpack-dev-middleware "wait until
/// bundle finished") is simply waited for up to the timeout.
public enum HTTPClient {
    public struct Response: Sendable {
        public var status: Int
        public var headers: [String: String]
        public var body: [UInt8]
    }

    /// GETs `path` from `127.0.0.1:port` (or `[::1]`). Throws `BenchError.http` on refusal, timeout or a
    /// malformed response.
    public static func get(port: Int, path: String, timeoutMs: Int) throws -> Response {
        guard let socketFD = PortProbe.connectSocket(port: port, timeoutMs: timeoutMs) else {
            throw BenchError.http("connection to port \(port) refused")
        }
        defer { close(socketFD) }
        let request = "GET \(requestTarget(path)) HTTP/1.1\r\nHost: localhost:\(port)\r\nAccept: */*\r\n"
            + "User-Agent: migrate-audit-bench\r\nConnection: close\r\n\r\n"
        let bytes = Array(request.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { raw in
                send(socketFD, raw.baseAddress! + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { throw BenchError.http("sending GET \(path) failed: \(String(cString: strerror(errno)))") }
            sent += count
        }
        var received: [UInt8] = []
        var chunks: ChunkedBodyDecoder?
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let deadline = MonotonicClock.deadline(inMilliseconds: timeoutMs)
        while true {
            let count = recv(socketFD, &buffer, buffer.count, 0)
            if count > 0 {
                received.append(contentsOf: buffer[0..<count])
                if let response = try parse(received, complete: false, chunks: &chunks) { return response }
            } else if count == 0 {
                break
            } else if errno == EINTR {
                continue
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                if MonotonicClock.now() >= deadline { throw BenchError.http("GET \(path) timed out after \(timeoutMs) ms") }
            } else {
                throw BenchError.http("receiving GET \(path) failed: \(String(cString: strerror(errno)))")
            }
        }
        guard let response = try parse(received, complete: true, chunks: &chunks) else {
            throw BenchError.http("GET \(path): connection closed before a complete response")
        }
        return response
    }

    /// `path` as a request line may carry it, encoded as a browser encodes a URL's path: a space, a control character,
    /// a byte beyond ASCII (`/src/café.js` is `/src/caf%C3%A9.js`), a backtick or one of " < > \ ^ { | } is
    /// percent-encoded. Sent raw, servers answer 400, and the first load missed the module. `%` is kept, so an
    /// encoded path is unchanged.
    static func requestTarget(_ path: String) -> String {
        let escaped = Set("\"<>\\^`{|}".utf8)
        let hex = Array("0123456789ABCDEF")
        var encoded = ""
        for byte in path.utf8 {
            if byte <= 0x20 || byte >= 0x7F || escaped.contains(byte) {
                encoded += "%\(hex[Int(byte >> 4)])\(hex[Int(byte & 15)])"
            } else {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            }
        }
        return encoded
    }

    /// A response once `data` (what has arrived so far; `complete` once the connection closed) holds all of it; nil while
    /// more is needed. `chunks`: a chunked body's decoder, kept from one read's call to the next, so that each
    /// reads only what arrived since.
    static func parse(_ data: [UInt8], complete: Bool, chunks: inout ChunkedBodyDecoder?) throws -> Response? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let headerEnd = firstIndex(of: separator, in: data, from: 0) else {
            if complete { throw BenchError.http("malformed HTTP response (no header end)") }
            return nil
        }
        let headerText = String(decoding: data[0..<headerEnd], as: UTF8.self)
        var lines = headerText.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
            throw BenchError.http("malformed HTTP status line")
        }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let bodyStart = headerEnd + 4
        if let length = headers["content-length"].flatMap(Int.init) {
            guard data.count - bodyStart >= length else { return nil }
            return Response(status: status, headers: headers, body: Array(data[bodyStart..<(bodyStart + length)]))
        }
        if headers["transfer-encoding"]?.lowercased().contains("chunked") == true {
            // Taken out rather than mutated through a copy, which would share the body's storage: the next append would
            // copy it whole.
            var decoder = chunks.take() ?? ChunkedBodyDecoder(bodyStart: bodyStart)
            guard try decoder.advance(through: data) else {
                if complete { throw BenchError.http("truncated chunked HTTP body") }
                chunks = decoder
                return nil
            }
            return Response(status: status, headers: headers, body: decoder.body)
        }
        if status == 204 || status == 304 { return Response(status: status, headers: headers, body: []) }
        return complete ? Response(status: status, headers: headers, body: Array(data[bodyStart...])) : nil
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        var index = start
        while index <= haystack.count - needle.count {
            if haystack[index] == needle[0] && haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
