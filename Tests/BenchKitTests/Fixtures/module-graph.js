// Serves a page and an ES module graph on $PORT, then prints a ready line. Only static imports,
// scripts and modulepreloads belong to the first load; the traps (an import inside a string, one inside a
// comment, a dynamic import, a bare specifier) must not be fetched.
const http = require('http');
const files = {
  '/': ['text/html', `<!doctype html><html><head>
<link rel="modulepreload" href="/src/preloaded.js">
<script type="module">import '/src/inline-dep.js';</script>
</head><body><script type="module" src="/src/main.js"></script></body></html>`],
  '/src/main.js': ['application/javascript', `import { a } from './a.js';
import b from "/src/b.js";
export * from './c.js';
const trap = "import x from './string-trap.js'";
// import y from './comment-trap.js';
const lazy = () => import('./lazy.js');
import React from 'react';
console.log(a, b, trap, lazy, React);`],
  '/src/a.js': ['application/javascript', `import './c.js'; export const a = 1;`],
  '/src/b.js': ['text/javascript; charset=utf-8', `export default 2;`],
  '/src/c.js': ['application/javascript', `export const c = 3;`],
  '/src/preloaded.js': ['application/javascript', `export const p = 4;`],
  '/src/inline-dep.js': ['application/javascript', `export const i = 5;`],
};
const served = [];
http.createServer((request, response) => {
  const file = files[request.url];
  served.push(request.url);
  if (!file) { response.writeHead(404); response.end(); return; }
  // Chunked encoding for the page (no Content-Length), fixed length for modules.
  if (request.url === '/') { response.writeHead(200, { 'Content-Type': file[0] }); response.write(file[1].slice(0, 20)); response.end(file[1].slice(20)); return; }
  response.writeHead(200, { 'Content-Type': file[0], 'Content-Length': Buffer.byteLength(file[1]) });
  response.end(file[1]);
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('  > Local:   http://127.0.0.1:' + process.env.PORT + '/'));
process.on('SIGTERM', () => { console.log('served ' + served.sort().join(' ')); process.exit(0); });
