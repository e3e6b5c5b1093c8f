import CLibgit2

/// Where a revision such as `HEAD~3` or `main^2` runs past the history: the commit it reached that lacks the parent it
/// asks for. libgit2 says only "parent 0 does not exist", which reads like a broken repository rather than
/// "HEAD is the first commit".
public struct MissingParent: Sendable, Equatable {
    /// The commit reached, spelt from the revision (`HEAD`, `HEAD~1`, `main^2`).
    public let reached: String
    /// Its full SHA.
    public let commitID: String
    /// How many parents it has.
    public let parentCount: Int
    /// The parent asked for (1 for `~` and `^`, n for `^n`).
    public let wanted: Int

    /// The commit of `revision` that lacks the parent the revision's trailing `~n`/`^n` steps ask for; nil when the
    /// revision has no such steps, its base does not resolve, or every step resolves.
    static func find(in revision: String, repository: Repository) -> MissingParent? {
        guard let (base, steps) = parse(revision) else { return nil }
        return repository.withHandle { handle -> MissingParent? in
            guard var commit = try? Repository.lookupCommit(base, in: handle) else { return nil }
            defer { git_object_free(commit) }
            var spelt = base
            for step in steps {
                let moves = step.isAncestor ? step.count : 1
                let parentIndex = step.isAncestor ? 0 : step.count - 1
                guard step.isAncestor || step.count > 0 else { spelt += step.text; continue }
                for move in 0..<moves {
                    let parents = Int(git_commit_parentcount(commit))
                    guard parentIndex < parents else {
                        let reached = step.isAncestor && move > 0 ? spelt + "~\(move)" : spelt
                        return MissingParent(reached: reached, commitID: ObjectID.hex(git_object_id(commit)), parentCount: parents,
                                             wanted: parentIndex + 1)
                    }
                    var parent: OpaquePointer?
                    guard git_commit_parent(&parent, commit, UInt32(parentIndex)) == 0, let parent else { return nil }
                    git_object_free(commit)
                    commit = parent
                }
                spelt += step.text
            }
            return nil
        }
    }

    private struct Step {
        /// `~n` (n first parents back) rather than `^n` (the n-th parent).
        let isAncestor: Bool
        let count: Int
        /// As the revision spells it (`^`, `~2`).
        let text: Substring
    }

    /// Splits `HEAD~2^2` into `HEAD` and its steps; nil when it ends in none (or in `^{…}`, `@{…}`, `:path`).
    private static func parse(_ revision: String) -> (base: String, steps: [Step])? {
        var steps: [Step] = []
        var end = revision.endIndex
        while end > revision.startIndex {
            let digits = revision[..<end].reversed().prefix { $0.isASCII && $0.isNumber }
            let operatorIndex = revision.index(end, offsetBy: -digits.count - 1, limitedBy: revision.startIndex)
            guard let operatorIndex, operatorIndex >= revision.startIndex, "~^".contains(revision[operatorIndex]) else { break }
            let count = digits.isEmpty ? 1 : Int(String(digits.reversed())) ?? Int.max
            steps.insert(Step(isAncestor: revision[operatorIndex] == "~", count: count, text: revision[operatorIndex..<end]), at: 0)
            end = operatorIndex
        }
        let base = String(revision[..<end])
        return steps.isEmpty || base.isEmpty ? nil : (base, steps)
    }
}
