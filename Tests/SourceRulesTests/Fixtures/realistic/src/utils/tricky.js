// Lexing traps: lines marked below are real process.env reads an AST sees; the rest are not reads.
let a = 10, g = { test: () => true }, y = '';
const ratio = a
/process.env.REACT_APP_DIVISOR/g.test(y); // ✓ process-env
function f() {}
/process.env.REACT_APP_REGEX_AFTER_FUNCTION/.test(y);
const o = {}
/process.env.REACT_APP_AFTER_OBJECT/g; // ✓ process-env
const nested = `${`${process.env.REACT_APP_NESTED}`}`; // ✓ process-env
const tern = a ? .5 : process.env.REACT_APP_TERNARY; // ✓ process-env
const attr = <div title="{process.env.REACT_APP_IN_ATTRIBUTE_STRING}">{'process.env.REACT_APP_X'}</div>;
class Holder {
  #process = { env: {} };
  read() { return this.#process.env.REACT_APP_PRIVATE; }
}
const methods = { process() { return 1; }, env: obj => obj.process.env.REACT_APP_MEMBER };
export function withDefaults({ url = process.env.REACT_APP_URL } = {}) { // ✓ process-env
  return url;
}
export const shadowed = (process) => process.env.REACT_APP_SHADOWED;
try { run(); } catch (process) { console.log(process.env); }
const viteOnly = import.meta.env.VITE_ONLY;
const after = a++ / 2 / process.env.REACT_APP_AFTER_INCREMENT; // ✓ process-env
const keyword = typeof process.env.REACT_APP_TYPEOF === 'undefined'; // ✓ process-env
if (a) /process.env.REACT_APP_REGEX_AFTER_IF/.test(y);
const spread = [...Object.entries(process.env)]; // ✓ process-env
export default { ratio, o, nested, tern, attr, Holder, methods, viteOnly, after, keyword, spread, f };
