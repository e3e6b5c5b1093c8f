/// A span of working hours, `low...high`: estimates are ranges, never a single falsely precise figure.
public struct HoursRange: Sendable, Hashable, Codable {
    public var low: Double
    public var high: Double

    public init(low: Double, high: Double) {
        self.low = low
        self.high = high
    }

    public static let zero = HoursRange(low: 0, high: 0)

    public static func + (lhs: HoursRange, rhs: HoursRange) -> HoursRange {
        HoursRange(low: lhs.low + rhs.low, high: lhs.high + rhs.high)
    }

    public static func += (lhs: inout HoursRange, rhs: HoursRange) { lhs = lhs + rhs }

    /// The middle of the range, for the single `summary.effort.hours` figure of the JSON report.
    public var midpoint: Double { (low + high) / 2 }

    /// `3–8 h`, `0.5–2 h`, `0 h`; rounded to what an estimate can claim (half hours below 10, whole hours above).
    public var formatted: String {
        let lowText = Self.format(low)
        let highText = Self.format(high)
        return lowText == highText ? "\(lowText) h" : "\(lowText)–\(highText) h"
    }

    private static func format(_ hours: Double) -> String {
        if hours >= 10 { return String(Int(hours.rounded())) }
        let halves = (hours * 2).rounded() / 2
        if halves == 0 && hours > 0 { return "<0.5" }
        return halves == halves.rounded(.down) ? String(Int(halves)) : "\(Int(halves.rounded(.down))).5"
    }
}
