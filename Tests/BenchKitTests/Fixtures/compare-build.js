// A build like webpack with output.compareBeforeEmit: writes into argv[2] only the files whose content
// differs, leaving identical ones untouched, and lists its assets as webpack does (argv[3] "quiet": no list).
const fs = require('fs');
const path = require('path');
const out = process.argv[2];
const files = {
  'assets/index-4f3a9c1b.js': 'console.log("hello");\n'.repeat(200),
  'index.html': '<!doctype html><script src="/assets/index-4f3a9c1b.js"></script>\n',
};
for (const [name, content] of Object.entries(files)) {
  const file = path.join(out, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const same = fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content;
  if (!same) fs.writeFileSync(file, content);
  if (process.argv[3] !== 'quiet') console.log(`asset ${name} ${content.length} bytes ${same ? '[compared for emit]' : '[emitted]'}`);
}
console.log('webpack 5.0.0 compiled successfully in 12 ms');
