import Foundation
import ShellWords
import Testing

/// Suggested commands quote what the shell would split or expand, and nothing else.
struct ShellWordTests {
    @Test(arguments: ["packages/web-app", "src/a.js", ".", "../app", "HEAD", "v1.2.0", "origin/main", "a@b:c,d=e+f%g"])
    func plainWordsStayAsTheyAre(word: String) {
        #expect(ShellWord.quoted(word) == word)
    }

    @Test func wordsTheShellWouldChangeAreSingleQuoted() {
        #expect(ShellWord.quoted("my app") == "'my app'")
        #expect(ShellWord.quoted("HEAD~1") == "'HEAD~1'")
        #expect(ShellWord.quoted("$HOME/*.js") == "'$HOME/*.js'")
        #expect(ShellWord.quoted("") == "''")
        #expect(ShellWord.quoted("=node") == "'=node'", "zsh reads a leading = as the command's path")
        #expect(ShellWord.quoted("a=b") == "a=b")
        #expect(ShellWord.quoted("Team's app") == #"'Team'\''s app'"#)
        #expect(ShellWord.quoted("café") == "'café'")
    }

    /// What matters is what a shell makes of it: each quoted word comes back as the one argument it was.
    @Test func aShellReadsEachQuotedWordBackUnchanged() throws {
        // "'\u{301}": a quote with a combining accent, one Character that is not the quote, which must be escaped all the same.
        let words = ["my app", "Team's app", "$HOME", "a\"b", "tab\there", "new\nline", "*", "~user", "-", "ü/ö", "it'\u{301}s"]
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "printf '%s\\0' " + words.map(ShellWord.quoted).joined(separator: " ")]
        let output = Pipe()
        shell.standardOutput = output
        try shell.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        shell.waitUntilExit()
        let read = String(decoding: data, as: UTF8.self).split(separator: "\0", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(read == words)
    }
}
