// bench-accuracy: how exact and how cheap `bench`'s measurements are, against the subjects' own records.
//
//  1. Time to ready: a test server prints its own CLOCK_MONOTONIC instant, then its ready line; the
//     harness's detection instant minus that is the detection latency (median |·| over 20 runs; target ≤ 5 ms).
//  2. Build time: the same CPU-bound build timed by BuildSession and by hyperfine, single runs alternating
//     in ABBA order; within 3%, judged on paired medians when the machine is quiet enough to resolve 3%,
//     else on the fastest runs (and the noise is printed).
//  3. Overhead: harness time per run beyond the subject's own wall time (build runs; dev runs including
//     teardown of an idle server); target < 10 ms.
import BenchKit
import Foundation
import Statistics

let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Tests/BenchKitTests/Fixtures").standardizedFileURL.path
let runs = Int(ProcessInfo.processInfo.environment["BENCH_ACCURACY_RUNS"] ?? "") ?? 20

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("bench-accuracy: \(message)\n".utf8))
    exit(2)
}

func median(_ values: [Double]) -> Double { Descriptive.median(values) ?? .nan }

func format(_ value: Double) -> String { String(format: "%.2f", value) }

// MARK: 1. Time to ready versus the server's own record

var detectionLatencies: [Double] = []
var spawnToReady: [Double] = []
let selfPattern = try LinePattern(#"^SELF-READY ([0-9]+)$"#)
let readyPattern = try LinePattern(ReadinessPreset.vite.pattern)
for _ in 0..<runs {
    let process = try ManagedProcess(command: "exec node \"\(fixtures)/ready-after-delay.js\" 100", directory: fixtures)
    let record = process.expect(selfPattern, sinceSpawn: true)
    let ready = process.expect(readyPattern, sinceSpawn: true)
    _ = process.waitForAny([ready], deadline: MonotonicClock.now() + 20_000_000_000)
    process.terminate(graceMs: 2000)
    guard let detected = ready.match?.time, let own = record.match?.captures[1].flatMap({ UInt64($0) }) else {
        fail("the test server did not report ready: \(process.logTail())")
    }
    detectionLatencies.append(MonotonicClock.milliseconds(from: own, to: detected))
    spawnToReady.append(MonotonicClock.milliseconds(from: process.spawnTime, to: detected))
}
let latency = median(detectionLatencies.map(abs))
print("time-to-ready: median |detected − server's own instant| = \(format(latency)) ms over \(runs) runs "
    + "(max \(format(detectionLatencies.map(abs).max() ?? 0)) ms; spawn→ready median \(format(median(spawnToReady))) ms); "
    + "target ≤ 5 ms: \(latency <= 5 ? "met" : "MISSED")")

// MARK: 2. Build time versus hyperfine

// The same process chain on both sides: no shell (hyperfine -N; `exec` replaces bench's /bin/sh), and
// single runs alternating in ABBA order so that load drift and position hit both tools alike.
let buildArguments = "node \"\(fixtures)/cpu-build.js\" 150"
var ours: [Double] = []
var selfReported: [Double] = []
var theirs: [Double] = []
let exportPath = NSTemporaryDirectory() + "bench-accuracy-hyperfine-\(UUID().uuidString).json"
defer { try? FileManager.default.removeItem(atPath: exportPath) }

@MainActor func runOurs() throws {
    let result = try BuildSession(command: "exec " + buildArguments, directory: fixtures,
                                  timeoutMs: 120_000).run()
    guard result.exitCode == 0 else { fail("the build fixture failed: \(result.logTail)") }
    ours.append(result.wallMs)
    if let reported = result.toolReportedMs { selfReported.append(reported) }
}

@MainActor func runHyperfine() throws {
    let hyperfine = try ManagedProcess(
        command: "exec hyperfine -N --style none --runs 1 --export-json \"\(exportPath)\" '\(buildArguments)'",
        directory: fixtures)
    defer { hyperfine.terminate() }
    guard let exit = hyperfine.waitForExit(deadline: MonotonicClock.now() + 600_000_000_000), exit.code == 0 else {
        fail("hyperfine failed (is it installed?): \(hyperfine.logTail())")
    }
    guard let data = FileManager.default.contents(atPath: exportPath),
          let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
          let results = json["results"] as? [[String: Any]], let times = results.first?["times"] as? [Double] else {
        fail("cannot read hyperfine's JSON export")
    }
    theirs += times.map { $0 * 1000 }
}

let buildRuns = Int(ProcessInfo.processInfo.environment["BENCH_ACCURACY_BUILD_RUNS"] ?? "") ?? 40
for pair in 0..<buildRuns {
    if pair % 4 == 0 || pair % 4 == 3 {
        try runOurs()
        try runHyperfine()
    } else {
        try runHyperfine()
        try runOurs()
    }
}
// Per-run noise on a shared machine is far larger than 3%. The headline is therefore the paired estimator
// the methodology recommends for interleaved runs: the median of the ratios of adjacent runs (same load),
// shown with the unpaired medians and the bootstrap 95% interval of their ratio.
let pairRatios = zip(ours, theirs).map { $0 / $1 }
let pairedDifference = median(pairRatios) - 1
let unpairedDifference = (median(ours) - median(theirs)) / median(theirs)
let fastestDifference = (ours.min() ?? .nan) / (theirs.min() ?? .nan) - 1
let agreement = RatioEstimate(before: theirs, after: ours, seed: 2026)
// When run-to-run noise makes the interval of the median ratio wider than the 3% to be checked, medians
// cannot decide it on this machine; the fastest runs (least disturbed by other load) then carry the check.
let resolvable = (agreement?.relativeHalfWidth ?? .infinity) < 0.03
let buildVerdict = resolvable
    ? (abs(pairedDifference) <= 0.03 ? "met (paired medians)" : "MISSED (paired medians)")
    : (abs(fastestDifference) <= 0.03 ? "met (fastest runs; medians not resolvable here)"
        : "MISSED (fastest runs; medians not resolvable here)")
print("build time: bench/hyperfine median of paired ratios \(String(format: "%.4f", median(pairRatios))) "
    + "(\(String(format: "%+.2f", pairedDifference * 100))%) over \(pairRatios.count) alternating pairs; unpaired medians "
    + "\(format(median(ours))) ms vs \(format(median(theirs))) ms (\(String(format: "%+.2f", unpairedDifference * 100))%, "
    + "bootstrap 95% CI of the ratio \(String(format: "%.3f–%.3f", agreement?.low ?? .nan, agreement?.high ?? .nan))); "
    + "fastest runs \(format(ours.min() ?? .nan)) ms vs \(format(theirs.min() ?? .nan)) ms "
    + "(\(String(format: "%+.2f", fastestDifference * 100))%); the build's own record \(format(median(selfReported))) ms; "
    + "target within 3%: \(buildVerdict)")

// MARK: 3. Harness overhead per run

var buildOverheads: [Double] = []
for _ in 0..<runs {
    let start = MonotonicClock.now()
    let result = try BuildSession(command: "exec true", directory: fixtures, timeoutMs: 10_000).run()
    let outer = MonotonicClock.milliseconds(from: start, to: MonotonicClock.now())
    buildOverheads.append(outer - result.wallMs)
}
var devOverheads: [Double] = []
for index in 0..<runs {
    let session = DevServerSession(command: "exec node \"\(fixtures)/ready-after-delay.js\" 0", directory: fixtures,
                                   checks: [.log(pattern: ReadinessPreset.vite.pattern)], timeoutMs: 20_000,
                                   extractImports: ImportSpecifierScanner.staticSpecifiers(inSource:))
    let start = MonotonicClock.now()
    let result = try session.run(index: index)
    let outer = MonotonicClock.milliseconds(from: start, to: MonotonicClock.now())
    devOverheads.append(outer - (result.readyMs["log"] ?? 0))
}
let overhead = median(buildOverheads)
print("overhead per run: build \(format(overhead)) ms (spawn, capture, reap, beyond the command's own wall time); "
    + "dev \(format(median(devOverheads))) ms (the same plus SIGTERM teardown of a Node server and the port check); "
    + "target < 10 ms: \(overhead < 10 ? "met" : "MISSED")")
