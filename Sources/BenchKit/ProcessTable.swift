import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A snapshot of every process (Linux: `/proc/<pid>/stat`), for finding what a subject left behind outside
/// its process group: a server started with `setsid` (or any daemon) has its own group and session, so
/// `kill(-group)` misses it; it is found by its parent links instead.
struct ProcessTable {
    struct Entry: Sendable, Equatable, Hashable {
        var pid: pid_t
        var parent: pid_t
        var group: pid_t
        var state: UInt8
        /// Start time in clock ticks after boot: with `pid`, identifies the process across pid reuse.
        var startTicks: UInt64

        var isZombie: Bool { state == UInt8(ascii: "Z") || state == UInt8(ascii: "X") }
    }

    var entries: [pid_t: Entry]

    /// Every process now; empty where /proc does not exist.
    static func scan() -> ProcessTable {
        var entries: [pid_t: Entry] = [:]
        #if os(Linux)
        guard let directory = opendir("/proc") else { return ProcessTable(entries: [:]) }
        defer { closedir(directory) }
        var buffer = [UInt8](repeating: 0, count: 1024)
        while let item = readdir(directory) {
            let name = withUnsafeBytes(of: item.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let pid = pid_t(name), let entry = load(pid, buffer: &buffer) else { continue }
            entries[pid] = entry
        }
        #endif
        return ProcessTable(entries: entries)
    }

    /// The current entry of `pid`, nil when it no longer exists.
    static func entry(_ pid: pid_t) -> Entry? {
        var buffer = [UInt8](repeating: 0, count: 1024)
        return load(pid, buffer: &buffer)
    }

    /// True when the process `entry` described still runs (same pid and start time, not a zombie).
    static func isRunning(_ entry: Entry) -> Bool {
        guard let now = self.entry(entry.pid) else { return false }
        return now.startTicks == entry.startTicks && !now.isZombie
    }

    /// Living descendants of `roots` by parent links, roots excluded.
    func descendants(of roots: Set<pid_t>) -> [Entry] {
        var children: [pid_t: [Entry]] = [:]
        for entry in entries.values { children[entry.parent, default: []].append(entry) }
        var found: [Entry] = []
        var pending = Array(roots)
        var seen = roots
        while let next = pending.popLast() {
            for child in children[next] ?? [] where seen.insert(child.pid).inserted {
                if !child.isZombie { found.append(child) }
                pending.append(child.pid)
            }
        }
        return found.sorted { $0.pid < $1.pid }
    }

    private static func load(_ pid: pid_t, buffer: inout [UInt8]) -> Entry? {
        let descriptor = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        let count = read(descriptor, &buffer, buffer.count)
        close(descriptor)
        guard count > 0 else { return nil }
        return parse(pid, buffer[0..<count])
    }

    /// `pid (comm) S ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime
    /// priority nice threads itrealvalue starttime …`. The command name may hold spaces and parentheses, so
    /// fields are counted after the last `)`.
    static func parse(_ pid: pid_t, _ stat: ArraySlice<UInt8>) -> Entry? {
        guard let close = stat.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = stat[(close + 1)...].split(separator: UInt8(ascii: " "))
        func number(_ index: Int) -> Int64? {
            index < fields.count ? Int64(String(decoding: fields[index], as: UTF8.self)) : nil
        }
        guard let state = fields.first?.first, let parent = number(1), let group = number(2), let start = number(19) else {
            return nil
        }
        return Entry(pid: pid, parent: pid_t(truncatingIfNeeded: parent), group: pid_t(truncatingIfNeeded: group),
                     state: state, startTicks: UInt64(clamping: start))
    }
}
