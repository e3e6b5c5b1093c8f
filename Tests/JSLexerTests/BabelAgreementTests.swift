import JSLexer
import Testing

/// Realistic React files full of traps, whose context decisions were checked against @babel/parser
/// (scripts/lexer-vs-babel.js): the expected offsets of every regex (r), string (s), number (n), JSX text (x)
/// and template backquote (b) are Babel's.
@Suite struct BabelAgreementTests {
    static let trickyJSX = #"""
// @flow
import React from 'react';
const re = /<div>/g, half = total / 2 / count;
export default function App({ items, user }) {
  if (!items) return <p className="empty">Nothing for {user.name} &amp; process.env.NODE_ENV</p>;
  const label = `total: ${items.length > 1 ? <b>{items.length}</b> : 'one'} / ${half}`;
  return (
    <div id="app" data-x='1' {...{ a: 1, b: { c: 2 } }} style={{ color: 'red' }}>
      {/* a comment with </div> inside */}
      {items.map((item, i) => item.ok
        ? <Item key={i} {...item} render={() => <span>{i / 2}</span>} />
        : <>{`${item.name}</x>`} &gt; {/re>/.test(item.name) && <em>match</em>}</>)}
      <a href="https://example.com/?q=1&b=2" title={"it's </a>"}>link > arrow -> text</a>
      <Foo.Bar x:y="z" data-a-b={a < b} c={a > b ? 1 : 2}>
        text {label} more
        <br/>
      </Foo.Bar>
      {cond ? (
        <div>
          {(() => { if (x) { return <i>x</i>; } return null; })()}
        </div>
      ) : null}
    </div>
  );
}
class C extends React.Component {
  render() { return this.props.a ? <div>{this.props.a / 2}</div> : <span>/not a regex/</span>; }
}
const x = a < b ? <div>lt</div> : a > b;
function f() { return x
  / 2 / 1; }
"""#

    static let trickyTSX = #"""
import * as React from 'react';
export const f = <T,>(x: T): T => x;
export const g = <T extends object>(x: T) => x;
interface P { a?: number; render: (x: number) => JSX.Element }
export function C<T>(props: P & { t: T }): JSX.Element {
  const n = props.a! / 2 / 1;
  const el = <div onClick={(e: React.MouseEvent<HTMLDivElement>) => e.preventDefault()}>{n as number}</div>;
  const arr: Array<Array<number>> = [[1]];
  return <>{el}{arr.length > 0 && <span>{`${arr[0]![0]}`}</span>}</>;
}
"""#

    static func marks(_ source: String, _ dialect: SourceDialect) -> String {
        let file = lexed(source, dialect)
        var marks: [String] = []
        for token in file.tokens {
            switch token.kind {
            case .regex: marks.append("r\(token.start)")
            case .string, .jsxString: marks.append("s\(token.start)")
            case .number: marks.append("n\(token.start)")
            case .jsxText: marks.append("x\(token.start)")
            case .template: marks += ["b\(token.start)", "b\(token.end - 1)"]
            case .templateHead: marks.append("b\(token.start)")
            case .templateTail: marks.append("b\(token.end - 1)")
            default: break
            }
        }
        return marks.joined(separator: ",")
    }

    @Test func reactComponentInJSAgreesWithBabel() {
        #expect(Self.marks(Self.trickyJSX, .javascript) == "s27,r47,n72,s164,x172,x195,b244,n269,s297,b313,s339,s352,n365,n376,s399,x408,x451,n549,b576,b593,x595,r602,x631,x647,s662,s700,x713,x737,s757,n789,n793,x796,x817,x836,x853,x883,x923,x950,x981,n1090,x1107,x1156,n1202,n1206")
        let file = lexed(Self.trickyJSX, .javascript)
        #expect(file.errors.isEmpty)
        #expect(!file.tokens.contains { $0.kind == .identifier && file.text($0) == "process" })
    }

    @Test func reactComponentInTSXAgreesWithBabel() {
        #expect(Self.marks(Self.trickyTSX, .tsx) == "s23,n260,n264,n414,n448,b460,n467,n471,b474")
        #expect(lexed(Self.trickyTSX, .tsx).errors.isEmpty)
    }
}
