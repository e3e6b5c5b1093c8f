import Foundation

/// Repeated timing of one workload, reported as throughput.
struct BenchmarkRun<Output> {
    var seconds: [Double]
    var lastOutput: Output

    static func measure(repetitions: Int, _ body: () -> Output) -> BenchmarkRun {
        let clock = ContinuousClock()
        var output = body()  // warm-up: page in the input, settle the allocator
        var seconds: [Double] = []
        for _ in 0..<repetitions {
            let elapsed = clock.measure { output = body() }
            seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        return BenchmarkRun(seconds: seconds.sorted(), lastOutput: output)
    }

    var best: Double { seconds.first ?? .nan }
    var median: Double { seconds.isEmpty ? .nan : seconds[seconds.count / 2] }
}

extension BenchmarkRun {
    static func row(_ name: String, bytes: Int, tokensPerByte: Double?, errors: Int, result: BenchmarkRun) -> String {
        let megabytes = Double(bytes) / 1e6
        func pad(_ s: String, _ width: Int) -> String {
            s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
        }
        return pad(name, 14) + pad(String(format: "%.2f", megabytes), 10)
            + pad(tokensPerByte.map { String(format: "%.3f", $0) } ?? "-", 13) + pad("\(errors)", 9)
            + pad(String(format: "%.0f", megabytes / result.best), 11)
            + String(format: "%.0f", megabytes / result.median)
    }
}
