/// Locale-independent number formatting for reports (the same bytes on every machine).
enum NumberFormatting {
    /// `value` with exactly `digits` decimals, rounded half away from zero.
    static func fixed(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "n/a" : (value > 0 ? "∞" : "-∞") }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return String(Int(value.rounded())) }
        let units = Int(scaled)
        let whole = units / Int(scale)
        let sign = value < 0 && units != 0 ? "-" : ""
        guard digits > 0 else { return sign + String(whole) }
        let fraction = String(units % Int(scale))
        return sign + String(whole) + "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }

    /// `part` as a whole percentage of `whole`: `35`, and `>99` or `<1` where rounding would say `100` while some
    /// of the whole is not part, or `0` while some is; nil when `whole` is not positive.
    static func percent(_ part: Int, of whole: Int) -> String? {
        guard whole > 0 else { return nil }
        if part <= 0 { return "0" }
        if part >= whole { return "100" }
        let rounded = fixed(Double(part) * 100 / Double(whole), digits: 0)
        return rounded == "100" ? ">99" : rounded == "0" ? "<1" : rounded
    }
}
