import ArgumentParser
import AuditModel

/// The `migrate-audit` command: what stands between a webpack / CRA React app and Vite, and what the move buys.
public struct MigrateAudit: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "migrate-audit",
        abstract: "Audit a webpack / Create-React-App React application for its move to Vite, and measure the move.",
        discussion: """
            Exit codes: 0 clean (or below --fail-on), 1 findings at or above --fail-on or a significant \
            regression, 2 usage or input error.
            """,
        version: ToolInfo.current.version,
        subcommands: [BenchCommand.self]
    )

    public init() {}
}
