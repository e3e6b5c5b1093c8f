import Foundation

/// Times one hot update: append a change that suits the file type to a source file, wait for the dev server's
/// update signal, and put the file back byte for byte — on success, on timeout, on any error, and (through
/// `ProcessRegistry`) on Ctrl-C.
public enum HMRProbe {
    /// Lines by which webpack, CRA, Vite and esbuild report that a rebuild failed.
    static let compileErrorPattern = #"compiled with [0-9]+ errors?|Failed to compile|Module build failed|"#
        + #"ERROR in |Internal server error|Pre-transform error|\[ERROR\]|SyntaxError|Parse error"#

    /// Lines by which a dev server says it answered an edit with a full page reload instead of a hot update: Vite's
    /// `page reload src/App.jsx` (a module outside any HMR boundary), and the `full reload` / `full-reload` wording of
    /// others. A browser then reloads the page and loses its state, which a migration must report, not time as HMR.
    static let fullReloadPattern = #"page reload|full[- ]reload"#

    /// Whether `line`, the server's answer to an edit, announces a full page reload rather than a hot update.
    static func isFullReload(_ line: String) -> Bool {
        (try? LinePattern(fullReloadPattern))?.match(line) != nil
    }

    /// Milliseconds from just before the edit is written to the first update line read after it, and that line.
    static func measure(process: ManagedProcess, file: String, signal: LinePattern, timeoutMs: Int,
                        run: Int) throws -> (ms: Double, line: String) {
        let url = URL(fileURLWithPath: file)
        guard FileManager.default.fileExists(atPath: file) else { throw BenchError.hmrFileMissing(file: file, detail: "") }
        let original: Data
        do {
            original = try Data(contentsOf: url)
        } catch {
            throw BenchError.invalidProject("cannot read the --hmr file \(file): \(error.localizedDescription)")
        }
        let restorer = ProcessRegistry.shared.addRestorer { try? FileRewriter.overwrite(url, with: original) }
        defer {
            try? FileRewriter.overwrite(url, with: original)
            ProcessRegistry.shared.removeRestorer(restorer)
        }
        // Let the server settle first (esbuild and webpack may still be printing their first build), so that
        // the update line awaited is the edit's own.
        _ = process.waitForQuiet(quietMs: 300, deadline: MonotonicClock.deadline(inMilliseconds: min(timeoutMs, 10_000)))
        let edit = HMREdit(path: file, run: run)
        var edited = original
        edited.append(edit.suffix)
        let start = MonotonicClock.now()
        let update = process.expect(signal, notBefore: start)
        let failed = process.expect(try LinePattern(compileErrorPattern), notBefore: start)
        defer {
            process.forget(update)
            process.forget(failed)
        }
        try ProcessRegistry.shared.changingRestoredFile { try FileRewriter.overwrite(url, with: edited) }
        let deadline = MonotonicClock.deadline(start, plusMilliseconds: timeoutMs)
        let (matched, _) = process.waitForAny([update, failed], deadline: deadline)
        if matched === failed, let line = failed.match?.line {
            throw BenchError.hmrCompileError(file: file, edit: edit.description,
                                             line: line.trimmingCharacters(in: .whitespaces), logTail: process.logTail())
        }
        guard matched === update, let match = update.match else {
            throw BenchError.hmrTimeout(file: file, waitedMs: timeoutMs, logTail: process.logTail())
        }
        let elapsed = MonotonicClock.milliseconds(from: start, to: match.time)
        let line = match.line.trimmingCharacters(in: .whitespaces)

        // Restore now and let the server settle on the original, so the next step starts from a quiet server.
        let settle = process.expect(signal, notBefore: MonotonicClock.now())
        defer { process.forget(settle) }
        try FileRewriter.overwrite(url, with: original)
        _ = process.waitForAny([settle], deadline: MonotonicClock.deadline(inMilliseconds: min(timeoutMs, 10_000)))
        return (elapsed, line)
    }
}
