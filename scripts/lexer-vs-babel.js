#!/usr/bin/env node
// Differential check of JSLexer against @babel/parser: every identifier or keyword, JSX name, regular
// expression, string, number, JSX text, template backquote and comment must start at the same offset. Usage:
//   swift build -c release --product lexer-benchmark
//   .build/release/lexer-benchmark --dump-positions /tmp/positions.tsv /usr/share/nodejs
//   node scripts/lexer-vs-babel.js /tmp/positions.tsv
// Needs @babel/parser (Debian: node-babel7, under /usr/share/nodejs) or BABEL_PARSER=/path/to/parser.
'use strict';
const fs = require('fs');
const parserPath = process.env.BABEL_PARSER || '/usr/share/nodejs/@babel/parser';
let parser;
try { parser = require(parserPath); } catch (e) {
  console.error(`cannot load @babel/parser from ${parserPath}; set BABEL_PARSER to its path`);
  process.exit(69);
}
const input = process.argv[2];
if (!input) { console.error('usage: node scripts/lexer-vs-babel.js POSITIONS.tsv'); process.exit(64); }

const lines = fs.readFileSync(input, 'utf8').split('\n').filter(Boolean);
let compared = 0, unparsable = 0, mismatched = 0, lexerErrorFiles = 0;
const examples = [];
for (const line of lines) {
  const [path, errorCount, ours = '', ourComments = ''] = line.split('\t');
  if (errorCount !== '0') lexerErrorFiles++;
  const source = fs.readFileSync(path, 'utf8');
  const ext = path.split('.').pop();
  const typescript = ['ts', 'mts', 'cts', 'tsx'].includes(ext);
  const plugins = typescript ? ['typescript', 'decorators-legacy']
    : ['jsx', 'flow', 'decorators-legacy', 'doExpressions', 'functionBind', 'exportDefaultFrom'];
  if (ext === 'tsx') plugins.push('jsx');
  let ast;
  try {
    ast = parser.parse(source, {
      tokens: true, sourceType: 'unambiguous', errorRecovery: true, allowReturnOutsideFunction: true,
      allowAwaitOutsideFunction: true, allowImportExportEverywhere: true, allowSuperOutsideMethod: true,
      allowUndeclaredExports: true, plugins,
    });
  } catch (e) { unparsable++; continue; }
  const theirs = [];
  for (const t of ast.tokens) {
    const label = t.type.label || t.type;
    if (label === 'regexp') theirs.push('r' + t.start);
    else if (label === 'string') theirs.push('s' + t.start);
    else if (label === 'num' || label === 'bigint' || label === 'decimal') theirs.push('n' + t.start);
    else if (label === 'jsxText') theirs.push('x' + t.start);
    else if (label === '`') theirs.push('b' + t.start);
    else if (label === 'name' || t.type.keyword) theirs.push('i' + t.start);
    else if (label === 'jsxName') theirs.push('j' + t.start);
  }
  // Babel reads the hashbang as an interpreter directive, not a comment; the dump leaves it out too.
  for (const c of ast.comments || []) theirs.push('c' + c.start);
  compared++;
  const mine = (ours ? ours.split(',') : []).concat(ourComments ? ourComments.split(',') : []);
  if (mine.join(',') !== theirs.join(',')) {
    mismatched++;
    let k = 0;
    while (k < mine.length && mine[k] === theirs[k]) k++;
    if (examples.length < 20) examples.push(`${path}: lexer ${mine[k] || '(none)'}, babel ${theirs[k] || '(none)'}`);
  }
}
console.log(`files: ${lines.length}, compared: ${compared}, babel could not parse: ${unparsable}, ` +
  `mismatched: ${mismatched}, files with lexer errors: ${lexerErrorFiles}`);
for (const e of examples) console.log('  ' + e);
process.exit(mismatched === 0 ? 0 : 1);
