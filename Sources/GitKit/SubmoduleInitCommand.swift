import ShellWords

/// The `git submodule update --init` a message suggests for a submodule that is not initialised, written to work from
/// the folder the user ran the tool in: git takes the submodule's path only inside its parent repository (elsewhere it
/// answers "not a git repository", or looks in another one), so the command names that repository with `-C` unless
/// it is the current folder.
public struct SubmoduleInitCommand: Sendable, Equatable {
    /// The parent repository's work tree as the user can type it where they ran the tool (`.`, `..`, an absolute path).
    public let repository: String
    /// The submodule's path in the parent repository.
    public let pathInRepository: String

    /// - Parameters:
    ///   - repository: the parent repository's work tree as the user can type it where they ran the tool.
    ///   - pathInRepository: the submodule's path in it.
    public init(repository: String, pathInRepository: String) {
        self.repository = repository
        self.pathInRepository = pathInRepository
    }

    /// The submodule at `folderInRepository` of its parent repository, whose folder the user gave as `givenFolder`.
    public init(givenFolder: String, folderInRepository: String) {
        self.init(repository: PathFromCallingFolder.repositoryRoot(of: givenFolder, at: folderInRepository),
                  pathInRepository: folderInRepository)
    }

    /// `git -C .. submodule update --init 'web/libs/ui my'`; `git submodule update --init …` in the repository's root.
    public var text: String {
        let git = repository == "." ? "git" : "git -C \(ShellWord.quoted(repository))"
        return "\(git) submodule update --init \(ShellWord.quoted(pathInRepository))"
    }
}
