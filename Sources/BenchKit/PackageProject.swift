import Foundation

/// A JavaScript project as `bench` needs it: its scripts, its package manager (from the lockfile) and the
/// commands derived from them.
public struct PackageProject: Sendable, Equatable {
    public enum Manager: String, Sendable, Codable {
        case npm, yarn, pnpm, bun

        /// The install command that honours the lockfile exactly.
        public var frozenInstall: String {
            switch self {
            case .npm: return "npm ci"
            case .yarn: return "yarn install --frozen-lockfile"
            case .pnpm: return "pnpm install --frozen-lockfile"
            case .bun: return "bun install --frozen-lockfile"
            }
        }
    }

    public var directory: String
    public var scripts: [String: String]
    /// Nil when no lockfile is present.
    public var manager: Manager?

    public static let devScriptNames = ["dev", "start", "serve"]
    public static let buildScriptNames = ["build"]

    /// Reads `directory/package.json`. Throws naming the file when it is missing or not valid JSON.
    public init(directory: String) throws {
        self.directory = directory
        let path = directory + "/package.json"
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue else {
            let what = FileManager.default.fileExists(atPath: directory) ? "is not a folder" : "does not exist"
            throw BenchError.invalidProject("the project folder \(directory) \(what); give the folder holding package.json as PATH")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BenchError.invalidProject("no package.json in \(directory); give the project folder (the one holding package.json) as PATH: "
                + "`migrate-audit bench PATH`")
        }
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw BenchError.invalidProject("\(path) is not a JSON object; fix its syntax")
        }
        scripts = (object["scripts"] as? [String: Any] ?? [:]).compactMapValues { $0 as? String }
        let lockfiles: [(String, Manager)] = [("pnpm-lock.yaml", .pnpm), ("yarn.lock", .yarn), ("bun.lockb", .bun),
                                              ("bun.lock", .bun), ("package-lock.json", .npm), ("npm-shrinkwrap.json", .npm)]
        manager = lockfiles.first { FileManager.default.fileExists(atPath: directory + "/" + $0.0) }?.1
    }

    /// The first of `names` that is a script, with its body.
    public func script(named names: [String]) -> (name: String, body: String)? {
        for name in names { if let body = scripts[name] { return (name, body) } }
        return nil
    }

    /// The environment a script runs with: `node_modules/.bin` first on PATH, as `npm run` arranges it.
    /// The script body is run directly by `/bin/sh`, without the package manager's own start-up (100–300 ms
    /// of npm that is not the tool being measured).
    public func scriptEnvironment() -> [String: String] {
        let inherited = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return ["PATH": directory + "/node_modules/.bin:" + inherited]
    }
}
