import Statistics

/// The order in which two sides run: rounds of one run each, half of them before-then-after and half
/// after-then-before, shuffled with a seeded generator. Drift (thermal, noisy neighbours) then hits both
/// sides alike, and no side always goes first (a fixed order leaves a positional bias the median keeps).
public enum InterleavedSchedule {
    /// `rounds` rounds over `sides` sides (1 or 2); each round lists side indices in run order.
    public static func rounds(_ rounds: Int, sides: Int, generator: inout SplitMix64) -> [[Int]] {
        guard sides == 2 else { return Array(repeating: Array(0..<sides), count: rounds) }
        var orders = Array(repeating: [0, 1], count: rounds / 2) + Array(repeating: [1, 0], count: rounds / 2)
        if rounds % 2 == 1 { orders.append(generator.nextIndex(below: 2) == 0 ? [0, 1] : [1, 0]) }
        // Fisher–Yates.
        var index = orders.count - 1
        while index > 0 {
            let other = generator.nextIndex(below: index + 1)
            orders.swapAt(index, other)
            index -= 1
        }
        return orders
    }
}
