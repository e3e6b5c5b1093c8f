// A build: writes hashed output files into argv[2], reports its own time and exits with argv[3] (default 0).
const fs = require('fs');
const path = require('path');
const start = performance.now();
const out = process.argv[2];
fs.mkdirSync(path.join(out, 'assets'), { recursive: true });
fs.writeFileSync(path.join(out, 'assets', 'index-4f3a9c1b.js'), 'console.log("hello");\n'.repeat(200));
fs.writeFileSync(path.join(out, 'index.html'), '<!doctype html><script src="/assets/index-4f3a9c1b.js"></script>\n');
console.log(`Done in ${(performance.now() - start).toFixed(0)}ms`);
process.exit(Number(process.argv[3] || 0));
