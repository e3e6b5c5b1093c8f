/// The subset of SARIF 2.1.0 that migrate-audit writes (OASIS SARIF v2.1.0, errata 01). Optional properties
/// are omitted when nil, as the schema wants.
public struct SARIFLog: Codable, Sendable, Equatable {
    public var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    public var version = "2.1.0"
    public var runs: [Run]

    private enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    public struct Run: Codable, Sendable, Equatable {
        public var tool: Tool
        public var columnKind: String
        public var versionControlProvenance: [VersionControlDetails]?
        /// Set for a shard's run and for a run filtered by a baseline: its id makes each its own analysis category in
        /// GitHub code scanning, apart from a full scan's.
        public var automationDetails: RunAutomationDetails? = nil
        public var invocations: [Invocation]
        public var results: [Result]
    }

    /// SARIF's runAutomationDetails: `id` is "category/run", GitHub's analysis category being the part before the last slash.
    public struct RunAutomationDetails: Codable, Sendable, Equatable {
        public var id: String
        public var description: Message?
    }

    public struct Tool: Codable, Sendable, Equatable {
        public var driver: ToolComponent
    }

    public struct ToolComponent: Codable, Sendable, Equatable {
        public var name: String
        public var version: String
        public var semanticVersion: String?
        public var rules: [ReportingDescriptor]
    }

    public struct ReportingDescriptor: Codable, Sendable, Equatable {
        public var id: String
        public var name: String?
        public var shortDescription: Message?
        public var fullDescription: Message?
        public var help: Message?
        public var helpUri: String?
        public var defaultConfiguration: Configuration
        public var properties: DescriptorProperties?
    }

    public struct Configuration: Codable, Sendable, Equatable {
        public var level: String
    }

    public struct DescriptorProperties: Codable, Sendable, Equatable {
        public var tags: [String]
        public var severity: String
    }

    /// SARIF's multiformatMessageString (and message): plain text, optionally Markdown.
    public struct Message: Codable, Sendable, Equatable {
        public var text: String
        public var markdown: String?
        public init(text: String, markdown: String? = nil) {
            self.text = text
            self.markdown = markdown
        }
    }

    public struct VersionControlDetails: Codable, Sendable, Equatable {
        public var repositoryUri: String
        public var revisionId: String?
        public var branch: String?
    }

    public struct Invocation: Codable, Sendable, Equatable {
        /// False when the scan could not read some files: the results have gaps (the run's exit code is 2).
        public var executionSuccessful: Bool
        public var toolExecutionNotifications: [Notification]?
    }

    public struct Notification: Codable, Sendable, Equatable {
        public var level: String
        public var message: Message
        public var locations: [Location]?
    }

    public struct Result: Codable, Sendable, Equatable {
        public var ruleId: String
        public var ruleIndex: Int
        public var level: String
        public var message: Message
        public var locations: [Location]
        public var partialFingerprints: [String: String]
        public var properties: ResultProperties
        /// `new` in a log filtered by a baseline (the findings it does not hold); absent otherwise.
        public var baselineState: String? = nil
    }

    public struct ResultProperties: Codable, Sendable, Equatable {
        public var severity: String
        public var category: String
        public var context: String
        public var fix: String?
    }

    public struct Location: Codable, Sendable, Equatable {
        public var physicalLocation: PhysicalLocation
    }

    public struct PhysicalLocation: Codable, Sendable, Equatable {
        public var artifactLocation: ArtifactLocation
        public var region: Region?
        /// The whole lines the region is on (with the line's text when it is one), a proper superset of the region as
        /// SARIF wants: absent when the region already spans whole lines.
        public var contextRegion: Region?
    }

    public struct ArtifactLocation: Codable, Sendable, Equatable {
        public var uri: String
    }

    public struct Region: Codable, Sendable, Equatable {
        public var startLine: Int
        public var startColumn: Int?
        public var endLine: Int?
        public var endColumn: Int?
        public var snippet: Message?
    }
}
