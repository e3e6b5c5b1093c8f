/// One way of deciding that a dev server is ready. Several can be combined; each is timed per run.
public enum ReadinessCheck: Sendable, Equatable, CustomStringConvertible {
    /// A log line matched (a preset's pattern, all presets, or a custom regex).
    case log(pattern: String)
    /// The port accepts TCP connections (misleading alone: webpack-dev-server listens before compiling).
    case port
    /// `GET path` answers 200.
    case http(path: String)
    /// The page at `path` and every script, modulepreload and static ES import it needs, recursively, served.
    case firstLoad(path: String)

    public var name: String {
        switch self {
        case .log: return "log"
        case .port: return "port"
        case .http: return "http"
        case .firstLoad: return "first-load"
        }
    }

    public var description: String {
        switch self {
        case .log(let pattern): return "log /\(pattern)/"
        case .port: return "port accepts"
        case .http(let path): return "GET \(path) = 200"
        case .firstLoad(let path): return "first load of \(path)"
        }
    }

    /// Parses a `--ready` list such as `log,first-load` or `log:vite,http:/health,port`.
    /// `log` alone means any preset; `log:<preset>` one preset; `regex:<pattern>` a custom line pattern.
    public static func parseList(_ text: String, url: String) throws -> [ReadinessCheck] {
        // A page path without its slash would be requested as `GET index.html`, which no server answers.
        func page(_ path: String, _ option: String) throws -> String {
            guard path.hasPrefix("/") else {
                throw BenchError.invalidProject("\(option)\(path) is not a path on the server; give it with its leading slash: "
                    + "\(option)/\(path)")
            }
            return path
        }
        var checks: [ReadinessCheck] = []
        for item in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !item.isEmpty {
            if item == "log" {
                checks.append(.log(pattern: ReadinessPreset.anyPattern))
            } else if item.hasPrefix("log:") {
                let name = String(item.dropFirst(4))
                guard let preset = ReadinessPreset(rawValue: name) else {
                    throw BenchError.invalidProject("unknown log preset '\(name)' in --ready; use one of "
                        + ReadinessPreset.allCases.map(\.rawValue).joined(separator: ", "))
                }
                checks.append(.log(pattern: preset.pattern))
            } else if item.hasPrefix("regex:") {
                let pattern = String(item.dropFirst(6))
                _ = try LinePattern(pattern)
                checks.append(.log(pattern: pattern))
            } else if item == "port" {
                checks.append(.port)
            } else if item == "http" || item.hasPrefix("http:") {
                checks.append(.http(path: item == "http" ? try page(url, "--url ") : try page(String(item.dropFirst(5)), "--ready http:")))
            } else if item == "first-load" || item.hasPrefix("first-load:") {
                checks.append(.firstLoad(path: item == "first-load" ? try page(url, "--url ")
                                                 : try page(String(item.dropFirst(11)), "--ready first-load:")))
            } else {
                throw BenchError.invalidProject("unknown readiness '\(item)' in --ready; use log, log:<preset>, "
                    + "regex:<pattern>, port, http[:/path] or first-load[:/path]")
            }
        }
        guard !checks.isEmpty else { throw BenchError.invalidProject("--ready is empty; use e.g. log,first-load") }
        return checks
    }
}

import Foundation
