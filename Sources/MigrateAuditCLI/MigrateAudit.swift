import ArgumentParser
import AuditModel
import Foundation
import Reporting
import ShellWords

/// The `migrate-audit` command: what stands between a webpack / CRA React app and Vite, and what the move buys.
public struct MigrateAudit: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "migrate-audit",
        abstract: "Audit a webpack / Create-React-App React application for its move to Vite, and measure the move.",
        discussion: """
            A typical migration:
              migrate-audit scan --format markdown         how big is the job?
              migrate-audit explain rr3-index-route        what a finding means
              migrate-audit scan --write-baseline base.json
              migrate-audit scan --baseline base.json --format github \\
                --fail-on manual-fix                       CI: fail on new hazards
              migrate-audit bench --before main --after feat/vite --runs 5 \\
                --format json -o bench.json                what the move buys
              migrate-audit compare --before main --after feat/vite \\
                --bench bench.json                         the before/after report

            Exit codes: 0 clean (or below --fail-on); 1 findings at or above \
            --fail-on, new findings with compare --fail-on-new, or a significant \
            regression with bench --fail-on regression; 2 usage or input error (one \
            line on stderr naming the problem); 130 interrupted (Ctrl-C; 143 for \
            SIGTERM), leaving no half-written file. A reader that closes standard output \
            early (| head) is no error: the run stops writing there quietly and ends with \
            the code above, never 141. Colour only on a terminal and never with NO_COLOR \
            or TERM=dumb; progress on stderr only on a terminal, and not with CI set or \
            TERM=dumb.
            """,
        version: ToolInfo.current.version,
        subcommands: [ScanCommand.self, CompareCommand.self, BenchCommand.self, RulesCommand.self, ExplainCommand.self, MergeCommand.self]
    )

    public init() {}

    /// Runs the command line and returns the process's exit code. Usage and input errors are one line on
    /// stderr and exit code 2 (argument-parser's own usage errors included).
    public static func run(arguments: [String]? = nil) -> Int32 {
        // Before any file is opened: a closed standard descriptor gets /dev/null.
        _ = StandardStreams.outputWasClosed
        // A closed pipe is an EPIPE to handle, not a death by signal: a reader that stopped early (`| head`) must not
        // make a run that wrote its report fail under `set -o pipefail`.
        signal(SIGPIPE, SIG_IGN)
        let code = runCommand(arguments: arguments)
        // What `print` wrote is buffered: a full disk or a closed pipe shows only when it is flushed, and a command
        // whose output was lost has failed, whatever it found.
        if let reason = StandardOutput.flushFailure() {
            printError("error: cannot write to standard output: \(reason)")
            return 2
        }
        return code
    }

    /// Why the current folder cannot be used, nil when it can: `getcwd` fails once the folder is deleted.
    static func currentFolderProblem() -> String? {
        guard let path = getcwd(nil, 0) else {
            let reason = errno == ENOENT ? "no longer exists (it was deleted or moved after the shell entered it)" : "cannot be read (\(String(cString: strerror(errno))))"
            return "the current folder \(reason), so '.', relative paths and the default Reports/ folder mean nothing; cd into the project again (or an existing folder) and rerun"
        }
        free(path)
        return nil
    }

    private static func runCommand(arguments: [String]?) -> Int32 {
        let given = arguments ?? Array(CommandLine.arguments.dropFirst())
        // The parser answers `help <anything>` with the overview and success; a typo there is an error as anywhere,
        // and so is a first word that names no command (`scna`, or a path given without `scan`).
        let names = configuration.subcommands.compactMap { $0.configuration.commandName }
        let commandWord = given.first == "help" ? given.dropFirst().first : given.first
        if let word = commandWord, !word.hasPrefix("-"), !names.contains(word), word != "help" {
            let hint = FileManager.default.fileExists(atPath: word) ? "; to scan it, run `migrate-audit scan \(ShellWord.quoted(word))`" : ""
            printError("error: no command '\(word)'; the commands are \(names.joined(separator: ", "))\(hint) (see --help)")
            return 2
        }
        do {
            var command = try parseAsRoot(arguments)
            // A shell still standing in a folder that was deleted (a checkout removed and cloned again): every relative
            // path, `.` and the default Reports/ folder among them, would fail with a misleading message.
            if command is ScanCommand || command is CompareCommand || command is MergeCommand || command is BenchCommand,
               let problem = currentFolderProblem() {
                printError("error: \(problem)")
                return 2
            }
            // bench tears its processes down on these signals itself (and writes its reports the same way).
            if !(command is BenchCommand) { TemporaryFileRegistry.shared.installInterruptHandlers() }
            try command.run()
            return 0
        } catch let error as CLIError {
            printError("error: \(error.description)")
            return 2
        } catch where isInputError(error) {
            printError("error: \(String(describing: error))")
            return 2
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                // One line, as for every other input error; the usage text is one --help away.
                let message = self.message(for: error).split(separator: "\n").joined(separator: "; ")
                printError("error: \(message) (see --help)")
                return 2
            }
            if code != .success || !(error is ExitCode) {
                let message = fullMessage(for: error)
                if !message.isEmpty {
                    if code == .success { print(message) } else { printError(message) }
                }
            }
            return code.rawValue
        }
    }
}
