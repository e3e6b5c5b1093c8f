extension Array where Element == Finding {
    /// Sorts into `Finding.reportOrder`, stably. Sorting the findings themselves copies each one (a dozen
    /// reference-counted fields) at every merge pass; this compares them in place, sorts their indices, and copies
    /// each finding once. Already-ordered input (the usual case) is only checked.
    public mutating func sortInReportOrder() {
        guard !isInReportOrder else { return }
        let order = withUnsafeBufferPointer { buffer in
            // Ties keep their input order: the index breaks them.
            buffer.indices.sorted { Finding.reportOrder(buffer[$0], buffer[$1]) || (!Finding.reportOrder(buffer[$1], buffer[$0]) && $0 < $1) }
        }
        self = order.map { self[$0] }
    }

    /// True when the findings are in `Finding.reportOrder` (compared in place, without copies).
    public var isInReportOrder: Bool {
        withUnsafeBufferPointer { buffer in
            buffer.count < 2 || (1..<buffer.count).allSatisfy { !Finding.reportOrder(buffer[$0], buffer[$0 - 1]) }
        }
    }
}
