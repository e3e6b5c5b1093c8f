extension Array where Element == Finding {
    /// One array of all `parts`' findings, in order, moved rather than copied: appending copied each finding (a
    /// dozen reference counts up, and as many down when the parts were freed), tens of thousands per scan.
    /// `parts` is left empty.
    public static func gatheringByMoving(_ parts: inout [[Finding]]) -> [Finding] {
        let total = parts.reduce(0) { $0 + $1.count }
        // The value moved-from slots are refilled with: it holds no references (empty strings are stored inline), so
        // freeing a part afterwards releases nothing of the findings that moved out of it.
        let vacated = Finding(ruleId: "", severity: .info, category: .audit, file: "", line: 0, column: 0, message: "")
        let gathered = [Finding](unsafeUninitializedCapacity: total) { buffer, initialized in
            for index in parts.indices {
                // A part shared elsewhere is copied here first, which is still correct, only slower.
                parts[index].withUnsafeMutableBufferPointer { source in
                    guard let from = source.baseAddress, let to = buffer.baseAddress else { return }
                    (to + initialized).moveInitialize(from: from, count: source.count)
                    from.initialize(repeating: vacated, count: source.count)
                    initialized += source.count
                }
            }
        }
        parts = []
        return gathered
    }
}
