import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// TCP facts about local ports: a free one to hand a dev server, whether one accepts, and waiting until
/// one is free again after teardown.
public enum PortProbe {
    /// A port the kernel considers free right now (bind to port 0 on loopback, read it back, release it).
    public static func freePort() throws -> Int {
        let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socketFD >= 0 else { throw BenchError.http("cannot create a socket: \(String(cString: strerror(errno)))") }
        defer { close(socketFD) }
        var address = loopback(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socketFD, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else { throw BenchError.http("cannot bind a loopback port: \(String(cString: strerror(errno)))") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socketFD, $0, &length) }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// True when something accepts TCP connections on the port at 127.0.0.1 or [::1].
    public static func isAccepting(port: Int) -> Bool {
        if let socketFD = connectSocket(port: port, timeoutMs: 1000) {
            close(socketFD)
            return true
        }
        return false
    }

    /// Waits (checking every millisecond) until nothing accepts on `port`; false if still taken at the deadline.
    @discardableResult
    public static func waitUntilFree(port: Int, deadline: UInt64) -> Bool {
        while isAccepting(port: port) {
            if MonotonicClock.now() >= deadline { return false }
            usleep(1000)
        }
        return true
    }

    /// Processes holding a listening TCP socket on `port` (Linux: `/proc/net/tcp{,6}` and each process's
    /// file descriptors), as "pid (command)"; empty when unknown (other users' processes are not readable).
    public static func listeners(port: Int) -> [String] {
        var inodes: Set<String> = []
        for table in ["/proc/net/tcp", "/proc/net/tcp6"] {
            guard let text = try? String(contentsOfFile: table, encoding: .utf8) else { continue }
            // sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode …; st 0A is LISTEN.
            for line in text.split(separator: "\n").dropFirst() {
                let fields = line.split(separator: " ")
                guard fields.count > 9, fields[3] == "0A", let colon = fields[1].lastIndex(of: ":"),
                      Int(fields[1][fields[1].index(after: colon)...], radix: 16) == port else { continue }
                inodes.insert("socket:[\(fields[9])]")
            }
        }
        guard !inodes.isEmpty, let pids = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        var owners: [String] = []
        for pid in pids where Int32(pid) != nil {
            guard let descriptors = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd") else { continue }
            let holds = descriptors.contains { descriptor in
                (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(descriptor)")).map(inodes.contains) == true
            }
            guard holds else { continue }
            let name = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines)
            owners.append("pid \(pid)" + (name.map { " (\($0))" } ?? ""))
        }
        return owners.sorted()
    }

    /// A connected blocking socket to loopback (IPv4 first, then IPv6), or nil when refused.
    static func connectSocket(port: Int, timeoutMs: Int) -> Int32? {
        var timeout = timeval(tv_sec: timeoutMs / 1000, tv_usec: Int((timeoutMs % 1000) * 1000))
        var v4 = loopback(port: port)
        var v6 = sockaddr_in6()
        v6.sin6_family = sa_family_t(AF_INET6)
        v6.sin6_port = UInt16(port).bigEndian
        v6.sin6_addr = in6addr_loopback
        let attempts: [(Int32, (Int32) -> Int32)] = [
            (AF_INET, { fd in withUnsafePointer(to: &v4) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } } }),
            (AF_INET6, { fd in withUnsafePointer(to: &v6) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) } } }),
        ]
        for (family, connectTo) in attempts {
            let socketFD = socket(family, Int32(SOCK_STREAM.rawValue), 0)
            guard socketFD >= 0 else { continue }
            _ = fcntl(socketFD, F_SETFD, FD_CLOEXEC)
            setsockopt(socketFD, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            setsockopt(socketFD, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            var one: Int32 = 1
            setsockopt(socketFD, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
            if connectTo(socketFD) == 0 { return socketFD }
            close(socketFD)
        }
        return nil
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        return address
    }
}
