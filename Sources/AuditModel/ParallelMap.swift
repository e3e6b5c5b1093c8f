import Dispatch
import Foundation

/// Maps indices on a fixed number of worker threads, pulling work one item at a time (files differ in size
/// by orders of magnitude, so static chunks would leave cores idle). Results come back in index order,
/// whatever the thread count.
public enum ParallelMap {
    /// `transform(worker, index)`; `worker` is 0..<threads, for per-thread resources (one repository handle each).
    public static func map<Result: Sendable>(
        count: Int, threads: Int, _ transform: @Sendable (_ worker: Int, _ index: Int) -> Result
    ) -> [Result] {
        guard count > 0 else { return [] }
        let workers = max(1, min(threads, count))
        let slots = ResultSlots<Result>(count: count)
        let next = WorkCounter()
        if workers == 1 {
            for index in 0..<count { slots.store(transform(0, index), at: index) }
        } else {
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                while let index = next.take(below: count) {
                    slots.store(transform(worker, index), at: index)
                }
            }
        }
        return slots.collect()
    }
}

/// Hands out indices 0, 1, 2, … to any thread, each exactly once.
private final class WorkCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < limit else { return nil }
        value += 1
        return value - 1
    }
}

/// One slot per index; each written by exactly one thread, read after all workers joined.
private final class ResultSlots<Result>: @unchecked Sendable {
    private var storage: [Result?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func store(_ result: Result, at index: Int) {
        lock.lock()
        storage[index] = result
        lock.unlock()
    }

    func collect() -> [Result] { storage.map { $0! } }
}
