/// A growable run of plain values that the scanner appends to once per token, comment, line or bracket.
///
/// `Array.append` checks that its storage is uniquely referenced on every call, an out-of-line runtime call
/// that cost as much as scanning an identifier; here an append is one compare and one store. The buffer
/// either owns its storage, and its owner calls `finish()` or `free()` once, or starts in storage lent by an
/// array being built (`Array(unsafeUninitializedCapacity:)`), which then keeps the elements without a copy
/// unless they outgrew it (`ownsStorage`).
struct AppendBuffer<Element: BitwiseCopyable> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int
    /// False while the elements are still in lent storage, which must not be freed here.
    private(set) var ownsStorage: Bool

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
        ownsStorage = true
    }

    /// Appends into `storage` (uninitialised, not owned) until it is full, then moves to storage of its own.
    init(lentStorage storage: UnsafeMutableBufferPointer<Element>) {
        if let start = storage.baseAddress, storage.count > 0 {
            base = start
            capacity = storage.count
            ownsStorage = false
        } else {
            capacity = 16
            base = .allocate(capacity: capacity)
            ownsStorage = true
        }
    }

    var isEmpty: Bool { count == 0 }

    @inline(__always)
    subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "AppendBuffer index out of range")
            return base[index]
        }
        set {
            precondition(index >= 0 && index < count, "AppendBuffer index out of range")
            base[index] = newValue
        }
    }

    var last: Element? { count > 0 ? base[count - 1] : nil }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count &+= 1
    }

    @inline(never)
    mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        if ownsStorage { base.deallocate() }
        base = larger
        capacity *= 2
        ownsStorage = true
    }

    @inline(__always)
    mutating func removeLast() {
        precondition(count > 0, "AppendBuffer.removeLast() on an empty buffer")
        count &-= 1
    }

    /// Drops the last `k` elements (as `Array.removeLast(_:)`).
    mutating func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= count, "AppendBuffer.removeLast out of range")
        count -= k
    }

    /// Frees the buffer's own storage, discarding the elements; the buffer must not be used again.
    mutating func free() {
        if ownsStorage { base.deallocate() }
        count = 0
        capacity = 0
    }

    /// The elements as an array; the buffer's own storage is freed and it must not be used again.
    mutating func finish() -> [Element] {
        precondition(ownsStorage, "AppendBuffer.finish() on lent storage")
        let elements = Array(UnsafeBufferPointer(start: base, count: count))
        base.deallocate()
        count = 0
        capacity = 0
        return elements
    }
}
