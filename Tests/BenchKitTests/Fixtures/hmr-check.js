// A dev server that checks each edit of argv[2] like a bundler would: JSON must parse, and a `//` comment is
// an error in CSS and markup. Prints webpack's error line on a bad edit, esbuild's update line on a good one;
// argv[3] "broken" makes every edit an error.
const fs = require('fs');
const file = process.argv[2];
let last = fs.readFileSync(file, 'utf8');
function valid(text) {
  if (process.argv[3] === 'broken') return false;
  if (file.endsWith('.json')) { try { JSON.parse(text); return true; } catch { return false; } }
  if (/\.(css|html|vue)$/.test(file)) return !text.includes('\n// ');
  return true;
}
fs.watch(file, () => {
  const now = fs.readFileSync(file, 'utf8');
  if (now === last) return;
  last = now;
  console.log(valid(now) ? '[watch] build finished' : 'webpack 5.0.0 compiled with 1 error in 3 ms');
});
console.log('  > Local:   http://127.0.0.1:' + process.env.PORT + '/');
setInterval(() => {}, 1 << 30);
