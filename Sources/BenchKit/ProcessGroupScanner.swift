import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which live processes belong to a process group.
///
/// On Linux this reads `/proc/<pid>/stat` (with plain system calls: teardown scans it several times and
/// must stay cheap) and ignores zombies: an orphan that already exited but was not reaped (some container
/// init processes never reap) uses no CPU, memory or port. Elsewhere `kill(-pgid, 0)` answers whether any
/// member exists.
public enum ProcessGroupScanner {
    public static func livingMembers(ofGroup pgid: pid_t) -> [pid_t] {
        #if os(Linux)
        guard let directory = opendir("/proc") else { return [] }
        defer { closedir(directory) }
        var members: [pid_t] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let pid = pid_t(name) else { continue }
            let descriptor = open("/proc/\(name)/stat", O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            let count = read(descriptor, &buffer, buffer.count)
            close(descriptor)
            guard count > 0, let state = groupAndState(buffer[0..<count]) else { continue }
            if state.group == pgid && state.state != UInt8(ascii: "Z") && state.state != UInt8(ascii: "X") {
                members.append(pid)
            }
        }
        return members.sorted()
        #else
        return kill(-pgid, 0) == 0 ? [pgid] : []
        #endif
    }

    public static func isEmpty(_ pgid: pid_t) -> Bool { livingMembers(ofGroup: pgid).isEmpty }

    /// The state letter and process group from a `stat` line: `pid (comm) S ppid pgrp …`. The command name
    /// may contain spaces and parentheses, so fields are counted after the last `)`.
    static func groupAndState(_ stat: ArraySlice<UInt8>) -> (state: UInt8, group: pid_t)? {
        guard let close = stat.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = stat[(close + 1)...].split(separator: UInt8(ascii: " "))
        guard fields.count > 2, let state = fields[0].first,
              let group = pid_t(String(decoding: fields[2], as: UTF8.self)) else { return nil }
        return (state, group)
    }
}
