/// A contiguous, append-only buffer of plain values, without the per-append uniqueness check of `Array`.
///
/// The lexer appends one token per few bytes; this keeps each append to a compare and a store. The final
/// `Array` is made once, with exactly the needed capacity, so what a `LexedFile` keeps is proportional to
/// what it holds rather than to the growth policy.
struct GrowableBuffer<Element: BitwiseCopyable>: ~Copyable {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count: Int
    private var capacity: Int

    init(initialCapacity: Int) {
        capacity = max(initialCapacity, 16)
        base = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        count = 0
    }

    deinit { base.deallocate() }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(never)
    private mutating func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Forgets every element from `newCount` on (used to undo a speculative JSX scan).
    mutating func truncate(to newCount: Int) {
        precondition(newCount <= count)
        count = newCount
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        get { base[index] }
        set { base[index] = newValue }
    }

    func makeArray() -> [Element] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }
}
