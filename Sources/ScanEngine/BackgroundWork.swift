import Dispatch

/// One piece of work started on another thread now, its result taken later (`value` waits for it).
public final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    // Written once by the worker before it signals `done`; read only after waiting for it.
    private var result: Value?

    /// Starts `work` on a global queue.
    public init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global(qos: .userInitiated).async {
            self.result = work()
            self.done.signal()
        }
    }

    /// The result, once the work has finished.
    public var value: Value {
        done.wait()
        done.signal()  // later reads do not wait again
        return result!
    }
}
