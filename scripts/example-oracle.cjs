#!/usr/bin/env node
// An independent, AST-level reading of the bundled examples, used to cross-check Examples/*/EXPECTED.tsv:
// it parses every source file with Babel (@babel/parser + @babel/traverse, scope-aware) and prints
// ruleId<TAB>file<TAB>line with the precedence and anchors documented at the top of
// Examples/legacy-app/EXPECTED.tsv. It knows only the constructs the examples plant; it is not the product.
//
//   grep -v '^#' Examples/legacy-app/EXPECTED.tsv |
//     diff - <(NODE_PATH=/usr/share/nodejs node scripts/example-oracle.cjs Examples/legacy-app)
'use strict';
let parser, traverse;
try {
  parser = require('@babel/parser');
  traverse = require('@babel/traverse').default;
} catch (error) {
  console.error('example-oracle: @babel/parser and @babel/traverse are needed (Debian: node-babel7; run with NODE_PATH=/usr/share/nodejs).');
  process.exit(2);
}
if (!process.argv[2]) {
  console.error('usage: node scripts/example-oracle.cjs <example folder>');
  process.exit(2);
}
const fs = require('fs'), path = require('path');
const root = process.argv[2];
const out = [];
const add = (r, f, l) => out.push(`${r}\t${f}\t${l}`);
const V3 = { Router: 'rr3-router', IndexRoute: 'rr3-index-route', IndexRedirect: 'rr3-index-redirect', IndexLink: 'rr3-link-active', Redirect: 'rr3-redirect', browserHistory: 'rr3-histories', hashHistory: 'rr3-histories', createMemoryHistory: 'rr3-memory-history', withRouter: 'rr3-with-router', routerShape: 'rr3-prop-types', locationShape: 'rr3-prop-types', useRouterHistory: 'rr3-use-router-history', match: 'rr3-ssr-match', RouterContext: 'rr3-ssr-match' };
const BUILTINS = new Set(require('module').builtinModules);
const ASSET = /\.(png|jpe?g|gif|svg|webp|ico|woff2?|ttf|eot|mp4|css|scss|less|json)$/;
function files(dir) { return fs.readdirSync(dir, { withFileTypes: true }).flatMap(d => d.isDirectory() ? (d.name === 'node_modules' ? [] : files(path.join(dir, d.name))) : [path.join(dir, d.name)]); }
for (const abs of files(root).sort()) {
  const f = path.relative(root, abs);
  if (!/\.(js|ts)$/.test(f)) continue;
  const ctx = /^(server|scripts)\//.test(f) ? 'node' : /^(webpack|jest|vite|vitest)\./.test(f) ? 'config' : /__tests__|setupTests|__mocks__/.test(f) ? 'test' : 'client';
  if (ctx === 'node') continue;
  const src = fs.readFileSync(abs, 'utf8');
  const ts = f.endsWith('.ts');
  const ast = parser.parse(src, { sourceType: 'module', plugins: ts ? ['typescript'] : ['jsx', 'flow', 'decorators-legacy', 'classProperties', 'exportDefaultFrom', 'functionBind'] });
  if (ctx === 'config') {
    traverse(ast, { MemberExpression(p) { const n = p.node; if (n.object.type === 'Identifier' && n.object.name === 'process' && !p.scope.hasBinding('process') && n.property.name === 'env') add('env-config-process-env', f, n.loc.start.line); } });
    continue;
  }
  if (/^\s*\/\/ @flow/.test(src)) add('syntax-flow', f, 1);
  let v3Route = false; let firstJSX = null; let reactLocal = null, reactUses = 0; const v3 = {}; let jestSeen = false; const mocked = new Set();
  const isTest = ctx === 'test' && /\.test\.js$/.test(f);
  const defaultImported = new Set();
  for (const st of ast.program.body) if (st.type === 'ImportDeclaration' && st.specifiers.some(sp => sp.type === 'ImportDefaultSpecifier')) defaultImported.add(st.source.value);
  traverse(ast, { CallExpression(p) { const c = p.node.callee; if (c.type === 'MemberExpression' && c.object.name === 'jest' && c.property.name === 'mock' && p.node.arguments[0] && p.node.arguments[0].type === 'StringLiteral') mocked.add(p.node.arguments[0].value); } });
  traverse(ast, {
    AssignmentExpression(p) { const l = p.node.left; if (l.type === 'Identifier' && l.name === '__webpack_public_path__' && !p.scope.hasBinding(l.name)) add('wp-public-path-runtime', f, l.loc.start.line); },
    JSXElement(p) { if (!firstJSX || p.node.loc.start.line < firstJSX) firstJSX = p.node.loc.start.line;
      const name = p.node.openingElement.name.name; const l = p.node.loc.start.line;
      if (v3[name] && ['Router', 'IndexRoute', 'Redirect', 'IndexLink', 'IndexRedirect'].includes(name)) add(V3[name], f, l);
      if (name === 'Route' && v3Route) { const attrs = p.node.openingElement.attributes.filter(a => a.type === 'JSXAttribute');
        const childRoutes = p.node.children.some(c => c.type === 'JSXElement');
        for (const a of attrs) { const an = a.name.name, al = a.loc.start.line;
          if (an === 'component') add('rr3-route-component', f, al);
          if (an === 'onEnter') add('rr3-on-enter', f, al);
          if (an === 'getComponent') add('rr3-get-component', f, al);
          if (an === 'path' && a.value.type === 'StringLiteral' && /[()]|\*\*|\*./.test(a.value.value)) add('rr3-path-syntax', f, al); }
        if (childRoutes) add('rr3-route-children-nesting', f, l); }
      if (name === 'Link' || name === 'IndexLink') for (const a of p.node.openingElement.attributes) { if (a.type !== 'JSXAttribute') continue;
        const an = a.name.name; if (['activeClassName', 'activeStyle', 'onlyActiveOnIndex'].includes(an)) add('rr3-link-active', f, a.loc.start.line);
        if (an === 'to' && a.value.type === 'JSXExpressionContainer' && a.value.expression.type === 'ObjectExpression') add('rr3-link-to-object', f, a.loc.start.line);
        if (an === 'to' && a.value.type === 'StringLiteral' && !a.value.value.startsWith('/')) add('rr3-link-relative-to', f, a.loc.start.line); }
      for (const a of p.node.openingElement.attributes) if (a.type === 'JSXAttribute' && a.name.name === 'ref' && a.value && a.value.type === 'StringLiteral') add('react18-legacy-apis', f, a.loc.start.line);
    },
    JSXFragment(p) { if (!firstJSX || p.node.loc.start.line < firstJSX) firstJSX = p.node.loc.start.line; },
    ImportDeclaration(p) { const s = p.node.source.value, l = p.node.loc.start.line;
      for (const sp of p.node.specifiers) if (sp.local.name === 'React' && s === 'react') reactLocal = sp.local.name;
      if (BUILTINS.has(s.replace(/^node:/, ''))) add('node-builtin-import', f, l);
      if (s.includes('!')) add('wp-inline-loader', f, l);
      if (s === 'react-hot-loader' || s.startsWith('react-hot-loader/')) add('wp-react-hot-loader', f, l);
      if (/\.svg$/.test(s)) for (const sp of p.node.specifiers) if (sp.imported && sp.imported.name === 'ReactComponent') add('wp-svg-component', f, sp.loc.start.line);
      if (s === 'react-router' && p.node.specifiers.some(sp => sp.imported && sp.imported.name === 'Route')) v3Route = true;
      if (s === 'react-router') for (const sp of p.node.specifiers) { const n = sp.imported && sp.imported.name; if (V3[n]) { add(V3[n], f, sp.loc.start.line); v3[sp.local.name] = V3[n]; } }
      if (s === 'history' || s.startsWith('history/')) for (const sp of p.node.specifiers) add('hist-v2v3-api', f, sp.loc.start.line);
      if (s === 'react-router-redux') for (const sp of p.node.specifiers) add('rrr-sync', f, sp.loc.start.line);
    },
    ExportNamedDeclaration(p) { for (const sp of p.node.specifiers || []) if (sp.type === 'ExportDefaultSpecifier') add('syntax-export-default-from', f, sp.loc.start.line); },
    Decorator(p) { add('syntax-decorators', f, p.node.loc.start.line); },
    BindExpression(p) { add('syntax-function-bind', f, p.node.loc.start.line); },
    ClassMethod(p) { const n = p.node.key.name; if (['componentWillMount', 'componentWillReceiveProps', 'componentWillUpdate'].includes(n)) add('react18-legacy-apis', f, p.node.loc.start.line); },
    ClassProperty(p) { if (p.node.key.name === 'contextTypes' && p.node.value.type === 'ObjectExpression') { const hasRouter = p.node.value.properties.some(q => q.key.name === 'router'); add(hasRouter ? 'rr3-context-router' : 'react18-legacy-apis', f, p.node.loc.start.line); } },
    ObjectProperty(p) { if (p.node.key.name === 'indexRoute') add('rr3-index-route', f, p.node.loc.start.line); },
    SwitchCase(p) { const t = p.node.test; if (t && t.type === 'Identifier' && t.name === 'LOCATION_CHANGE') add('rrr-sync', f, t.loc.start.line); },
    Identifier(p) { const n = p.node.name, l = p.node.loc.start.line;
      if (n === 'React' && reactLocal && p.parent.type !== 'ImportDefaultSpecifier' && p.parent.type !== 'ImportNamespaceSpecifier') reactUses++;
      if (p.parent.type === 'MemberExpression' && p.parent.property === p.node && !p.parent.computed) { if (n === 'locationBeforeTransitions') add('rrr-sync', f, l); return; }
      if (p.parent.type === 'ObjectProperty' && p.parent.key === p.node && !p.parent.computed) return;
      if (p.parentPath.isImportSpecifier() || p.parentPath.isImportDefaultSpecifier() || p.parentPath.isClassMethod() || p.parentPath.isClassProperty()) return;
      if (!p.isReferencedIdentifier()) return;
      const free = !p.scope.hasBinding(n);
      if (v3[n] && !free && p.scope.getBinding(n).kind === 'module') { if (n === 'browserHistory' || n === 'hashHistory') add('rr3-histories', f, l);
        if (n === 'withRouter' && p.parent.type === 'CallExpression') add('rr3-with-router', f, l);
        if (n === 'createMemoryHistory' && p.parent.type === 'CallExpression') add('rr3-memory-history', f, l); }
      if (!free) return;
      if (n === 'global') add('node-global', f, l);
      if (n === 'Buffer') add('node-buffer', f, l);
      if (n === '__dirname' || n === '__filename') add('node-dirname', f, l);
      if (n === '__DEV__') add('env-define-plugin', f, l);
      if (n === '_') add('wp-provide-plugin', f, l);
      if (n === '__webpack_public_path__') add('wp-public-path-runtime', f, l);
      if (isTest && !jestSeen && ['describe', 'it', 'test', 'expect', 'jest', 'beforeEach', 'afterEach'].includes(n)) { jestSeen = true; add('test-globals', f, l); }
      if (n === 'process') { const pm = p.parent;
        if ((pm.type === 'MemberExpression' || pm.type === 'OptionalMemberExpression') && pm.object === p.node && pm.property.name === 'env') {
          const outer = p.parentPath.parent;
          const isMember = outer.type === 'MemberExpression' || outer.type === 'OptionalMemberExpression';
          const staticKey = isMember && outer.object === pm && (!outer.computed ? outer.property.name : outer.property.type === 'StringLiteral' ? outer.property.value : null);
          if (staticKey) { const k = staticKey;
            add(k === 'NODE_ENV' ? 'env-node-env' : k === 'PUBLIC_URL' ? 'env-public-url-js' : 'env-process-env-static', f, l); }
          else add('env-process-env-dynamic', f, l);
        } else if (pm.type === 'UnaryExpression' && pm.operator === 'typeof') add('env-typeof-process', f, l);
        else if (pm.type === 'MemberExpression' && pm.property.name === 'browser') add('env-typeof-process', f, l);
        else add('node-process-global', f, l); }
      if (n === 'module' && p.parent.type === 'MemberExpression' && p.parent.property.name === 'hot') add('wp-module-hot', f, l);
      if (n === 'module' && p.parent.type === 'MemberExpression' && p.parent.property.name === 'exports') add('cjs-module-exports', f, l);
    },
    CallExpression(p) { const c = p.node.callee, l = p.node.loc.start.line, a0 = p.node.arguments[0];
      if (c.type === 'MemberExpression' && c.object.name === 'require' && c.property.name === 'context') add('wp-require-context', f, l);
      if (c.type === 'MemberExpression' && c.property.name === 'render' && c.object.name === 'ReactDOM') add('react18-render-root', f, l);
      if (c.type === 'MemberExpression' && c.property.name === 'findDOMNode') add('react18-legacy-apis', f, l);
      if (c.type === 'MemberExpression' && c.object.type === 'MemberExpression' && c.object.object.type === 'MemberExpression' && c.object.object.object.type === 'ThisExpression' && ['props', 'context'].includes(c.object.object.property.name) && c.object.property.name === 'router') {
        const m = c.property.name; add(['push', 'replace', 'go', 'goBack', 'goForward'].includes(m) ? 'rr3-router-methods' : m === 'setRouteLeaveHook' ? 'rr3-route-leave-hook' : 'rr3-router-introspection', f, l); }
      if (c.type === 'MemberExpression' && c.object.name === 'jest' && !p.scope.hasBinding('jest')) {
        const m = c.property.name;
        if (m === 'mock' && p.node.arguments[1] && defaultImported.has(a0.value) && !isObjectWithDefault(p.node.arguments[1])) add('test-mock-factory-default', f, l);
        else add('test-jest-object', f, l); }
      if (c.type === 'MemberExpression' && c.property.name === 'mockReset') add('test-mock-reset-semantics', f, l);
      if (isTest && c.type === 'Identifier' && ['it', 'test'].includes(c.name) && p.node.arguments[1] && p.node.arguments[1].params && p.node.arguments[1].params.length) add('test-done-callback', f, l);
      if (isTest && c.type === 'Identifier' && ['beforeEach', 'beforeAll'].includes(c.name) && p.node.arguments[0].type === 'ArrowFunctionExpression' && p.node.arguments[0].body.type !== 'BlockStatement') add('test-hooks-return', f, l);
      if (c.type === 'Identifier' && c.name === 'require' && !p.scope.hasBinding('require')) {
        const lit = a0.type === 'StringLiteral';
        const top = p.getFunctionParent() === null;
        if (isTest && lit && mocked.has(a0.value)) add('test-mock-require', f, l);
        else if (!lit) add('cjs-require-dynamic', f, l);
        else if (ASSET.test(a0.value)) add('cjs-require-asset', f, l);
        else if (!top || p.findParent(q => q.isIfStatement() || q.isTryStatement())) add('cjs-require-nested', f, l);
        else add('cjs-require-static', f, l); }
    },
    Import(p) { const call = p.parent, l = call.loc.start.line, a = call.arguments[0];
      if ((a.leadingComments || []).some(c => /webpack[A-Z]\w*\s*:/.test(c.value))) add('dyn-magic-comments', f, l);
      if (a.type === 'StringLiteral') return;
      if (a.type !== 'TemplateLiteral') { add('dyn-import-fully-dynamic', f, l); return; }
      const head = a.quasis[0].value.raw, tail = a.quasis[a.quasis.length - 1].value.raw;
      if (head === '') add('dyn-import-var-head', f, l);
      else if (head.startsWith('@/')) add('dyn-import-alias-head', f, l);
      else if (head === './') add('dyn-import-same-dir', f, l);
      else if (!/\.\w+$/.test(tail)) add('dyn-import-no-ext', f, l);
    },
  });
  // injected props: this.props.<params|location|route|routes|routeParams> and props.params in function components
  traverse(ast, { MemberExpression(p) { const n = p.node; if (n.computed) return;
    const injected = ['params', 'location', 'route', 'routes', 'routeParams'];
    if (n.object.type === 'MemberExpression' && n.object.object.type === 'ThisExpression' && n.object.property.name === 'props' && injected.includes(n.property.name)) add('rr3-injected-props', f, n.loc.start.line);
    if (n.object.type === 'Identifier' && n.object.name === 'props' && injected.includes(n.property.name)) add('rr3-injected-props', f, n.loc.start.line); } });
  if (firstJSX && f.endsWith('.js')) add('syntax-jsx-in-js', f, firstJSX);
  if (firstJSX && reactLocal && reactUses === 0) { const imp = ast.program.body.find(s => s.type === 'ImportDeclaration' && s.source.value === 'react'); add('react18-jsx-runtime', f, imp.loc.start.line); }
}
function isObjectWithDefault(fn) { const b = fn.body; const o = b.type === 'ObjectExpression' ? b : b.type === 'BlockStatement' ? (b.body.find(s => s.type === 'ReturnStatement') || {}).argument : null; return o && o.type === 'ObjectExpression' && o.properties.some(q => q.key && q.key.name === 'default'); }
// style files: ~ imports
for (const abs of files(root)) { const f = path.relative(root, abs); if (!/\.(s?css|less)$/.test(f)) continue;
  fs.readFileSync(abs, 'utf8').split('\n').forEach((line, i) => { if (/(@import|@use|@forward|url\()\s*['"]?~/.test(line)) add('wp-tilde-import', f, i + 1); }); }
for (const e of ['.env', '.env.production']) { const p = path.join(root, e); if (!fs.existsSync(p)) continue; fs.readFileSync(p, 'utf8').split('\n').forEach((line, i) => { if (/^\s*REACT_APP_[A-Z0-9_]+\s*=/.test(line)) add('env-react-app-prefix', e, i + 1); }); }
const html = path.join(root, 'public/index.html'); if (fs.existsSync(html)) fs.readFileSync(html, 'utf8').split('\n').forEach((line, i) => { for (const m of line.matchAll(/%[A-Z_]+%/g)) add('env-html-placeholders', 'public/index.html', i + 1); });
const key = s => { const [r, f, l] = s.split('\t'); return [f, +l, r]; };
out.sort((a, b) => { const x = key(a), y = key(b); return x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : x[1] - y[1] || (x[2] < y[2] ? -1 : x[2] > y[2] ? 1 : 0); });
console.log(out.join('\n'));
