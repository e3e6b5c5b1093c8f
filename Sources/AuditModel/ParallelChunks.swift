import Foundation

/// Maps `0..<count` on all cores in a few contiguous chunks, results in index order: for report-sized lists
/// (fingerprints, JSON) whose elements each cost little.
public enum ParallelChunks {
    /// `transform` of every index, in order; on the calling thread alone when `count` is below `parallelFrom`.
    public static func map<Value>(count: Int, parallelFrom: Int = 4096, _ transform: (Int) -> Value) -> [Value] {
        let chunks = count < max(parallelFrom, 2) ? 1 : min(ProcessInfo.processInfo.activeProcessorCount, 8, count)
        guard chunks > 1 else { return (0..<count).map(transform) }
        return [Value](unsafeUninitializedCapacity: count) { buffer, initialized in
            let base = buffer.baseAddress!
            // Each chunk initialises its own slice of the buffer: no two threads touch one element.
            withoutActuallyEscaping(transform) { transform in
                let shared = UnsafeSendable((base, transform))
                DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                    let (base, transform) = shared.value
                    for index in count * chunk / chunks..<count * (chunk + 1) / chunks {
                        (base + index).initialize(to: transform(index))
                    }
                }
            }
            initialized = count
        }
    }
}

/// Hands a value the compiler cannot prove Sendable to `concurrentPerform`, whose iterations use it in ways
/// that do not race (disjoint slices; a pure function).
private struct UnsafeSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
