extension Array where Element == Finding {
    /// Sorts into `Finding.reportOrder`, stably. Sorting the findings themselves copies each one (a dozen
    /// reference-counted fields) at every merge pass; this compares them in place, sorts their indices, and copies
    /// each finding once. The ordered prefix (often all of it: per-file findings gathered in path order, then a
    /// few project-wide ones) is only checked, and the rest merged into it.
    public mutating func sortInReportOrder() {
        let prefix = orderedPrefixCount
        guard prefix < count else { return }
        let order = withUnsafeBufferPointer { buffer in
            // Ties keep their input order: the index breaks them.
            let rest = (prefix..<buffer.count).sorted {
                Finding.reportOrder(buffer[$0], buffer[$1]) || (!Finding.reportOrder(buffer[$1], buffer[$0]) && $0 < $1)
            }
            // A stable merge: on ties the prefix, earlier in the input, goes first.
            var merged: [Int] = []
            merged.reserveCapacity(buffer.count)
            var left = 0, right = 0
            while left < prefix, right < rest.count {
                if Finding.reportOrder(buffer[rest[right]], buffer[left]) {
                    merged.append(rest[right])
                    right += 1
                } else {
                    merged.append(left)
                    left += 1
                }
            }
            merged += left..<prefix
            merged += rest[right...]
            return merged
        }
        permute(by: order)
    }

    /// Rearranges the findings so that position `k` holds the finding that was at `order[k]`: in place, by
    /// following the permutation's cycles with swaps, which move findings without touching reference counts
    /// (a copy into a new array retained and released a dozen fields per finding).
    private mutating func permute(by order: [Int]) {
        var order = order
        withUnsafeMutableBufferPointer { findings in
            for start in findings.indices where order[start] != start {
                var current = start
                while true {
                    let next = order[current]
                    order[current] = current
                    if next == start { break }
                    findings.swapAt(current, next)
                    current = next
                }
            }
        }
    }

    /// True when the findings are in `Finding.reportOrder` (compared in place, without copies).
    public var isInReportOrder: Bool { orderedPrefixCount == count }

    /// How many findings from the start are in report order.
    private var orderedPrefixCount: Int {
        withUnsafeBufferPointer { buffer in
            guard buffer.count > 1 else { return buffer.count }
            for index in 1..<buffer.count where Finding.reportOrder(buffer[index], buffer[index - 1]) { return index }
            return buffer.count
        }
    }
}
