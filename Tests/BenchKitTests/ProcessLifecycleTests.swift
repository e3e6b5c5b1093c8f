import Foundation
import Testing
@testable import BenchKit

/// Real processes on real ports. After each test, every fixture process group that has been torn down must
/// be empty (checked in `deinit` against /proc), so no teardown leaves a process behind — grandchildren
/// included; every test here tears down what it starts.
@Suite(.serialized, .enabled(if: NodeFixture.available, NodeFixture.skipReason))
final class ProcessLifecycleTests {
    deinit {
        let live = Set(ProcessRegistry.shared.liveGroups)
        let survivors = ProcessRegistry.shared.spawnedGroups.filter {
            $0.command.contains(NodeFixture.folder) && !live.contains($0.group) && !ProcessGroupScanner.isEmpty($0.group)
        }
        #expect(survivors.isEmpty, "process groups still alive after the test: \(survivors.map(\.command))")
    }

    private func session(_ command: String, _ checks: [ReadinessCheck], timeoutMs: Int = 20_000,
                         hmrFile: String? = nil) -> DevServerSession {
        DevServerSession(command: command, directory: NodeFixture.folder, checks: checks, timeoutMs: timeoutMs,
                         graceMs: 2000, hmrFile: hmrFile,
                         extractImports: ImportSpecifierScanner.staticSpecifiers(inSource:))
    }

    @Test func readyLineAfterDelayIsTimedFromSpawnDespiteColours() throws {
        let result = try session(NodeFixture.command("ready-after-delay.js", "150"),
                                 [.log(pattern: ReadinessPreset.vite.pattern)]).run(index: 0)
        let ready = try #require(result.readyMs["log"])
        #expect(ready >= 150)
        // The server's own number counts from its start, after Node's bootstrap: never more than ours.
        let reported = try #require(result.toolReportedMs)
        #expect(reported >= 150 && reported <= ready)
        #expect(ProcessGroupScanner.isEmpty(result.processGroup))
    }

    @Test func portAndHTTPChecksWaitForALateListener() throws {
        let result = try session(NodeFixture.command("listen-late.js", "200"), [.port, .http(path: "/")]).run(index: 0)
        let port = try #require(result.readyMs["port"])
        let http = try #require(result.readyMs["http"])
        #expect(port >= 200)
        #expect(http >= 200)
        #expect(ProcessGroupScanner.isEmpty(result.processGroup))
    }

    @Test func firstLoadFetchesExactlyTheStaticModuleGraph() throws {
        let port = try PortProbe.freePort()
        let process = try ManagedProcess(command: NodeFixture.command("module-graph.js"), directory: NodeFixture.folder,
                                         environment: DevServerSession.subjectEnvironment(port: port))
        let loader = ModuleGraphLoader(port: port, timeoutMs: 20_000,
                                       extractImports: ImportSpecifierScanner.staticSpecifiers(inSource:))
        let result = try loader.load(page: "/", deadline: MonotonicClock.now() + 20_000_000_000)
        process.terminate(graceMs: 2000)
        // Page, main, a, b, c (once, though imported twice), the modulepreload and the inline module's import.
        #expect(result.requests == 7)
        #expect(result.failures.isEmpty)
        #expect(result.unresolved == ["react"])
        #expect(result.bytes > 500)
        #expect(result.finishedAt >= process.spawnTime)
        let served = process.lastLines(5).first { $0.hasPrefix("served ") }
        #expect(served == "served / /src/a.js /src/b.js /src/c.js /src/inline-dep.js /src/main.js /src/preloaded.js")
        #expect(ProcessGroupScanner.isEmpty(process.processGroup))
        #expect(PortProbe.waitUntilFree(port: port, deadline: MonotonicClock.now() + 5_000_000_000))
    }

    /// A browser requests a module whose name holds a space or a byte beyond ASCII percent-encoded; sent raw, the server
    /// answered 400 and the first load missed it (`answered other than 200: /src/café.js (400)`).
    @Test func firstLoadRequestsNamesBeyondASCIIEncodedAsABrowserDoes() throws {
        let port = try PortProbe.freePort()
        let process = try ManagedProcess(command: NodeFixture.command("encoded-names.js"), directory: NodeFixture.folder,
                                         environment: DevServerSession.subjectEnvironment(port: port))
        let ready = process.expect(try LinePattern(ReadinessPreset.esbuild.pattern), sinceSpawn: true)
        _ = process.waitForAny([ready], deadline: MonotonicClock.now() + 20_000_000_000)
        let loader = ModuleGraphLoader(port: port, timeoutMs: 20_000,
                                       extractImports: ImportSpecifierScanner.staticSpecifiers(inSource:))
        let result = try loader.load(page: "/", deadline: MonotonicClock.now() + 20_000_000_000)
        process.terminate(graceMs: 2000)
        #expect(result.failures.isEmpty, "\(result.failures)")
        #expect(result.requests == 3)
        let served = process.lastLines(5).first { $0.hasPrefix("served ") }
        #expect(served == "served / /src/caf%C3%A9.js /src/my%20module.js")
    }

