#!/usr/bin/env bash
# Compares DependencyAudit's classification of the Debian node corpus with esbuild's resolution.
# Prints per-package disagreements and the agreement percentage (target: >= 98%).
# Usage: scripts/check-nodejs-corpus.sh [corpus-dir]   (built by scripts/make-nodejs-corpus.sh when missing)
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=${1:-/tmp/migrate-audit-nodejs-corpus}
[ -f "$corpus/package.json" ] || scripts/make-nodejs-corpus.sh "$corpus"
command -v esbuild >/dev/null || { echo "esbuild is not installed (apt-get install esbuild node-esbuild)" >&2; exit 69; }
swift build --product dependency-corpus-check >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
.build/debug/dependency-corpus-check "$corpus" --vite 8 --trusted /usr/share/nodejs --trusted /usr/lib/nodejs \
  --trusted /usr/share/javascript --trusted /usr/lib/x86_64-linux-gnu/nodejs >"$work/ours.tsv" 2>"$work/ours.err"
NODE_PATH=/usr/share/nodejs:/usr/lib/x86_64-linux-gnu/nodejs:/usr/lib/nodejs node scripts/esbuild-resolve.cjs "$corpus" >"$work/esbuild.tsv"
node - "$work/ours.tsv" "$work/esbuild.tsv" <<'JS'
const fs = require('fs');
const read = (file) => new Map(fs.readFileSync(file, 'utf8').trim().split('\n').map((line) => {
  const [name, format, field, entry] = line.split('\t');
  return [name, { format, field, entry: entry === undefined ? field : entry }];
}));
const ours = read(process.argv[2]);
const theirs = new Map(fs.readFileSync(process.argv[3], 'utf8').trim().split('\n').map((line) => {
  const [name, format, entry] = line.split('\t');
  return [name, { format, entry }];
}));
const real = (p) => { try { return fs.realpathSync(p); } catch { return p; } };
let agree = 0, total = 0, resolvedAgree = 0, resolvedTotal = 0;
const disagreements = [];
for (const [name, them] of theirs) {
  const us = ours.get(name);
  if (!us) continue;
  total += 1;
  // esbuild does not tag JSON inputs with a format; Vite serves JSON as an ES module.
  const theirFormat = them.format === 'esm' || them.entry.endsWith('.json') ? 'esm' : them.format === 'unresolved' || them.format === 'error' ? 'unknown' : 'cjs';
  const ourFormat = us.format === 'dual' ? (us.entry.endsWith('.cjs') ? 'cjs' : 'esm-or-cjs') : us.format;
  const sameEntry = them.entry === '-' ? us.entry === '-' : real(us.entry) === them.entry;
  const sameFormat = ourFormat === theirFormat || ourFormat === 'esm-or-cjs' && theirFormat !== 'unknown';
  if (sameEntry && sameFormat) agree += 1;
  // The same, counting only packages esbuild resolves to a file (type-only and stripped packages excluded).
  if (theirFormat !== 'unknown') { resolvedTotal += 1; if (sameEntry && sameFormat) resolvedAgree += 1; }
  else disagreements.push(`${name}: ours ${us.format} ${us.field} ${us.entry} | esbuild ${them.format} ${them.entry}`);
}
console.log(disagreements.join('\n'));
console.log(`agreement: ${agree}/${total} = ${(100 * agree / total).toFixed(2)}%`);
console.log(`agreement on packages esbuild resolves: ${resolvedAgree}/${resolvedTotal} = ${(100 * resolvedAgree / resolvedTotal).toFixed(2)}%`);
const formats = {};
for (const us of ours.values()) formats[us.format] = (formats[us.format] || 0) + 1;
console.log(`our formats: ${Object.entries(formats).sort().map(([k, v]) => `${k} ${v}`).join(', ')}`);
JS
