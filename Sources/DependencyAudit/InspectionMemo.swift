import Foundation

/// What one audit has learnt of installed packages: each file's facts and each walk's inspection, shared by the
/// threads that read ahead and the audit itself. Both are functions of the files alone, so a remembered answer is
/// the one the audit would compute.
final class InspectionMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var facts: [String: SourceFacts?] = [:]
    private var inspections: [String: PackageInspector.Inspection] = [:]

    /// The facts of `file` as remembered, or those `compute` gives (then remembered).
    func facts(of file: String, _ compute: () -> SourceFacts?) -> SourceFacts? {
        if let known = lock.withLock({ facts[file] }) { return known }
        let computed = compute()
        lock.withLock { facts[file] = computed }
        return computed
    }

    /// The inspection under `key` as remembered, or the one `compute` gives (then remembered).
    func inspection(_ key: String, _ compute: () -> PackageInspector.Inspection) -> PackageInspector.Inspection {
        if let known = lock.withLock({ inspections[key] }) { return known }
        let computed = compute()
        lock.withLock { inspections[key] = computed }
        return computed
    }
}
