import ArgumentParser

/// The check of a path option's value before use: an empty one is an unset variable (`--config "$CONFIG"`), and read
/// as a path it would name the current folder, which the error would then call "a folder".
enum EmptyOption {
    /// Throws when `value` is given but empty; `instead` says what to pass, or what dropping the option does.
    static func validate(_ value: String?, _ option: String, instead: String) throws {
        if let value, value.isEmpty {
            throw ValidationError("\(option) is empty (an unset variable?); \(instead)")
        }
    }

    /// `--config FILE`, shared by the commands that read a configuration.
    static func validateConfig(_ value: String?) throws {
        try validate(value, "--config", instead: "name a configuration file, or drop it for .migrate-audit.json in the project folder")
    }

    /// `-o FILE`, shared by the commands that write a report.
    static func validateOutput(_ value: String?) throws {
        try validate(value, "--output", instead: "name a file, '-' for standard output, or drop it for the default place")
        try validateFileName(value, "--output")
    }

    /// A path ending in `/` names a folder: written as given it would become a file named after the folder.
    static func validateFileName(_ value: String?, _ option: String) throws {
        if let value, value.hasSuffix("/") {
            throw ValidationError("\(option) '\(value)' ends with '/', so it names a folder; name the file to write in it (e.g. \(value)migration-audit.json)")
        }
    }
}
