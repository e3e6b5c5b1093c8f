/// Whole-file reads outside any repository, with the checks `NoFollowFileSystem` makes (a regular file, not a
/// symlink, read to its end): for the tool's own files such as cache entries.
public enum LocalFile {
    /// The content of the regular file at the absolute `path`, or nil when it is absent or unreadable.
    public static func contents(atPath path: String) -> [UInt8]? {
        try? NoFollowFileSystem.readFile(atPath: path)
    }
}
