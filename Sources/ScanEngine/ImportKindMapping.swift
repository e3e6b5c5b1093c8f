import DependencyAudit
import SourceStructure

/// How a module reference imports its package, in the dependency audit's terms.
enum ImportKindMapping {
    static func kind(of reference: ModuleReference) -> ImportKind? {
        switch reference.kind {
        case .require: return .require
        case .dynamicImport: return .dynamic
        case .exportFrom: return .named
        case .importDeclaration:
            if reference.bindings.isEmpty { return .sideEffect }
            if reference.bindings.contains(where: { $0.imported == "*" }) { return .namespace }
            if reference.bindings.contains(where: { $0.imported == "default" }) { return .default }
            return .named
        }
    }
}
