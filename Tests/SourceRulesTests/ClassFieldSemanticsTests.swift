import AuditModel
import Testing

@testable import SourceRules

/// syntax-class-fields-semantics: besides fields shadowing a parent's accessors, decorated fields (MobX
/// `@observable`) change meaning when loose class properties give way to define semantics.
@Suite struct ClassFieldSemanticsTests {
    private func fields(_ code: String, fileName: String = "src/store.js") -> [String] {
        ExampleRunner.findings(of: SyntaxRules.ClassFieldsSemantics(), code: code, fileName: fileName).map { "\($0.line):\($0.message)" }
    }

    @Test func decoratedFieldsAreReportedWhateverTheBaseClass() {
        let found = fields("""
        class Store {
          @observable items = [];
          @observable.ref @other selected;
          @action.bound load() {}
          @computed get total() { return this.items.length; }
        }
        class View extends React.Component {
          @observable open = false;
          state = {};
        }
        class User extends Model {
          name = '';
        }
        """)
        #expect(found.count == 4, "\(found)")
        #expect(found.first == "2:field `items` decorated with @observable changes from assignment (Babel loose) to define semantics: the field shadows the accessor the decorator defines", "\(found)")
        #expect(found.contains { $0.hasPrefix("3:field `selected` decorated with @observable.ref") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("8:field `open` decorated with @observable") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("12:field `name` of a class extending Model") }, "\(found)")
    }

    /// Each class reports its own fields only, however deep classes nest (each level's body is walked once, its
    /// nested brackets stepped over).
    @Test func nestedClassesReportTheirOwnFields() {
        let found = fields("""
        class Outer extends Model {
          a = 1;
          m() {
            class Inner extends Base {
              b = 2;
              n() { const c = 3; }
            }
            return { d: 4 };
          }
          e = class extends Other { f = 5; };
        }
        """)
        #expect(found.map { $0.prefix(2) } == ["2:", "5:", "10", "10"], "\(found)")
        #expect(found.contains { $0.hasPrefix("5:field `b` of a class extending Base") } && found.contains { $0.contains("field `f` of a class extending Other") }, "\(found)")
        let depth = 3_000
        let deep = String(repeating: "class A extends Model { f = 1; m() {\n", count: depth) + String(repeating: "}}\n", count: depth)
        #expect(fields(deep).count == depth)
    }

    @Test func decoratedFieldsNeedLooseClassProperties() {
        var facts = ProjectFacts.examples
        facts.babelLooseClassProperties = false
        let found = ExampleRunner.findings(of: SyntaxRules.ClassFieldsSemantics(), code: "class Store {\n  @observable items = [];\n}", fileName: "src/store.js", facts: facts)
        #expect(found.isEmpty)
    }
}
