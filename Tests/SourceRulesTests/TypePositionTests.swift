import JSLexer
import SourceStructure
import Testing

/// TypeScript types are erased: names in them are not the runtime variables the rules look for.
@Suite("TypeScript type positions")
struct TypePositionTests {
    static func structure(_ code: String, dialect: SourceDialect = .typescript) -> SourceStructure {
        SourceStructure(Lexer.lex(Array(code.utf8), dialect: dialect))
    }

    @Test("names in declarations, annotations, generics, assertions and enum members are not references")
    func typePositions() {
        let structure = Self.structure("""
            export {};
            declare global { interface Window { x: Buffer } }
            declare module 'm' { const process: Buffer; }
            declare namespace NS { let global: Buffer; }
            declare const d: Buffer;
            declare function df(p: Buffer): Buffer;
            interface I extends Buffer<Buffer> { global: Buffer; m(process: Buffer): Buffer; [key: string]: Buffer }
            type A<T extends Buffer = Buffer> = { global: Buffer } | Buffer[] | typeof process | keyof Buffer;
            type Env = typeof process.env;
            type Cond<T> = T extends Buffer ? Buffer : never
            export const s = () => useState<Buffer | null>(null);
            function f(p: typeof process, q?: Buffer, { a }: Buffer = {}): Buffer { return p; }
            const g = async (a: Buffer): Promise<Buffer> => a;
            const v: Map<string, Array<Array<Buffer>>> = new Map<string, Buffer>();
            const w = x as Buffer, z = x satisfies Buffer;
            class K<T extends Buffer> extends Base<Buffer> implements Buffer, Buffer<Buffer> {
              global: Buffer;
              static process?: Buffer = runtimeField;
              #p!: Buffer;
              [key: string]: Buffer;
              m(a: Buffer): Buffer { return a; }
              n(a: Buffer): Buffer;
            }
            enum E { global, Buffer = runtimeMember, setImmediate = 'x' }
            function over(process: Buffer): void;
            const asserted = <Buffer>runtimeValue;
            """)
        #expect(structure.references["Buffer"] == nil)
        #expect(structure.freeReferences(to: "process").isEmpty)
        #expect(structure.freeReferences(to: "global").isEmpty)
        #expect(structure.freeReferences(to: "setImmediate").isEmpty)
        for name in ["useState", "Base", "Map", "runtimeField", "runtimeMember", "runtimeValue"] {
            #expect(structure.references[name]?.count == 1, "\(name)")
        }
        #expect(structure.references["x"]?.count == 2)
        #expect(structure.declarations["E"]?.count == 1)
    }

    @Test("colons and angle brackets that are not types: conditionals, object literals, case, comparisons")
    func notTypes() {
        let structure = Self.structure("""
            const t = c ? (a) : b;
            const u = c ? (a) : b => b;
            const o = { key: value, other: v2 };
            switch (k) { case label: break; }
            const arrow = (p): Result => p;
            const cmp = i < n && m > (j);
            for (let i = 0; i < len; i++) {}
            const less = a < b ? first : second > (third);
            if (x < 10 || y > (5)) {}
            """)
        for name in ["b", "value", "v2", "label", "n", "m", "j", "len", "first", "second", "third", "y"] {
            #expect(structure.references[name] != nil, "\(name) should be a reference")
        }
        #expect(structure.references["Result"] == nil)
    }

    @Test("in .tsx, JSX and expressions keep their names; annotations and generic calls do not")
    func tsx() {
        let structure = Self.structure("""
            const A = ({ p }: { p: Buffer }) => <div title={p as string}>{global.x}</div>;
            const [b] = useState<Buffer>(Buffer.alloc(1));
            """, dialect: .tsx)
        #expect(structure.freeReferences(to: "global").count == 1)
        #expect(structure.freeReferences(to: "Buffer").count == 1)
    }

    @Test("JavaScript is read as JavaScript: comparisons and colons stay expressions")
    func javaScript() {
        let structure = Self.structure("const r = f < g > (h); const o = c ? d : Buffer;", dialect: .javascript)
        for name in ["f", "g", "h", "Buffer"] { #expect(structure.references[name]?.count == 1, "\(name)") }
    }
}
