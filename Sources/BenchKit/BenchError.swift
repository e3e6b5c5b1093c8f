/// Everything that can stop a benchmark, each with a message that names the problem and what to do.
public enum BenchError: Error, CustomStringConvertible, Equatable {
    case invalidPattern(String)
    case spawnFailed(command: String, errno: Int32)
    case notReady(command: String, waitedMs: Int, condition: String, logTail: String)
    case exitedBeforeReady(command: String, exitCode: Int32, logTail: String)
    /// It printed its ready line, then exited before `condition` (the first load, a port or http check) held.
    case exitedAfterReadyLine(command: String, exitCode: Int32, condition: String, logTail: String)
    case commandFailed(command: String, exitCode: Int32, logTail: String)
    /// `manifest`: the package.json without the script (its path, or which checkout's it is).
    case noCommand(kind: String, manifest: String)
    /// Neither a dev nor a build command: nothing to measure.
    case noCommands(manifest: String)
    /// The install of a side (`side`: its label, or `--before REF`) failed.
    case installFailed(side: String, command: String, exitCode: Int32, logTail: String)
    case invalidProject(String)
    case git(String)
    case http(String)
    /// A request answered, but not with 200.
    case httpStatus(path: String, status: Int)
    /// The server answered a readiness request with another status than 200: it is up, but failing.
    /// `untilTimeoutMs` is set when it kept doing so until the timeout (the http check retries).
    case badStatus(command: String, path: String, status: Int, condition: String, untilTimeoutMs: Int?, logTail: String)
    case hmrTimeout(file: String, waitedMs: Int, logTail: String)
    /// The --hmr file is not there; `detail` names the side and any file that replaced it.
    case hmrFileMissing(file: String, detail: String)
    /// The dev server reported a compile error after the probe's edit (`edit` says what it appended).
    case hmrCompileError(file: String, edit: String, line: String, logTail: String)
    /// The server's output names a local URL on another port than the `PORT` it was given.
    case wrongPort(command: String, port: Int, url: String, condition: String, logTail: String)
    case interrupted

    public var description: String {
        switch self {
        case .invalidPattern(let pattern):
            return "invalid regular expression /\(pattern)/; check its syntax (ICU regular expressions)"
        case .spawnFailed(let command, let code):
            return "could not start `\(command)`: \(String(cString: strerror(code))) (errno \(code))"
        case .notReady(let command, let waited, let condition, let tail):
            return "`\(command)` was not ready (\(condition)) within \(waited) ms; raise --timeout or check "
                + "--ready. Last output:\n\(tail)"
        case .exitedBeforeReady(let command, let code, let tail):
            return "`\(command)` exited with status \(code) before it was ready. Last output:\n\(tail)"
        case .exitedAfterReadyLine(let command, let code, let condition, let tail):
            return "`\(command)` printed its ready line, then exited with status \(code) before \(condition) held. Last output:\n\(tail)"
        case .commandFailed(let command, let code, let tail):
            return "`\(command)` failed with status \(code). Last output:\n\(tail)"
        case .noCommand(let kind, let manifest):
            return "no \(kind) command: \(manifest) has no matching script; pass --\(kind) \"…\""
        case .noCommands(let manifest):
            return "nothing to measure: \(manifest) has no dev script (dev, start or serve) and no build script; "
                + "pass --dev \"…\" and/or --build \"…\""
        case .installFailed(let side, let command, let code, let tail):
            return "installing \(side) failed: `\(command)` exited with status \(code); fix the install or pass --install \"…\". "
                + "Last output:\n\(tail)"
        case .invalidProject(let message), .git(let message), .http(let message):
            return message
        case .httpStatus(let path, let status):
            return "GET \(path) answered \(status), not 200"
        case .badStatus(let command, let path, let status, let condition, let until, let tail):
            let until = until.map { " until the timeout (\($0) ms)" } ?? ""
            return "`\(command)` answered GET \(path) with HTTP \(status) instead of 200\(until) (\(condition)): the server "
                + "is up but failing, which a longer --timeout does not change; see its output. Last output:\n\(tail)"
        case .hmrTimeout(let file, let waited, let tail):
            return "no update signal within \(waited) ms after editing \(file) (the file was restored); if the server "
                + "printed an update line the default pattern misses, give it with --hmr-pattern. Last output:\n\(tail)"
        case .hmrFileMissing(let file, let detail):
            return "the --hmr file \(file) does not exist\(detail)"
        case .hmrCompileError(let file, let edit, let line, let tail):
            return "the dev server reported a compile error after the HMR probe edited \(file) (\(edit); the file was "
                + "restored): \"\(line)\"; if the file was broken before the edit, fix "
                + "it or pick another --hmr file; if that line is not an error, give the update line with --hmr-pattern. "
                + "Last output:\n\(tail)"
        case .wrongPort(let command, let port, let url, let condition, let tail):
            return "`\(command)` is not listening on the port it was given (PORT=\(port)): it printed \(url), so "
                + "\(condition) cannot reach it; make the server use $PORT (for example --dev \"vite --port $PORT\", "
                + "webpack's devServer.port: process.env.PORT) or give a dev command that does. Last output:\n\(tail)"
        case .interrupted:
            return "interrupted; every started process was stopped and every edited file restored"
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
