// A server that starts, prints a Vite-like ready line, and answers every request with HTTP 500.
require('http').createServer((request, response) => { response.writeHead(500); response.end('Internal error: cannot compile'); })
  .listen(Number(process.env.PORT), '127.0.0.1', () => console.log('  VITE v5.0.0  ready in 3 ms'));
