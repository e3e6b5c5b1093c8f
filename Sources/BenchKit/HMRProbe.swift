import Foundation

/// Times one hot update: append a comment to a source file, wait for the dev server's update signal, and
/// put the file back byte for byte — on success, on timeout, on any error, and (through
/// `ProcessRegistry`) on Ctrl-C.
public enum HMRProbe {
    /// Milliseconds from just before the edit is written to the first update line read after it.
    static func measure(process: ManagedProcess, file: String, signal: LinePattern, timeoutMs: Int,
                        run: Int) throws -> Double {
        let url = URL(fileURLWithPath: file)
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
        var edited = original
        // A comment changes the module's bytes but not its exports or behaviour.
        edited.append(Data("\n// migrate-audit hmr probe \(run)\n".utf8))
        let start = MonotonicClock.now()
        let update = process.expect(signal, notBefore: start)
        defer { process.forget(update) }
        try FileRewriter.overwrite(url, with: edited)
        let (matched, _) = process.waitForAny([update], deadline: MonotonicClock.deadline(start, plusMilliseconds: timeoutMs))
        guard let match = matched?.match else {
            throw BenchError.hmrTimeout(file: file, waitedMs: timeoutMs, logTail: process.logTail())
        }
        let elapsed = MonotonicClock.milliseconds(from: start, to: match.time)

        // Restore now and let the server settle on the original, so the next step starts from a quiet server.
        let settle = process.expect(signal, notBefore: MonotonicClock.now())
        defer { process.forget(settle) }
        try FileRewriter.overwrite(url, with: original)
        _ = process.waitForAny([settle], deadline: MonotonicClock.deadline(inMilliseconds: min(timeoutMs, 10_000)))
        return elapsed
    }
}
