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

    /// True when a file of the project (scanned or listed) starts with `head` (`src/pages/`) and ends with `tail`
    /// (`/index.js`) with more than `slashes` `/`s between them: a target a computed import's variables reach only
    /// by spanning folders, which webpack's recursive context did and Vite's one-segment variables do not. Tests
    /// and mocks below `head` (`__tests__/Home.test.js`) are no such target: the bundle never loads them.
    public func hasDeeperMatch(after head: String, before tail: String, slashes: Int) -> Bool {
        let answer = Self.hasDeeperMatch(after: head, before: tail, slashes: slashes, in: paths, listed)
        log?.note(.deeperMatch, Self.deeperMatchQuestion(head, tail, slashes), answer)
        return answer
    }

    /// The question `hasDeeperMatch` records (NUL cannot occur in a path).
    private static func deeperMatchQuestion(_ head: String, _ tail: String, _ slashes: Int) -> String {
        head + "\u{0}" + tail + "\u{0}" + String(slashes)
    }

    private static func answersDeeperMatch(_ question: String, _ answer: Bool, _ paths: Set<String>, _ listed: Set<String>) -> Bool {
        let parts = question.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3, let slashes = Int(parts[2]) else { return false }
        return hasDeeperMatch(after: parts[0], before: parts[1], slashes: slashes, in: paths, listed) == answer
    }

    private static func hasDeeperMatch(after head: String, before tail: String, slashes: Int, in sets: Set<String>...) -> Bool {
        sets.contains { set in
            set.contains { path in
                guard path.utf8.count > head.utf8.count + tail.utf8.count, path.hasPrefix(head), path.hasSuffix(tail) else { return false }
                let below = path.utf8.dropFirst(head.utf8.count)
                guard below.dropLast(tail.utf8.count).count(where: { $0 == UInt8(ascii: "/") }) > slashes else { return false }
                // Judged by the part below `head` only: a test that globs its own fixtures still counts them.
                return ContextClassifier.classifyByName(String(decoding: below, as: UTF8.self)) != .test
            }
        }
    }

    /// The extensions (`.json`), sorted, of the project's files (scanned or listed) that a computed import with
    /// static `head` (a path: `src/locales/`, `src/pages/page-`) and static `tail` before the extension can reach,
    /// its variable part standing for one file-name segment: what `import(`./locales/${l}`)` should name.
    /// `folders`: the `/`s between several variable parts (`` `./components/${name}/${name}` `` has one), each
    /// variable still one segment.
    public func extensions(after head: String, before tail: String, folders: Int = 0) -> [String] {
        let found = Self.extensions(after: head, before: tail, folders: folders, in: paths, listed)
        log?.note(.extensions, Self.extensionsQuestion(head, tail, found, folders: folders), true)
        return found
    }

    /// The question `extensions(after:before:)` records: "do these files have exactly these extensions?" (NUL cannot
    /// occur in a path); a fourth part holds `folders` when there are any.
    private static func extensionsQuestion(_ head: String, _ tail: String, _ found: [String], folders: Int) -> String {
        head + "\u{0}" + tail + "\u{0}" + found.joined(separator: ",") + (folders > 0 ? "\u{0}\(folders)" : "")
    }

    private static func answersExtensions(_ question: String, _ paths: Set<String>, _ listed: Set<String>) -> Bool {
        let parts = question.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3 || parts.count == 4 else { return false }
        let folders = parts.count == 4 ? Int(parts[3]) ?? -1 : 0
        guard folders >= 0 else { return false }
        let found = extensions(after: parts[0], before: parts[1], folders: folders, in: paths, listed)
        return extensionsQuestion(parts[0], parts[1], found, folders: folders) == question
    }

    private static func extensions(after head: String, before tail: String, folders: Int, in sets: Set<String>...) -> [String] {
        var found: Set<String> = []
        for set in sets {
            for path in set where path.hasPrefix(head) {
                let rest = path.utf8.dropFirst(head.utf8.count)
                guard let dot = rest.lastIndex(of: UInt8(ascii: ".")) else { continue }
                let stem = Substring(rest[..<dot])
                let ext = Substring(rest[dot...])
                guard ext.utf8.count > 1, stem.utf8.count > tail.utf8.count, stem.hasSuffix(tail),
                    stem.utf8.dropLast(tail.utf8.count).count(where: { $0 == UInt8(ascii: "/") }) == folders,
                    ext.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber })
                else { continue }
                found.insert(String(ext))
            }
        }
        return found.sorted()
    }

    /// True when this set gives the recorded answer to `question`.
    public func answers(_ question: PathQuestionLog.Question) -> Bool {
        switch question.kind {
        case .contains: paths.contains(question.path) == question.answer
        case .containsListed: (paths.contains(question.path) || listed.contains(question.path)) == question.answer
        case .extensions:
            Self.answersExtensions(question.path, paths, listed)
        case .deeperMatch:
            Self.answersDeeperMatch(question.path, question.answer, paths, listed)
        }
    }
}

/// The questions one file's rules asked of the path set, with their answers. Used by one check at a time.
public final class PathQuestionLog: @unchecked Sendable {
    public struct Question: Hashable, Sendable {
        /// Raw values are stored in the cache: fixed, and not reused (1 was a question no rule asks any more).
        public enum Kind: Int, Sendable {
            case contains = 0
            /// `contains` asked of `includingListedFiles()`.
            case containsListed = 2
            /// `extensions(after:before:)`: the path holds head, tail and the extensions found; the answer is true.
            case extensions = 3
            /// `hasDeeperMatch(after:before:slashes:)`: the path holds head, tail and the count.
            case deeperMatch = 4
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