    /// A browser follows redirects, for the page (CRA redirects / to the path an app with "homepage" is served at)
    /// and for modules; relative references then resolve against where it landed. One off the server is listed.
    @Test func firstLoadFollowsRedirectsAsABrowserDoes() throws {
        let port = try PortProbe.freePort()
        let process = try ManagedProcess(command: NodeFixture.command("redirect-graph.js"), directory: NodeFixture.folder,
                                         environment: DevServerSession.subjectEnvironment(port: port))
        let loader = ModuleGraphLoader(port: port, timeoutMs: 20_000,
                                       extractImports: ImportSpecifierScanner.staticSpecifiers(inSource:))
        let result = try loader.load(page: "/", deadline: MonotonicClock.now() + 20_000_000_000)
        process.terminate(graceMs: 2000)
        #expect(result.requests == 6)
        #expect(result.failures == ["/app/cdn.js (307)"])
        let served = process.lastLines(5).first { $0.hasPrefix("served ") }
        #expect(served == "served / /app/ /app/cdn.js /app/dep.js /app/dep2.js /app/main.js")
        #expect(ProcessGroupScanner.isEmpty(process.processGroup))
    }

    @Test func firstLoadAsAReadinessCheckCountsRequests() throws {
        let result = try session(NodeFixture.command("module-graph.js"),
                                 [.log(pattern: ReadinessPreset.esbuild.pattern), .firstLoad(path: "/")]).run(index: 0)
        #expect(result.firstLoadRequests == 7)
        let log = try #require(result.readyMs["log"])
        let firstLoad = try #require(result.readyMs["first-load"])
        #expect(firstLoad > 0 && log > 0)
        #expect(ProcessGroupScanner.isEmpty(result.processGroup))
    }

    @Test func teardownKillsGrandchildren() throws {
        let process = try ManagedProcess(command: NodeFixture.command("spawn-grandchildren.js"), directory: NodeFixture.folder)
        let ready = process.expect(try LinePattern(ReadinessPreset.webpack.pattern), sinceSpawn: true)
        _ = process.waitForAny([ready], deadline: MonotonicClock.now() + 20_000_000_000)
        let line = try #require(process.lastLines(10).first { $0.hasPrefix("GRANDCHILDREN ") })
        let pids = line.split(separator: " ").dropFirst().compactMap { pid_t($0) }
        #expect(pids.count == 2)
        #expect(pids.allSatisfy(NodeFixture.isAlive))
        process.terminate(graceMs: 2000)
        #expect(!pids.contains(where: NodeFixture.isAlive))
        #expect(ProcessGroupScanner.isEmpty(process.processGroup))
    }

    @Test func teardownStopsAServerThatLeftTheGroupWithSetsid() throws {
        let folder = try NodeFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pidFile = folder + "/server.pid"
        // setsid -w stays as the leader while the server runs in a session (and group) of its own.
        let result = try session("setsid -w " + NodeFixture.command("detached-server.js", pidFile),
                                 [.log(pattern: ReadinessPreset.esbuild.pattern)]).run(index: 0)
        let pid = try #require(pid_t(try String(contentsOfFile: pidFile, encoding: .utf8)))
        defer { if NodeFixture.isAlive(pid) { kill(pid, SIGKILL) } }
        #expect(result.readyMs["log"] != nil)
        #expect(!NodeFixture.isAlive(pid), "the setsid server survived teardown")
        #expect(result.lingering == nil, "\(result.lingering ?? "")")
    }

    @Test func serverIgnoringSIGTERMIsKilled() throws {
        let process = try ManagedProcess(command: NodeFixture.command("ignore-sigterm.js"), directory: NodeFixture.folder)
        let ready = process.expect(try LinePattern(ReadinessPreset.cra.pattern), sinceSpawn: true)
        _ = process.waitForAny([ready], deadline: MonotonicClock.now() + 20_000_000_000)
        let escalated = process.terminate(graceMs: 300)
        #expect(escalated)
        // The shell leader dies of SIGTERM; the Node server that ignored it only went with SIGKILL.
        #expect(process.lastLines(5).contains("SIGTERM ignored"))
        #expect(ProcessGroupScanner.isEmpty(process.processGroup))
    }

