// Watches argv[2]; prints a ready line, then an esbuild-like rebuild line (or argv[3]) after each change.
const fs = require('fs');
const file = process.argv[2];
const update = process.argv[3] || '[watch] build finished';
let last = fs.readFileSync(file, 'utf8');
fs.watch(file, () => {
  const now = fs.readFileSync(file, 'utf8');
  if (now !== last) { last = now; console.log(update); }
});
console.log('  > Local:   http://127.0.0.1:' + process.env.PORT + '/');
setInterval(() => {}, 1 << 30);
