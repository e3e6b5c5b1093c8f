import AuditModel
import Testing

/// A file whose only Flow is the `// @flow` pragma runs under Vite as it is: it is information, not a blocker. Any
/// Flow syntax in the code, however it is written, keeps the blocker.
@Suite("Flow pragma without Flow syntax")
struct FlowSyntaxProbeTests {
    private func severity(_ code: String) -> Severity? {
        EngineTests.run("// @flow\n" + code).first { $0.ruleId == "syntax-flow" }?.severity
    }

    @Test("plain JavaScript under the pragma is information", arguments: [
        "export const a = 1;",
        "const o = { a: 1, 'b': 2, 3: c, [key]: d, e: f ? g : h, nested: { x: [1, 2] } };\nexport default o;",
        "export function f(x, { a: renamed }, [y] = []) { return x ? y : renamed; }",
        "switch (k) {\n  case 1: { break; }\n  case cond ? 2 : 3: break;\n  default: go();\n}",
        "outer: for (const x of xs) { inner: for (;;) { continue outer; } }",
        "export default class List extends React.Component {\n  state = { open: false, n: a ? 1 : 2 };\n  render() { return <ul style={{ margin: 0 }}>{this.state.open ? <li /> : null}</ul>; }\n}",
        "import React, { Component as Base } from 'react';\nimport * as all from './all';\nexport { all as everything };\nconst type = action.type, as = 1;",
        "const s = `${a ? b : c}`;\nconst r = /a:b/;\nconst q = a?.b ?? c;\nif (x > y && y < z) {}",
        "import data from './data.json' with { type: 'json' };",
        "class Counter { n = -1; m = a + b; step() { return -this.n; } }",
        "import type from './type';\nimport type2, { b } from './b';\nexport default type;",
        "const as = f();\nconst b = as ? as('x') : as - 1;\nfunction g() { return as ? 1 : typeof as === 'function'; }\nlet c = x\nas ? y : z;",
    ])
    func plainJavaScript(code: String) {
        #expect(severity(code) == .info, "\(code)")
    }

    @Test("Flow syntax keeps the blocker", arguments: [
        "export function add(a: number, b: number) { return a + b; }",
        "export function f(a) : number { return a; }",
        "const f = (x): string => x;",
        "let x: number = 1;",
        "let\n  x: number = 1;",
        "const { a }: Props = this.props;",
        "const y = ((x: any): string);",
        "class A { props: Props; }",
        "class A { +x = 1; }",
        "class A {\n  x = 1;\n  static -y;\n  m() {}\n  +z;\n}",
        "class A extends React.Component<Props, State> {}",
        "class A implements I {}",
        "class A<T> {}",
        "function f<T>(x) { return x; }",
        "const m = new Map<string, number>();",
        "const v = useState<string>('');",
        "const id = <T>(x) => x;",
        "function f(x?) {}",
        "const o = { m(x: T) {} };",
        "const o = { f: (x): T => x };",
        "type A = number;",
        "export type { A } from './a';",
        "import type { A } from './a';",
        "import { type A, b } from './a';",
        "import typeof T from './t';",
        "export type\n  Props = { a: number };",
        "import type\n  { A } from './a';",
        "opaque type Id = string;",
        "declare var __DEV__: boolean;",
        "interface Shape { area(): number }",
        "enum Status { Active, Off }",
        "const n = x as number;",
        "const s = x as ?string;",
        "const k = kind as 'a' | 'b';",
        "const n = f(x) as (number | string);",
        "const one = x as 1, minus = y as -1;",
        "const e = match (x) { 1 => 'a', _ => 'b' };",
        "component Card(title: string) { return null; }",
        "try {} catch (e: mixed) {}",
        "const c = a ? (x: T) => x : b;",
    ])
    func flowSyntax(code: String) {
        #expect(severity(code) == .blocker, "\(code)")
    }
}
