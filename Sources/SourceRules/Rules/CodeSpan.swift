extension String {
    /// The text as messages quote code: a Markdown code span (`` `require('x')` ``) when it holds no backtick;
    /// otherwise the code as written (import(`./${name}.png`)), as rr3-link-relative-to writes `to={`a/${id}`}`.
    /// A longer fence (``` ``a`b`` ```) would be exact in Markdown but reads as noise in the terminal, JSON and
    /// SARIF, which show messages as they are; bare, the template's own backticks still mark its text as code there.
    var codeSpan: String {
        utf8.contains(UInt8(ascii: "`")) ? self : "`" + self + "`"
    }
}
