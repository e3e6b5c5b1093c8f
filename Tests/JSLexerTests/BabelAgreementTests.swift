import JSLexer
import Testing

/// Realistic React files full of traps, whose context decisions were checked against @babel/parser
/// (scripts/lexer-vs-babel.js): the expected offsets of every identifier or keyword (i), JSX name (j), regex
/// (r), string (s), number (n), JSX text (x), template backquote (b) and comment (c) are Babel's.
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

    static let flowGenerics = #"""
// @flow
import type { Node } from 'react';
const identity = <T>(x: T): T => x;
const pair = <A, B>(a: A, b: B): [A, B] => [a, b];
function render<P: {}>(props: P): Node { return <div {...props}>{identity(1) / 2}</div>; }
const el = <b>(optional)</b>;
export default (identity: <T>(T) => T);
type Fn = <T>(x: T) => Array<T>;
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
            case .identifier: marks.append("i\(token.start)")
            case .privateName: marks.append("i\(token.start + 1)")
            case .jsxIdentifier: marks.append("j\(token.start)")
            case .template: marks += ["b\(token.start)", "b\(token.end - 1)"]
            case .templateHead: marks.append("b\(token.start)")
            case .templateTail: marks.append("b\(token.end - 1)")
            default: break
            }
        }
        marks += file.comments.filter { $0.kind != .hashbang }.map { "c\($0.start)" }
        return marks.joined(separator: ",")
    }

    @Test func reactComponentInJSAgreesWithBabel() {
        #expect(Self.marks(Self.trickyJSX, .javascript) == [
            "i9,i16,i22,s27,i36,i42,r47,i57,i64,n72,i76,i83,i90,i98,i107,i113,i120,i132,i137,i144,j152",
            "j154,s164,x172,i185,i190,x195,j224,i230,i236,b244,i254,i260,n269,j274,i277,i283,j292,s297",
            "i308,b313,i318,j332,j336,s339,j345,s352,i362,n365,i368,i373,n376,j383,i392,s399,x408,x451",
            "i459,i465,i470,i476,i482,i487,j501,j506,i511,i518,j524,j539,i545,n549,j553,b576,i579,i584",
            "b593,x595,r602,i608,i613,i618,j628,x631,j638,x647,j655,j657,s662,j693,s700,x713,j735,x737",
            "j745,j749,j753,j755,s757,j761,i771,i775,j778,i781,i785,n789,n793,x796,i811,x817,j832,x836",
            "j845,j849,x853,i861,j879,x883,i904,i908,i913,j921,x923,j926,i932,i939,x950,j961,i976,x981",
            "j988,i1000,i1006,i1008,i1016,i1022,i1036,i1047,i1054,i1059,i1065,j1070,i1075,i1080,i1086",
            "n1090,j1094,j1102,x1107,j1122,i1133,i1139,i1143,i1147,j1152,x1156,j1160,i1167,i1171,i1174",
            "i1183,i1189,i1196,n1202,n1206,c0,c416",
        ].joined(separator: ","))
        let file = lexed(Self.trickyJSX, .javascript)
        #expect(file.errors.isEmpty)
        #expect(!file.tokens.contains { $0.kind == .identifier && file.text($0) == "process" })
    }

    @Test func reactComponentInTSXAgreesWithBabel() {
        #expect(Self.marks(Self.trickyTSX, .tsx) == [
            "i0,i9,i12,i18,s23,i32,i39,i45,i50,i54,i57,i61,i66,i69,i76,i82,i87,i89,i97,i105,i108,i114",
            "i117,i127,i131,i135,i143,i152,i155,i166,i170,i180,i187,i196,i198,i201,i208,i214,i217,i223",
            "i227,i239,i245,i249,i255,n260,n264,i269,i275,j281,j285,i295,i298,i304,i315,i335,i337,i356",
            "i358,i361,j370,i378,i384,i389,i395,i401,n414,i421,i431,i435,i439,n448,j454,b460,i463,n467",
            "n471,b474,j478",
        ].joined(separator: ","))
        #expect(lexed(Self.trickyTSX, .tsx).errors.isEmpty)
    }

    @Test func flowGenericArrowsAgreeWithBabel() {
        #expect(Self.marks(Self.flowGenerics, .javascript) == [
            "i9,i16,i23,i30,s35,i44,i50,i62,i65,i68,i72,i77,i80,i86,i94,i97,i100,i103,i106,i109,i114",
            "i117,i124,i127,i131,i140,i147,i154,i161,i165,i172,j180,i188,i196,n205,n210,j214,i222,i228",
            "j234,x236,j248,i252,i259,i268,i279,i282,i288,i292,i297,i303,i306,i309,i315,i321,c0",
        ].joined(separator: ","))
        let file = lexed(Self.flowGenerics, .javascript)
        #expect(file.errors.isEmpty)
        #expect(file.tokens.filter { $0.kind == .jsxTagStart }.count == 4)
    }
}
