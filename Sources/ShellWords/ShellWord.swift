/// How a word is written on a POSIX shell's command line, for the commands that messages suggest: a suggested
/// `migrate-audit scan 'my app'` is pasted and runs, where `migrate-audit scan my app` would scan a folder `my`.
public enum ShellWord {
    /// `word` as it is when a shell reads it back unchanged (letters, digits and `@%+=:,./_-`, but no leading `=`,
    /// which zsh expands to a command's path), else in single quotes, where nothing is special but the quote itself,
    /// written `'\''`.
    public static func quoted(_ word: String) -> String {
        if !word.isEmpty, word.utf8.first != UInt8(ascii: "="), word.utf8.allSatisfy(isPlain) { return word }
        return "'" + word.replacingAll("'", with: #"'\''"#) + "'"
    }

    private static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "@"), UInt8(ascii: "%"), UInt8(ascii: "+"), UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: ","),
            UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "_"), UInt8(ascii: "-"): true
        default: false
        }
    }
}

extension String {
    /// Every `target` replaced by `replacement`, without Foundation (this target has no dependencies). Scalar by scalar,
    /// not character by character: a quote followed by a combining mark is one `Character` unequal to the quote, and
    /// left in place it would end the single-quoted word early.
    fileprivate func replacingAll(_ target: Unicode.Scalar, with replacement: String) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if scalar == target { result += replacement } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}
