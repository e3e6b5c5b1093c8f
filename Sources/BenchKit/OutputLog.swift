/// A process's combined stdout and stderr as lines, ANSI stripped, each stamped with the monotonic instant
/// its bytes were read, retained in a bounded ring so that a tool writing gigabytes costs bounded memory.
///
/// Patterns registered as `LineExpectation`s are checked against every line as it arrives, before the ring
/// can drop it, so a readiness line buried in a huge log is still seen. Not thread-safe: `ManagedProcess`
/// guards it with its lock.
struct OutputLog {
    struct Line {
        var text: String
        var time: UInt64
    }

    let capacityBytes: Int
    private(set) var lines: [Line] = []
    private var head = 0
    private(set) var retainedBytes = 0
    private(set) var totalBytes = 0
    private(set) var totalLines = 0
    /// Monotonic instant of the last bytes received (0 before any).
    private(set) var lastOutputTime: UInt64 = 0
    private var partial: [UInt8] = []
    private var expectations: [LineExpectation] = []

    init(capacityBytes: Int) { self.capacityBytes = max(capacityBytes, 1024) }

    /// Starts matching; with `includingRetained` the lines already in the ring are checked first (for a
    /// readiness pattern registered just after spawn, when the first lines may already have arrived).
    mutating func register(_ expectation: LineExpectation, includingRetained: Bool = false) {
        if includingRetained {
            for line in lines[head...] {
                if let captures = expectation.pattern.match(line.text) {
                    expectation.match = .init(line: line.text, captures: captures, time: line.time)
                    break
                }
            }
        }
        expectations.append(expectation)
    }

    mutating func unregister(_ expectation: LineExpectation) { expectations.removeAll { $0 === expectation } }

    mutating func append(_ bytes: ArraySlice<UInt8>, at time: UInt64) {
        totalBytes += bytes.count
        lastOutputTime = time
        var start = bytes.startIndex
        while let newline = bytes[start...].firstIndex(of: 0x0A) {
            partial.append(contentsOf: bytes[start..<newline])
            complete(at: time)
            start = newline + 1
        }
        partial.append(contentsOf: bytes[start...])
        // A single line longer than the ring is cut, so it cannot grow without bound.
        if partial.count > capacityBytes { complete(at: time) }
    }

    /// Flushes an unterminated last line (at end of output).
    mutating func finish(at time: UInt64) {
        if !partial.isEmpty { complete(at: time) }
    }

    private mutating func complete(at time: UInt64) {
        let text = String(decoding: ANSIStripper.strip(partial), as: UTF8.self)
        partial.removeAll(keepingCapacity: true)
        totalLines += 1
        for expectation in expectations where expectation.match == nil && time >= expectation.notBefore {
            if let captures = expectation.pattern.match(text) {
                expectation.match = .init(line: text, captures: captures, time: time)
            }
        }
        lines.append(Line(text: text, time: time))
        retainedBytes += text.utf8.count + 1
        while retainedBytes > capacityBytes, head < lines.count - 1 {
            retainedBytes -= lines[head].text.utf8.count + 1
            head += 1
        }
        // Compact occasionally rather than on every drop.
        if head > 4096 && head * 2 > lines.count {
            lines.removeFirst(head)
            head = 0
        }
    }

    /// The last `count` retained lines, oldest first.
    func lastLines(_ count: Int) -> [String] { lines[head...].suffix(count).map(\.text) }

    /// The last `count` retained lines joined by newlines, noting how much earlier output was dropped. The first
    /// earlier line that looks like the cause (`FailureCause`) is kept in its place: node prints the error first and
    /// a stack longer than the tail after it (`Error: listen EADDRINUSE` was cut off, leaving only the stack).
    func tail(_ count: Int) -> String {
        let retained = lines[head...]
        let shown = retained.suffix(count).map(\.text)
        let hidden = retained.dropLast(shown.count)
        var prefix = ""
        var dropped = totalLines - shown.count
        if let cause = hidden.firstIndex(where: { FailureCause.marks($0.text) }) {
            let before = dropped - (hidden.endIndex - cause)
            // Cut as FailureCause cuts it: a line of a minified bundle node quotes above a crash can be megabytes long
            // and hold `error:` (`{error:e}`), and it was hidden from the tail before it was kept.
            let text = lines[cause].text
            let kept = text.count > FailureCause.maximumLength ? String(text.prefix(FailureCause.maximumLength)) + "…" : text
            prefix = Self.elision(before) + "  | " + kept + "\n"
            dropped -= before + 1
        }
        prefix += Self.elision(dropped, later: !prefix.isEmpty)
        let body = shown.map { "  | " + $0 }.joined(separator: "\n")
        return prefix + (body.isEmpty ? "  (no output)" : body)
    }

    /// `  … N earlier lines` (or `more lines`, after a kept line) and a newline; empty for none.
    private static func elision(_ count: Int, later: Bool = false) -> String {
        count > 0 ? "  … \(count) \(later ? "more" : "earlier") line\(count == 1 ? "" : "s")\n" : ""
    }
}
