// A build that succeeds or fails by attempt: argv[2] is a counter file, argv[3] a pattern such as "FSFS"
// (F fails with status 1, S writes argv[4]/index.js and succeeds); attempts past the pattern succeed.
const fs = require('fs');
const counter = process.argv[2];
const attempt = fs.existsSync(counter) ? Number(fs.readFileSync(counter, 'utf8')) : 0;
fs.writeFileSync(counter, String(attempt + 1));
if ((process.argv[3][attempt] || 'S') === 'F') { console.error(`attempt ${attempt + 1} fails`); process.exit(1); }
fs.mkdirSync(process.argv[4], { recursive: true });
fs.writeFileSync(process.argv[4] + '/index.js', `attempt(${attempt + 1});\n`);
console.log(`attempt ${attempt + 1} built`);
