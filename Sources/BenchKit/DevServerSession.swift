import Foundation

/// One dev-server run: spawn with a free port, wait for every readiness check (each timed independently
/// from spawn), optionally time a hot update, then tear the whole process group down and wait for the port.
public struct DevServerSession: Sendable {
    public var command: String
    public var directory: String
    public var checks: [ReadinessCheck]
    public var timeoutMs: Int
    public var graceMs: Int
    public var hmrFile: String?
    public var hmrSignal: String
    public var environment: [String: String]
    public var extractImports: ModuleGraphLoader.ImportExtractor

    public init(command: String, directory: String, checks: [ReadinessCheck], timeoutMs: Int, graceMs: Int = 3000,
                hmrFile: String? = nil, hmrSignal: String = ReadinessPreset.updatePattern,
                environment: [String: String] = [:], extractImports: @escaping ModuleGraphLoader.ImportExtractor) {
        self.command = command
        self.directory = directory
        self.checks = checks
        self.timeoutMs = timeoutMs
        self.graceMs = graceMs
        self.hmrFile = hmrFile
        self.hmrSignal = hmrSignal
        self.environment = environment
        self.extractImports = extractImports
    }

    /// The environment every subject gets: no colours, no browser, and the port to use.
    public static func subjectEnvironment(port: Int) -> [String: String] {
        ["NO_COLOR": "1", "FORCE_COLOR": "0", "BROWSER": "none", "PORT": String(port)]
    }

