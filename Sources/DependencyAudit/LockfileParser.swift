import AuditModel
import Yams

/// Reads package-lock.json (v1, v2, v3), yarn.lock (classic v1 and berry) and pnpm-lock.yaml.
public enum LockfileParser {
    /// The lockfile names, in the order a project is checked for them.
    public static let fileNames = ["package-lock.json", "npm-shrinkwrap.json", "yarn.lock", "pnpm-lock.yaml"]

    /// Parses the lockfile at `path` (format chosen by file name).
    public static func parse(path: String, bytes: [UInt8]) -> Result<Lockfile, ManifestProblem> {
        // Yarn (strip-bom) and pnpm (js-yaml) read a file an editor saved with a UTF-8 byte order mark as if it had none.
        let bytes = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        switch PathUtilities.fileName(of: path) {
        case "yarn.lock": return parseYarn(path: path, bytes: bytes)
        case "pnpm-lock.yaml": return parsePnpm(path: path, bytes: bytes)
        default: return parseNpm(path: path, bytes: bytes)
        }
    }

    // MARK: npm

    static func parseNpm(path: String, bytes: [UInt8]) -> Result<Lockfile, ManifestProblem> {
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            return .failure(ManifestProblem(file: path, line: error.line, column: error.column, reason: error.reason))
        }
        guard case .object = document else {
            return .failure(ManifestProblem(file: path, line: 1, column: 1, reason: "lockfile is not a JSON object"))
        }
        let version: Int
        if case .number(let number)? = document["lockfileVersion"] { version = Int(number) } else { version = 1 }
        var lockfile = Lockfile(path: path, format: version >= 3 ? .npmV3 : version == 2 ? .npmV2 : .npmV1)
        if let packages = document["packages"]?.objectMembers {
            for member in packages {
                guard let pinned = member.value["version"]?.stringValue, let installed = member.key.range(of: "node_modules/") else { continue }
                let folder = member.key[..<installed.lowerBound]
                let name = String(member.key[installed.upperBound...])
                // Top-level installs, and a workspace package's own (`packages/web/node_modules/react`, a version
                // conflict); not the copies nested inside other packages.
                guard !name.contains("/node_modules/"), !folder.contains("node_modules") else { continue }
                lockfile.add(name: name, range: folder.isEmpty ? "" : Lockfile.folderKey(String(folder.dropLast())), version: pinned)
            }
        } else if let dependencies = document["dependencies"]?.objectMembers {
            for member in dependencies {
                guard let pinned = member.value["version"]?.stringValue else { continue }
                lockfile.add(name: member.key, range: "", version: aliasedVersion(pinned))
            }
        } else if version >= 2 {
            return .failure(ManifestProblem(file: path, line: 1, column: 1, reason: "lockfileVersion \(version) without a \"packages\" object"))
        }
        return .success(lockfile)
    }

    // MARK: yarn

    /// Both yarn formats list `"spec, spec":` headers at column 1 followed by an indented `version` line;
    /// classic writes `version "1.2.3"`, berry `version: 1.2.3` with `npm:` protocol ranges.
    static func parseYarn(path: String, bytes: [UInt8]) -> Result<Lockfile, ManifestProblem> {
        let text = String(decoding: bytes, as: UTF8.self).withLFLineEnds
        let isBerry = text.hasPrefix("__metadata:") || text.contains("\n__metadata:")
        var lockfile = Lockfile(path: path, format: isBerry ? .yarnBerry : .yarnClassic)
        var currentSpecs: [(name: String, range: String)] = []
        // The open entry's header and whether its version was met: an entry without one is a file cut off
        // (or edited) mid-entry, whose versions would otherwise go missing in silence.
        var header: (line: Int, text: Substring)?
        func unversioned(_ header: (line: Int, text: Substring)) -> ManifestProblem {
            ManifestProblem(file: path, line: header.line, column: 1, reason: "entry '\(header.text.dropLast())' has no version: the lockfile is truncated or malformed there")
        }
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.first != " " {
                guard line.hasSuffix(":") else {
                    return .failure(ManifestProblem(file: path, line: lineNumber, column: 1, reason: "expected an entry header ending in ':'"))
                }
                if let header { return .failure(unversioned(header)) }
                currentSpecs = []
                header = line == "__metadata:" ? nil : (lineNumber, line)
                if line == "__metadata:" { continue }
                for spec in line.dropLast().split(separator: ",") {
                    let cleaned = spec.trimmingSpacesAndQuotes()
                    if let parsed = splitSpecifier(cleaned) { currentSpecs.append(parsed) }
                }
                continue
            }
            let trimmed = line.drop(while: { $0 == " " })
            let indent = line.count - trimmed.count
            guard indent == 2, trimmed.hasPrefix("version") else { continue }
            var value = trimmed.dropFirst("version".count)
            if value.first == ":" { value = value.dropFirst() }
            guard value.first == " " else { continue }
            // A quoted value cut off (a truncated file) would pass for a shorter version.
            let quoted = value.drop(while: { $0 == " " })
            if let quote = quoted.first, quote == "\"" || quote == "'", quoted.count < 2 || quoted.last != quote {
                return .failure(ManifestProblem(
                    file: path, line: lineNumber, column: indent + 1, reason: "the version has no closing quote: the lockfile is truncated or malformed there"))
            }
            let pinned = value.trimmingSpacesAndQuotes()
            header = nil
            for spec in currentSpecs {
                var range = spec.range
                if range.hasPrefix("npm:") { range = String(range.dropFirst(4)) }
                lockfile.add(name: spec.name, range: range, version: pinned)
            }
        }
        if let header { return .failure(unversioned(header)) }
        return .success(lockfile)
    }

    /// The version of an aliased install (`"react-dom": "npm:@hot-loader/react-dom@^4.13.0"`) as lockfiles pin it:
    /// npm 6's `npm:@hot-loader/react-dom@16.14.0`, pnpm's `/@hot-loader/react-dom/16.14.0` (v5),
    /// `/@hot-loader/react-dom@16.14.0` (v6) and `@hot-loader/react-dom@16.14.0` (v9) are all 16.14.0; the installed
    /// copy's package.json says 16.14.0, which was taken for an install that drifted from the lockfile.
    static func aliasedVersion(_ pinned: String) -> String {
        if ["link:", "file:", "workspace:", "portal:"].contains(where: { pinned.hasPrefix($0) }) { return pinned }
        var target = Substring(pinned)
        if target.hasPrefix("npm:") { target = target.dropFirst(4) }
        if target.hasPrefix("/") { target = target.dropFirst() }
        // A version never holds '@' or '/': past the scope's '@', the last of either ends the package name.
        let nameStart = target.hasPrefix("@") ? target.index(after: target.startIndex) : target.startIndex
        guard let end = target[nameStart...].lastIndex(where: { $0 == "@" || $0 == "/" }) else { return pinned }
        // Only a version: a git or tarball install (`github.com/owner/repo/abc123`) is kept whole, as written.
        let version = String(target[target.index(after: end)...])
        return SemanticVersion(version) != nil ? version : pinned
    }

    /// `@scope/name@range` → (`@scope/name`, `range`).
    static func splitSpecifier(_ spec: String) -> (name: String, range: String)? {
        let searchStart = spec.hasPrefix("@") ? spec.index(after: spec.startIndex) : spec.startIndex
        guard let at = spec[searchStart...].firstIndex(of: "@") else { return nil }
        return (String(spec[..<at]), String(spec[spec.index(after: at)...]))
    }

    // MARK: pnpm

    static func parsePnpm(path: String, bytes: [UInt8]) -> Result<Lockfile, ManifestProblem> {
        let loaded: Any?
        do {
            loaded = try BoundedYAML.load(String(decoding: bytes, as: UTF8.self))
        } catch {
            return .failure(problem(fromYAMLError: error, file: path))
        }
        guard let root = dictionary(loaded) else {
            return .failure(ManifestProblem(file: path, line: 1, column: 1, reason: "pnpm-lock.yaml is not a YAML mapping"))
        }
        var lockfile = Lockfile(path: path, format: .pnpm)
        var importers: [[String: Any]] = []
        if let byImporter = dictionary(root["importers"]) {
            for key in byImporter.keys.sorted() { if let importer = dictionary(byImporter[key]) { importers.append(importer) } }
        } else {
            importers.append(root)
        }
        for importer in importers {
            let specifiers = dictionary(importer["specifiers"]) ?? [:]
            for section in ["dependencies", "devDependencies", "optionalDependencies"] {
                guard let dependencies = dictionary(importer[section]) else { continue }
                for (name, value) in dependencies {
                    var range = specifiers[name].map { "\($0)" } ?? ""
                    var pinned: String
                    if let detail = dictionary(value) {
                        range = detail["specifier"].map { "\($0)" } ?? range
                        pinned = detail["version"].map { "\($0)" } ?? ""
                    } else {
                        pinned = "\(value)"
                    }
                    // `1.2.3(react@18.2.0)` (v6+) and `1.2.3_react@18.2.0` (v5) carry peer suffixes.
                    if let cut = pinned.firstIndex(where: { $0 == "(" || $0 == "_" }) { pinned = String(pinned[..<cut]) }
                    pinned = aliasedVersion(pinned)
                    guard !pinned.isEmpty else { continue }
                    lockfile.add(name: name, range: range, version: pinned)
                }
            }
        }
        return .success(lockfile)
    }

    private static func dictionary(_ value: Any?) -> [String: Any]? {
        if let typed = value as? [String: Any] { return typed }
        guard let any = value as? [AnyHashable: Any] else { return nil }
        var result: [String: Any] = [:]
        for (key, item) in any { result["\(key.base)"] = item }
        return result
    }

    /// libyaml's problem text, without the C function it names for programmers (`…, set with yaml_set_max_nest_level())`).
    static func readable(_ problem: String) -> String {
        guard problem.hasPrefix("Maximum nesting level reached") else { return problem }
        return "nested more deeply than a YAML reader allows (libyaml's limit)"
    }

    static func problem(fromYAMLError error: any Error, file: String) -> ManifestProblem {
        if let yaml = error as? YamlError {
            switch yaml {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
                return ManifestProblem(file: file, line: mark.line, column: mark.column, reason: readable(problem))
            default:
                break
            }
        }
        // One line: Yams' own descriptions repeat the position and quote the source over several lines.
        let text = "\(error)".split(separator: "\n").first.map(String.init) ?? "\(error)"
        return ManifestProblem(file: file, line: 1, column: 1, reason: text)
    }
}

extension StringProtocol {
    func trimmingSpacesAndQuotes() -> String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\"" || first == "'" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\"" || last == "'" { slice = slice.dropLast() }
        return String(slice)
    }
}
