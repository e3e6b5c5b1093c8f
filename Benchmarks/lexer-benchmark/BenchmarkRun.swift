import Foundation

/// Repeated timing of one workload, reported as throughput.
///
/// Each repetition is timed twice: by the wall clock and by the thread's CPU clock. On a machine shared with
/// other work the wall clock also counts time the thread spent waiting for a core; the CPU clock counts only
/// time spent running, which is the "MB/s per core" the lexer is specified by. Both are printed.
struct BenchmarkRun<Output> {
    var wallSeconds: [Double]
    var cpuSeconds: [Double]
    var lastOutput: Output

    static func measure(repetitions: Int, _ body: () -> Output) -> BenchmarkRun {
        var output = body()  // warm-up: page in the input, settle the allocator
        var wall: [Double] = [], cpu: [Double] = []
        for _ in 0..<repetitions {
            let wallStart = now(CLOCK_MONOTONIC), cpuStart = now(CLOCK_THREAD_CPUTIME_ID)
            output = body()
            cpu.append(now(CLOCK_THREAD_CPUTIME_ID) - cpuStart)
            wall.append(now(CLOCK_MONOTONIC) - wallStart)
        }
        return BenchmarkRun(wallSeconds: wall.sorted(), cpuSeconds: cpu.sorted(), lastOutput: output)
    }

    private static func now(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    var bestCPU: Double { cpuSeconds.first ?? .nan }
    var medianCPU: Double { cpuSeconds.isEmpty ? .nan : cpuSeconds[cpuSeconds.count / 2] }
    var bestWall: Double { wallSeconds.first ?? .nan }
}

extension BenchmarkRun {
    static var header: String {
        "kind          size(MB)  tokens/byte  errors   MB/s per core (best, median)   MB/s wall (best)"
    }

    static func row(_ name: String, bytes: Int, tokensPerByte: Double?, errors: Int, result: BenchmarkRun) -> String {
        let megabytes = Double(bytes) / 1e6
        func pad(_ s: String, _ width: Int) -> String {
            s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
        }
        return pad(name, 14) + pad(String(format: "%.2f", megabytes), 10)
            + pad(tokensPerByte.map { String(format: "%.3f", $0) } ?? "-", 13) + pad("\(errors)", 9)
            + pad(String(format: "%.0f, %.0f", megabytes / result.bestCPU, megabytes / result.medianCPU), 31)
            + String(format: "%.0f", megabytes / result.bestWall)
    }
}
