import ArgumentParser
import Foundation
import ScanEngine

/// The cache folder a command uses, from `--cache-dir` / `--no-cache`: checked before the scan, so that a folder
/// that cannot hold the cache is said once (and the scan runs without it) instead of failing every write silently.
enum CacheFolderOption {
    /// Nil with `--no-cache`, or when the folder cannot be written (after a warning on stderr).
    static func resolve(noCache: Bool, cacheDir: String?, currentDirectory: URL) -> URL? {
        guard !noCache else { return nil }
        guard let folder = cacheDir.map({ URL(fileURLWithPath: $0, relativeTo: currentDirectory).standardizedFileURL }) ?? ResultCache.defaultDirectory()
        else {
            printError("warning: no home folder (HOME is empty or relative and the user has none in the passwd database), so no default cache "
                + "folder; scanning without the cache (results are the same, only slower): pass --cache-dir with a writable folder, or --no-cache")
            return nil
        }
        if let problem = ResultCache.writeProblem(in: folder) {
            printError("warning: the cache folder \(folder.path) cannot be used: \(problem); scanning without the cache "
                + "(results are the same, only slower): pass --cache-dir with a writable folder, or --no-cache")
            return nil
        }
        return folder
    }

    /// The validation of `--cache-dir`'s value: an empty one is an unset variable, not the current folder.
    static func validate(_ cacheDir: String?, noCache: Bool) throws {
        if noCache, cacheDir != nil { throw ValidationError("--no-cache and --cache-dir contradict each other; drop one") }
        if let cacheDir, cacheDir.isEmpty {
            throw ValidationError("--cache-dir is empty (an unset variable?); name a folder, or drop it for the default cache")
        }
    }
}
