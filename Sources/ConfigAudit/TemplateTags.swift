/// The EJS / lodash template tags (`<% %>`, `<%= %>`) of an HTML page, which HtmlWebpackPlugin evaluated and
/// Vite leaves as text: how many, and the line of the first, so that a team knows what there is to rewrite.
struct TemplateTags: Equatable {
    /// Tags opened in the page.
    let count: Int
    /// The 1-based line of the first; 0 when there is none.
    let firstLine: Int

    init(in page: [UInt8]) {
        var count = 0
        var firstLine = 0
        var line = 1
        var index = 0
        while index < page.count {
            if page[index] == UInt8(ascii: "\n") {
                line += 1
            } else if page[index] == UInt8(ascii: "<"), index + 1 < page.count, page[index + 1] == UInt8(ascii: "%") {
                count += 1
                if firstLine == 0 { firstLine = line }
                index += 1
            }
            index += 1
        }
        self.count = count
        self.firstLine = firstLine
    }
}
