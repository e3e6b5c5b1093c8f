import Foundation

/// What the terminal allows: colour only on a TTY and never with `NO_COLOR`; progress only on a TTY.
struct TerminalEnvironment: Sendable {
    var stdoutIsTTY: Bool
    var stderrIsTTY: Bool
    var environment: [String: String]

    static var current: TerminalEnvironment {
        TerminalEnvironment(
            stdoutIsTTY: isatty(STDOUT_FILENO) == 1,
            stderrIsTTY: isatty(STDERR_FILENO) == 1,
            environment: ProcessInfo.processInfo.environment)
    }

    /// https://no-color.org: any non-empty value disables colour.
    var useColor: Bool {
        guard stdoutIsTTY else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    /// The progress line redraws itself with control sequences, which a dumb terminal prints as they are.
    var showProgress: Bool { stderrIsTTY && environment["CI"] == nil && environment["TERM"] != "dumb" }
}