    @Test func hugeTimeoutAndGraceNeitherTrapNorWait() throws {
        // Deadlines saturate instead of overflowing UInt64 (which trapped and left the server running).
        #expect(MonotonicClock.deadline(5, plusMilliseconds: Int.max) == UInt64(Int64.max))
        #expect(MonotonicClock.deadline(5, plusMilliseconds: -3) == 5)
        #expect(MonotonicClock.deadline(5, plusMilliseconds: 2) == 2_000_005)
        let session = DevServerSession(command: NodeFixture.command("ready-after-delay.js", "10"), directory: NodeFixture.folder,
                                       checks: [.log(pattern: ReadinessPreset.vite.pattern)], timeoutMs: Int.max,
                                       graceMs: Int.max, extractImports: ImportSpecifierScanner.staticSpecifiers(inSource:))
        let result = try session.run(index: 0)
        #expect(result.readyMs["log"] != nil)
        #expect(ProcessGroupScanner.isEmpty(result.processGroup))
    }

    @Test func neverReadyTimesOutWithTheLogTail() throws {
        #expect {
            _ = try session(NodeFixture.command("never-ready.js"), [.log(pattern: ReadinessPreset.anyPattern)],
                            timeoutMs: 400).run(index: 0)
        } throws: { error in
            guard case .notReady(_, let waited, _, let tail) = error as? BenchError else { return false }
            return waited == 400 && tail.contains("still compiling")
        }
    }

    @Test func aServerAnsweringErrorsIsReportedAsErrorsNotAsSlow() throws {
        let checks: [ReadinessCheck] = [.log(pattern: ReadinessPreset.vite.pattern), .firstLoad(path: "/")]
        // The first load fails at the first 500, long before the 20 s timeout.
        let start = MonotonicClock.now()
        let error = try #require(throws: BenchError.self) { try session(NodeFixture.command("error-500.js"), checks).run(index: 0) }
        #expect(MonotonicClock.milliseconds(from: start, to: MonotonicClock.now()) < 10_000)
        guard case .badStatus(_, "/", 500, _, nil, _) = error else { Issue.record("\(error)"); return }
        #expect("\(error)".contains("answered GET / with HTTP 500 instead of 200"))
        #expect(!"\(error)".contains("raise --timeout"))
        // The http check keeps asking (a server may answer 503 while it starts) and then says what it got.
        let http = try #require(throws: BenchError.self) {
            try session(NodeFixture.command("error-500.js"), [.log(pattern: ReadinessPreset.vite.pattern), .http(path: "/")],
                        timeoutMs: 800).run(index: 0)
        }
        guard case .badStatus(_, "/", 500, _, 800, _) = http else { Issue.record("\(http)"); return }
    }

    @Test func crashBeforeReadyReportsStatusAndOutput() throws {
        #expect {
            _ = try session(NodeFixture.command("crash.js"), [.log(pattern: ReadinessPreset.anyPattern), .port]).run(index: 0)
        } throws: { error in
            guard case .exitedBeforeReady(_, let code, let tail) = error as? BenchError else { return false }
            return code == 3 && tail.contains("missing-plugin")
        }
    }

    /// Ready by its log, then gone before the first load: said as such, not as a start-up failure.
    @Test func crashAfterTheReadyLineSaysWhatDidNotHold() throws {
        let error = try #require(throws: BenchError.self) {
            try session(NodeFixture.command("crash-after-ready.js"), [.log(pattern: ReadinessPreset.vite.pattern), .firstLoad(path: "/")]).run(index: 0)
        }
        guard case .exitedAfterReadyLine(_, 4, let condition, let tail) = error else { Issue.record("\(error)"); return }
        #expect(tail.contains("[plugin broken]"))
        #expect("\(error)".contains("` printed its ready line, then exited with status 4 before \(condition) held."), "\(error)")
    }

    @Test func hugeLogIsBoundedAndTheReadyLineStillSeen() throws {
        let process = try ManagedProcess(command: NodeFixture.command("huge-log.js", "30"), directory: NodeFixture.folder,
                                         logCapacityBytes: 1 << 20)
        let ready = process.expect(try LinePattern(ReadinessPreset.esbuild.pattern), sinceSpawn: true)
        let (matched, _) = process.waitForAny([ready], deadline: MonotonicClock.now() + 30_000_000_000)
        let counts = process.outputByteCounts
        process.terminate(graceMs: 2000)
        #expect(matched != nil)
        #expect(counts.total >= 30_000_000)
        #expect(counts.retained <= (1 << 20) + 200)
        #expect(ProcessGroupScanner.isEmpty(process.processGroup))
    }

    @Test func hmrEditIsTimedAndTheFileRestoredByteForByte() throws {
        let folder = try NodeFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/App.jsx"
        let original = Data("export default function App() { return null }\r\nno newline at end ✓".utf8)
        try original.write(to: URL(fileURLWithPath: file))
        let result = try session(NodeFixture.command("hmr-watch.js", file), [.log(pattern: ReadinessPreset.esbuild.pattern)],
                                 hmrFile: file).run(index: 0)
        let hmr = try #require(result.hmrMs)
        #expect(hmr > 0)
        #expect(ProcessGroupScanner.isEmpty(result.processGroup))
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == original)
    }

    @Test func hmrTimeoutStillRestoresTheFile() throws {
        let folder = try NodeFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/App.jsx"
        let original = Data("const a = 1;\n".utf8)
        try original.write(to: URL(fileURLWithPath: file))
        // The ready-after-delay server never logs an update: the probe must time out and restore, and the
        // run keeps its ready time.
        let result = try session(NodeFixture.command("ready-after-delay.js", "10"), [.log(pattern: ReadinessPreset.vite.pattern)],
                                 timeoutMs: 800, hmrFile: file).run(index: 0)
        guard case .hmrTimeout? = result.hmrError else {
            Issue.record("expected an HMR timeout, got \(String(describing: result.hmrError))")
            return
        }
        #expect(result.readyMs["log"] != nil)
        #expect(result.hmrMs == nil)
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == original)
    }

    /// A file of `name` with `content`, probed once by the checking server: the edit must keep it valid.
    private func probe(_ name: String, _ content: String, mode: String = "strict") throws -> DevRunResult {
        let folder = try NodeFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/" + name
        try Data(content.utf8).write(to: URL(fileURLWithPath: file))
        let result = try session(NodeFixture.command("hmr-check.js", file, mode), [.log(pattern: ReadinessPreset.esbuild.pattern)],
                                 timeoutMs: 8000, hmrFile: file).run(index: 0)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == content)
        #expect(ProcessGroupScanner.isEmpty(result.processGroup))
        return result
    }

    @Test(arguments: [("data.json", #"{"a": 1}"#), ("style.css", "a { color: red }"), ("page.html", "<p>hi</p>"),
                      ("App.vue", "<template><p/></template>")])
    func hmrEditKeepsTheFileValidForItsType(name: String, content: String) throws {
        let result = try probe(name, content)
        #expect(result.hmrMs != nil, "\(String(describing: result.hmrError))")
    }

    @Test func aCompileErrorAfterTheEditIsSaidAndPointsToHMRPattern() throws {
        let result = try probe("App.jsx", "export default 1;\n", mode: "broken")
        guard case .hmrCompileError(_, let edit, let line, _)? = result.hmrError else {
            Issue.record("expected a compile error, got \(String(describing: result.hmrError))")
            return
        }
        #expect(edit == "a `//` comment appended")
        #expect(line == "webpack 5.0.0 compiled with 1 error in 3 ms")
        #expect(result.hmrError.map { "\($0)" }?.contains("--hmr-pattern") == true)
        #expect(result.readyMs["log"] != nil)
    }

    @Test func aServerOnAnotherPortIsNamedNotTimedOut() throws {
        let other = try PortProbe.freePort()
        let start = MonotonicClock.now()
        #expect {
            _ = try session(NodeFixture.command("wrong-port.js", String(other)),
                            [.log(pattern: ReadinessPreset.vite.pattern), .firstLoad(path: "/")], timeoutMs: 120_000).run(index: 0)
        } throws: { error in
            guard case .wrongPort(_, let port, let url, _, _)? = error as? BenchError else { return false }
            return port != other && url == "http://localhost:\(other)/" && "\(error)".contains("not listening on the port")
        }
        // Said after a short grace, not after the two-minute timeout.
        #expect(MonotonicClock.milliseconds(from: start, to: MonotonicClock.now()) < 60_000)
    }

    @Test func buildIsTimedAndItsOutputSizedWithHashesNormalised() throws {
        let folder = try NodeFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try BuildSession(command: NodeFixture.command("build.js", folder + "/dist"), directory: folder,
                                      timeoutMs: 20_000).run()
        #expect(result.exitCode == 0)
        #expect(result.wallMs > 0)
        #expect(result.cpuMs > 0)
        #expect(result.peakRssBytes > 1_000_000)
        let reported = try #require(result.toolReportedMs)
        #expect(reported <= result.wallMs)
        let files = try OutputSizer.measure(folder: folder + "/dist")
        #expect(files.map(\.name) == ["assets/index-[hash].js", "index.html"])
        let script = try #require(files.first)
        #expect(script.bytes == 4400)
        #expect(script.gzipBytes > 20 && script.gzipBytes < 200)
        // scripts/ensure-deps.sh installs brotli: the test command always has it.
        let brotli = try #require(script.brotliBytes, "brotli is not installed")
        #expect(brotli > 5 && brotli < 200)
    }

    @Test func failingBuildReportsItsExitCode() throws {
        let folder = try NodeFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try BuildSession(command: NodeFixture.command("build.js", folder + "/dist", "3"), directory: folder,
                                      timeoutMs: 20_000).run()
        #expect(result.exitCode == 3)
    }
}

