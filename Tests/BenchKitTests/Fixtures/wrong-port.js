// A dev server that ignores $PORT: listens on argv[2] and says so, as a Vite config with a fixed port does.
const http = require('http');
const port = Number(process.argv[2]);
http.createServer((req, res) => res.end('<!doctype html>')).listen(port, '127.0.0.1', () => {
  console.log(`  VITE v5.0.0  ready in 5 ms\n\n  ➜  Local:   http://localhost:${port}/`);
});
