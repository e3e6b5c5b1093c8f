// swift-tools-version:6.0
// The package graph reads as the architecture: each arrow points one way only.
//
//   CLibgit2 ← GitKit ─────────────────────────────┐
//   JSLexer ← SourceStructure ← SourceRules ───────┤
//   AuditModel ← (SourceRules, DependencyAudit,     ├─ ScanEngine ← MigrateAuditCLI ← migrate-audit
//                 ConfigAudit, Reporting)          │
//   Statistics ← BenchKit ─────────────────────────┘
import PackageDescription

let package = Package(
    name: "migrate-audit",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "migrate-audit", targets: ["migrate-audit"]),
        .library(name: "MigrateAuditCLI", targets: ["MigrateAuditCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        // C bridge to the system's libgit2 (Debian: libgit2-dev).
        .systemLibrary(
            name: "CLibgit2",
            pkgConfig: "libgit2",
            providers: [.apt(["libgit2-dev"]), .brew(["libgit2"])]
        ),
        // How suggested commands spell a path for the shell. No dependencies.
        .target(name: "ShellWords"),
        // Reading repositories: working tree or any revision. Knows nothing of JavaScript.
        .target(name: "GitKit", dependencies: ["CLibgit2", "ShellWords"]),
        // Byte-level JavaScript / TypeScript / JSX lexer. No dependencies.
        .target(name: "JSLexer"),
        // Findings, severities, the scan report's JSON shape. No dependencies.
        .target(name: "AuditModel"),
        // Imports, requires, member chains, JSX elements and free identifiers, derived from tokens.
        .target(name: "SourceStructure", dependencies: ["JSLexer"]),
        // The rule engine and the source rules.
        .target(name: "SourceRules", dependencies: ["SourceStructure", "JSLexer", "AuditModel"]),
        // package.json, lockfiles, node_modules resolution the way Vite resolves, dep-* rules.
        .target(name: "DependencyAudit", dependencies: [
            "JSLexer", "SourceStructure", "AuditModel", "ShellWords", .product(name: "Yams", package: "Yams"),
        ]),
        // webpack / Babel / Jest / CRA / .env / tsconfig configuration rules.
        .target(name: "ConfigAudit", dependencies: ["JSLexer", "SourceStructure", "AuditModel"]),
        // The scan pipeline: files from GitKit, rules, dependencies, configs, into one report.
        .target(name: "ScanEngine", dependencies: [
            "GitKit", "JSLexer", "SourceStructure", "SourceRules", "DependencyAudit", "ConfigAudit", "AuditModel", "ShellWords",
        ]),
        // JSON, Markdown, SARIF, GitHub and terminal renderings of reports; baselines and comparisons.
        // Timing tables take `TimingComparisonRow` values, which the CLI fills from BenchKit's record.
        .target(name: "Reporting", dependencies: ["AuditModel", "ShellWords"]),
        // Robust statistics for benchmarks (median, MAD, bootstrap intervals). No dependencies.
        .target(name: "Statistics"),
        // Timing dev servers, HMR and builds as real processes.
        .target(name: "BenchKit", dependencies: ["Statistics", "GitKit", "JSLexer", "ShellWords"]),
        // The command-line interface, as a library so that it can be tested.
        .target(name: "MigrateAuditCLI", dependencies: [
            "ScanEngine", "Reporting", "BenchKit", "GitKit", "AuditModel", "SourceRules", "ShellWords",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "migrate-audit", dependencies: ["MigrateAuditCLI"]),
        // Benchmarks and checks: executables that print figures; never timed tests.
        .executableTarget(name: "lexer-benchmark", dependencies: ["JSLexer"], path: "Benchmarks/lexer-benchmark"),
        .executableTarget(name: "gitkit-bench", dependencies: ["GitKit"], path: "Benchmarks/gitkit-bench"),
        // Prints the dependency audit's classification of a corpus (scripts/check-nodejs-corpus.sh compares it with esbuild).
        .executableTarget(name: "dependency-corpus-check", dependencies: ["DependencyAudit"], path: "Benchmarks/dependency-corpus-check"),
        // Times the source-rule pipeline over a folder of JavaScript files (figures only).
        .executableTarget(
            name: "rules-benchmark", dependencies: ["SourceRules", "SourceStructure", "JSLexer"], path: "Benchmarks/rules-benchmark"),
        // Accuracy and overhead of bench's timings (Benchmarks/bench-accuracy.sh).
        .executableTarget(name: "bench-accuracy", dependencies: ["BenchKit", "Statistics"], path: "Benchmarks/BenchAccuracy"),

        // Test support: builds git repositories in code.
        .target(name: "GitTestSupport", dependencies: ["CLibgit2"], path: "Tests/GitTestSupport"),

        .testTarget(name: "AuditModelTests", dependencies: ["AuditModel"]),
        .testTarget(name: "ShellWordsTests", dependencies: ["ShellWords"]),
        .testTarget(name: "JSLexerTests", dependencies: ["JSLexer"]),
        .testTarget(name: "GitKitTests", dependencies: ["GitKit", "CLibgit2", "GitTestSupport"]),
        .testTarget(
            name: "SourceRulesTests", dependencies: ["SourceRules", "SourceStructure", "JSLexer", "AuditModel"],
            exclude: ["Fixtures"]),
        .testTarget(name: "DependencyAuditTests", dependencies: ["DependencyAudit", "AuditModel"]),
        .testTarget(name: "ConfigAuditTests", dependencies: ["ConfigAudit", "AuditModel"]),
        .testTarget(name: "ReportingTests", dependencies: ["Reporting", "AuditModel"], exclude: ["Golden"]),
        .testTarget(name: "StatisticsTests", dependencies: ["Statistics"]),
        .testTarget(
            name: "MigrateAuditCLITests",
            dependencies: [
                "MigrateAuditCLI", "ScanEngine", "AuditModel", "Reporting", "DependencyAudit", "SourceRules", "GitKit", "Statistics", "BenchKit",
                "GitTestSupport",
            ],
            exclude: ["Golden"]),
        .testTarget(name: "BenchKitTests", dependencies: ["BenchKit", "Statistics"], exclude: ["Fixtures"]),
    ]
)
