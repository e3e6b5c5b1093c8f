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

    /// `3–8 h`, `0.1–0.25 h`, `0 h`: whole hours from 10, half hours from 1, two decimals below.
    public var formatted: String {
        let lowText = Self.format(low)
        let highText = Self.format(high)
        return lowText == highText ? "\(lowText) h" : "\(lowText)–\(highText) h"
    }

    private static func format(_ hours: Double) -> String {
        if hours >= 10 { return String(Int(hours.rounded())) }
        if hours >= 1 {
            let halves = (hours * 2).rounded() / 2
            return halves == halves.rounded(.down) ? String(Int(halves)) : "\(Int(halves)).5"
        }
        var text = NumberFormatting.fixed(hours, digits: 2)
        while text.hasSuffix("0") && text.contains(".") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "0" && hours > 0 ? "0.01" : text
    }
}