    public func run(index: Int) throws -> DevRunResult {
        let port = try PortProbe.freePort()
        var env = environment
        for (key, value) in Self.subjectEnvironment(port: port) { env[key] = value }
        let patterns = try checks.compactMap { check -> LinePattern? in
            if case .log(let pattern) = check { return try LinePattern(pattern) }
            return nil
        }
        let hmrPattern = try LinePattern(hmrSignal)

        let process = try ManagedProcess(command: command, directory: directory, environment: env)
        var tornDown = false
        defer {
            if !tornDown {
                process.terminate(graceMs: graceMs)
                PortProbe.waitUntilFree(port: port, deadline: MonotonicClock.now() + Self.portReleaseMs * 1_000_000)
            }
        }
        let deadline = MonotonicClock.deadline(process.spawnTime, plusMilliseconds: timeoutMs)
        let expectations = patterns.map { process.expect($0, sinceSpawn: true) }
        var result = DevRunResult()
        result.processGroup = process.processGroup

        // Active checks run concurrently from spawn, each on its own thread, so none delays another.
        let active = ActiveChecks()
        let group = DispatchGroup()
        for check in checks {
            switch check {
            case .log: continue
            case .port:
                group.enter()
                Thread.detachNewThread {
                    defer { group.leave() }
                    while MonotonicClock.now() < deadline && process.exit == nil {
                        if PortProbe.isAccepting(port: port) { active.record("port", MonotonicClock.now()); return }
                        usleep(1000)
                    }
                }
            case .http(let path):
                group.enter()
                Thread.detachNewThread {
                    defer { group.leave() }
                    while MonotonicClock.now() < deadline && process.exit == nil {
                        let remaining = Int(Int64(bitPattern: deadline &- MonotonicClock.now()) / 1_000_000)
                        if let response = try? HTTPClient.get(port: port, path: path, timeoutMs: max(remaining, 1)) {
                            if response.status == 200 {
                                active.record("http", MonotonicClock.now())
                                return
                            }
                            // Kept to say so if it never turns 200: "not ready" would blame the timeout.
                            active.fail(BenchError.httpStatus(path: path, status: response.status))
                        }
                        usleep(2000)
                    }
                }
            case .firstLoad(let path):
                group.enter()
                let loader = ModuleGraphLoader(port: port, timeoutMs: timeoutMs, extractImports: extractImports)
                Thread.detachNewThread {
                    defer { group.leave() }
                    do {
                        let loaded = try loader.load(page: path, deadline: deadline) { process.exit != nil }
                        active.recordFirstLoad(loaded)
                    } catch {
                        active.fail(error)
                    }
                }
            }
        }

        // Wait for every log check (or exit, or the deadline), then for the active checks.
        for (index, expectation) in expectations.enumerated() {
            let (matched, timedOut) = process.waitForAny([expectation], deadline: deadline)
            if let match = matched?.match {
                if index == 0 {
                    result.readyMs["log"] = MonotonicClock.milliseconds(from: process.spawnTime, to: match.time)
                    result.toolReportedMs = ReadinessPreset.reportedMilliseconds(match.captures)
                }
                continue
            }
            if timedOut {
                throw BenchError.notReady(command: command, waitedMs: timeoutMs,
                                          condition: checks.first { $0.name == "log" }?.description ?? "log",
                                          logTail: process.logTail())
            }
            let code = process.exit?.code ?? -1
            throw BenchError.exitedBeforeReady(command: command, exitCode: code, logTail: process.logTail())
        }
        // The active checks stop at the deadline themselves; a second of slack covers their last request.
        let elapsedMs = Int(MonotonicClock.milliseconds(from: process.spawnTime, to: MonotonicClock.now()))
        let waitMs = min(max(timeoutMs - elapsedMs, 0), 86_400_000) + 1000
        if !expectations.isEmpty, let url = ForeignPortURL.find(in: process.lastLines(Self.scannedLines), port: port),
           group.wait(timeout: .now() + .milliseconds(min(waitMs, Self.foreignPortGraceMs))) == .timedOut,
           !PortProbe.isAccepting(port: port) {
            // Ready by its log, it named another port, and nothing listens on ours: waiting out the timeout
            // would not change that.
            let first = checks.first { $0.name != "log" }?.description ?? "the readiness check"
            throw BenchError.wrongPort(command: command, port: port, url: url, condition: first, logTail: process.logTail())
        }
        _ = group.wait(timeout: .now() + .milliseconds(waitMs))
        let snapshot = active.snapshot()
        let missing = checks.filter { $0.name != "log" && snapshot.times[$0.name] == nil }
        if let first = missing.first {
            if let exit = process.exit {
                // Ready by its log already: "before it was ready" would send the user looking at start-up.
                if result.readyMs["log"] != nil {
                    throw BenchError.exitedAfterReadyLine(command: command, exitCode: exit.code, condition: first.description, logTail: process.logTail())
                }
                throw BenchError.exitedBeforeReady(command: command, exitCode: exit.code, logTail: process.logTail())
            }
            if case .httpStatus(let path, let status)? = snapshot.error as? BenchError {
                throw BenchError.badStatus(command: command, path: path, status: status, condition: first.description,
                                           untilTimeoutMs: first.name == "http" ? timeoutMs : nil, logTail: process.logTail())
            }
            // Checked before blaming the timeout: a server on another port never answers, however long we wait.
            if let url = ForeignPortURL.find(in: process.lastLines(Self.scannedLines), port: port) {
                throw BenchError.wrongPort(command: command, port: port, url: url, condition: first.description,
                                           logTail: process.logTail())
            }
            let condition = snapshot.error.map { "\(first.description): \($0)" } ?? first.description
            throw BenchError.notReady(command: command, waitedMs: timeoutMs, condition: condition,
                                      logTail: process.logTail())
        }
        for (name, time) in snapshot.times {
            result.readyMs[name] = MonotonicClock.milliseconds(from: process.spawnTime, to: time)
        }
        result.firstLoadRequests = snapshot.firstLoad?.requests
        result.firstLoadBytes = snapshot.firstLoad?.bytes
        result.firstLoadFailures = snapshot.firstLoad?.failures ?? []
        result.firstLoadUnresolved = snapshot.firstLoad?.unresolved ?? []

        if let hmrFile {
            let path = hmrFile.hasPrefix("/") ? hmrFile : directory + "/" + hmrFile
            // A failed update costs only the HMR sample: ready and first load were measured on this run.
            do {
                let update = try HMRProbe.measure(process: process, file: path, signal: hmrPattern,
                                                  timeoutMs: timeoutMs, run: index)
                result.hmrMs = update.ms
                if HMRProbe.isFullReload(update.line) { result.hmrFullReload = update.line }
            } catch {
                result.hmrError = error as? BenchError ?? .invalidProject("\(error)")
            }
        }
        result.killed = process.terminate(graceMs: graceMs)
        tornDown = true
        if !PortProbe.waitUntilFree(port: port, deadline: MonotonicClock.now() + Self.portReleaseMs * 1_000_000) {
            let owners = PortProbe.listeners(port: port)
            result.lingering = "port \(port) still accepted connections \(Self.portReleaseMs / 1000) s after `\(command)` "
                + "was stopped, held by " + (owners.isEmpty ? "an unknown process" : owners.joined(separator: ", "))
                + "; stop it, or later runs measure a busy machine"
        }
        return result
    }

    /// How much of the output is searched for a URL on another port.
    static let scannedLines = 500

    /// How long a server that printed a URL on another port gets for its own port to answer after its ready line.
    static let foreignPortGraceMs = 3000

    /// How long teardown waits for the port to be released.
    static let portReleaseMs: UInt64 = 10_000
}

/// Results of the concurrently running checks, collected under a lock.
private final class ActiveChecks: @unchecked Sendable {
    private let lock = NSLock()
    private var times: [String: UInt64] = [:]
    private var firstLoad: ModuleGraphLoader.Result?
    private var error: (any Error)?

    func record(_ name: String, _ time: UInt64) {
        lock.lock()
        times[name] = time
        lock.unlock()
    }

    func recordFirstLoad(_ result: ModuleGraphLoader.Result) {
        lock.lock()
        firstLoad = result
        times["first-load"] = result.finishedAt
        lock.unlock()
    }

    func fail(_ error: any Error) {
        lock.lock()
        self.error = error
        lock.unlock()
    }

    func snapshot() -> (times: [String: UInt64], firstLoad: ModuleGraphLoader.Result?, error: (any Error)?) {
        lock.lock()
        defer { lock.unlock() }
        return (times, firstLoad, error)
    }
}
