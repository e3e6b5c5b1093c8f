import CLibgit2
import ShellWords

extension Repository {
    /// The remote a partial clone (`git clone --filter`) leaves objects on, fetched only when git needs them
    /// (`remote.<name>.promisor`, or `extensions.partialClone` as git before 2.25 wrote it); nil for a full clone.
    public var promisorRemote: String? {
        withHandle { handle -> String? in
            var live: OpaquePointer?
            guard git_repository_config(&live, handle) == 0, let live else { return nil }
            defer { git_config_free(live) }
            var config: OpaquePointer?
            guard git_config_snapshot(&config, live) == 0, let config else { return nil }
            defer { git_config_free(config) }
            var iterator: OpaquePointer?
            if git_config_iterator_glob_new(&iterator, config, #"^remote\..*\.promisor$"#) == 0, let iterator {
                defer { git_config_iterator_free(iterator) }
                var entry: UnsafeMutablePointer<git_config_entry>?
                while git_config_next(&entry, iterator) == 0, let entry {
                    var enabled: Int32 = 0
                    guard let value = entry.pointee.value, git_config_parse_bool(&enabled, value) == 0, enabled == 1 else { continue }
                    let key = String(cString: entry.pointee.name)  // remote.<name>.promisor; the name may hold dots
                    return String(key.dropFirst("remote.".count).dropLast(".promisor".count))
                }
            }
            var value: UnsafePointer<CChar>?
            guard git_config_get_string(&value, config, "extensions.partialclone") == 0, let value else { return nil }
            return String(cString: value)
        }
    }

    /// What to do about objects (blobs, trees) of a commit that the object database lacks: in a partial clone git
    /// fetches them from the promisor remote when it needs them, which libgit2 (so this tool) cannot; any other
    /// repository should not lack them.
    public var missingObjectAdvice: String {
        guard let remote = promisorRemote else {
            return "the repository is incomplete (`git fsck` names what is missing); fetch again (`git fetch`) or clone it again"
        }
        return "this is a partial clone (cloned with --filter), which fetches files from the remote '\(remote)' only when git needs them, "
            + "and this tool cannot; fetch them all with `git fetch --refetch --no-filter \(ShellWord.quoted(remote))` (git 2.36 or later), check the revision out, "
            + "or clone without --filter, then scan again"
    }
}
