// Prints Vite's ready line, then fails before it serves anything (a plugin that throws on the first request's
// set-up), with exit status 4.
console.log('  VITE v5.0.0  ready in 120 ms');
console.error('Error: [plugin broken] cannot read config');
process.exit(4);
