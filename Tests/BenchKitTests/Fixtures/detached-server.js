// A server that is run detached (`setsid …`): writes its pid to argv[2], listens on $PORT, answers 200 to
// everything, then prints an esbuild-like ready line. It stays up until killed.
const fs = require('fs');
const http = require('http');
fs.writeFileSync(process.argv[2], String(process.pid));
http.createServer((request, response) => { response.writeHead(200, { 'Content-Type': 'text/html' }); response.end('<!doctype html>'); })
  .listen(Number(process.env.PORT), '127.0.0.1', () => {
    process.stdout.write(` > Local:   http://127.0.0.1:${process.env.PORT}/\n`);
  });
