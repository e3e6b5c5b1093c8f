import Foundation

/// Which live processes belong to a process group.
///
/// On Linux this reads `/proc/<pid>/stat` and ignores zombies: an orphan that already exited but was not
/// reaped (some container init processes never reap) uses no CPU, memory or port. Elsewhere `kill(-pgid, 0)`
/// answers whether any member exists.
public enum ProcessGroupScanner {
    public static func livingMembers(ofGroup pgid: pid_t) -> [pid_t] {
        #if os(Linux)
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        var members: [pid_t] = []
        for entry in entries {
            guard let pid = pid_t(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            // Fields after "comm)": state ppid pgrp …
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 2, fields[0] != "Z", fields[0] != "X", pid_t(fields[2]) == pgid else { continue }
            members.append(pid)
        }
        return members.sorted()
        #else
        return kill(-pgid, 0) == 0 ? [pgid] : []
        #endif
    }

    public static func isEmpty(_ pgid: pid_t) -> Bool { livingMembers(ofGroup: pgid).isEmpty }
}
