extension ConfigAuditor {
    /// A configuration value as code for a fix (in a file's own config, or one it requires: `file`).
    ///
    /// A function (`bypass(req) { … }`) or a value known only when the config runs has no text the evaluator keeps, so
    /// it is named by its line for the user to copy, in place of a value that does nothing (a function that returns
    /// nothing, `undefined`): a comment alone is no value, and the suggested object would not be JavaScript. A choice
    /// made when the config runs whose condition has no text here (webpack's `env`, a parameter) is its first option,
    /// the others named in a comment (`'a' | 'b'`, as messages render it, is no JavaScript).
    static func pasteable(_ value: ConfigNode, file: String) -> String {
        if let text = value.faithfulText { return text }
        let place = "\(value.origin ?? file):\(value.line)"
        if case .function = value.value { return "() => {} /* copy the function at \(place) */" }
        // An object of which only some values are chosen when the config runs (a theme's modifyVars): key by key.
        if case .object(let properties) = value.value, !properties.isEmpty, properties.allSatisfy({ $0.key != nil }) {
            return "{ " + properties.map { "\(ConfigNode.propertyKey($0.key ?? "")): \(pasteable($0.value, file: file))" }.joined(separator: ", ") + " }"
        }
        // Options the config writes out, and one known only when it runs (`env.host || 'localhost'`) said as such; a
        // `*/` inside an option (a glob) would end the comment early.
        let options = value.alternatives.compactMap(\.faithfulText)
        if value.alternatives.count > 1, let first = options.first {
            let others = options.dropFirst() + (options.count < value.alternatives.count ? ["a value known only then"] : [])
            let note = others.joined(separator: " or ").replacingOccurrences(of: "*/", with: "* /")
            return first + " /* or " + note + ", as \(place) chooses when the config runs */"
        }
        return "undefined /* copy the value at \(place) */"
    }
}
