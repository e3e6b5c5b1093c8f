import Foundation

/// The scanned source paths, asked only through questions that can be recorded (`PathQuestionLog`): a file's
/// cached findings stay reusable in a later scan whose path set answers its questions the same way, not only
/// under the identical set (adding a file must not re-check every other file).
public struct ProjectFileSet: Sendable {
    private let paths: Set<String>
    /// The project's other files (stylesheets, `.es6`, JSON): what an import may resolve to without being scanned.
    private let listed: Set<String>
    /// `contains` also answers for `listed` files.
    private let includesListed: Bool
    private let log: PathQuestionLog?

    /// `listed`: every other file of the project (not installed packages), asked only through `includingListedFiles()`.
    public init(_ paths: Set<String>, listed: Set<String> = []) {
        self.paths = paths
        self.listed = listed
        includesListed = false
        log = nil
    }

    private init(paths: Set<String>, listed: Set<String>, includesListed: Bool, log: PathQuestionLog?) {
        self.paths = paths
        self.listed = listed
        self.includesListed = includesListed
        self.log = log
    }

    /// The same set, noting every question asked of it in `log`.
    public func recording(into log: PathQuestionLog) -> ProjectFileSet {
        ProjectFileSet(paths: paths, listed: listed, includesListed: includesListed, log: log)
    }

    /// The same set, whose `contains` also finds the project's files that are not scanned sources: for resolving
    /// an import the way a bundler does (`./theme` → theme.scss).
    public func includingListedFiles() -> ProjectFileSet {
        ProjectFileSet(paths: paths, listed: listed, includesListed: true, log: log)
    }

    /// True when `path` is a scanned file (or, from `includingListedFiles()`, any file of the project).
    public func contains(_ path: String) -> Bool {
        if includesListed {
            let answer = paths.contains(path) || listed.contains(path)
            log?.note(.containsListed, path, answer)
            return answer
        }
        let answer = paths.contains(path)
        log?.note(.contains, path, answer)
        return answer
    }

    /// True when a scanned file lies in a sub-folder of `prefix` (a folder path ending in "/", or "").
    public func hasFileInSubfolder(of prefix: String) -> Bool {
        let answer = Self.hasFileInSubfolder(of: prefix, in: paths)
        log?.note(.fileInSubfolder, prefix, answer)
        return answer
    }

    private static func hasFileInSubfolder(of prefix: String, in paths: Set<String>) -> Bool {
        paths.contains { $0.hasPrefix(prefix) && $0.dropFirst(prefix.count).contains("/") }
    }

    /// True when this set gives the recorded answer to `question`.
    public func answers(_ question: PathQuestionLog.Question) -> Bool {
        switch question.kind {
        case .contains: paths.contains(question.path) == question.answer
        case .fileInSubfolder: Self.hasFileInSubfolder(of: question.path, in: paths) == question.answer
        case .containsListed: (paths.contains(question.path) || listed.contains(question.path)) == question.answer
        }
    }
}

/// The questions one file's rules asked of the path set, with their answers. Used by one check at a time.
public final class PathQuestionLog: @unchecked Sendable {
    public struct Question: Hashable, Sendable {
        public enum Kind: Int, Sendable {
            case contains, fileInSubfolder
            /// `contains` asked of `includingListedFiles()`.
            case containsListed
        }

        public var kind: Kind
        public var path: String
        public var answer: Bool

        public init(kind: Kind, path: String, answer: Bool) {
            self.kind = kind
            self.path = path
            self.answer = answer
        }
    }

    private var noted: Set<Question> = []
    private var order: [Question] = []

    public init() {}

    /// Every distinct question, in the order first asked.
    public var questions: [Question] { order }

    func note(_ kind: Question.Kind, _ path: String, _ answer: Bool) {
        let question = Question(kind: kind, path: path, answer: answer)
        if noted.insert(question).inserted { order.append(question) }
    }
}
