// Listens on $PORT only after argv[2] ms, answers 200 to everything, and prints nothing when listening.
const http = require('http');
setTimeout(() => {
  http.createServer((request, response) => { response.writeHead(200, { 'Content-Type': 'text/plain' }); response.end('ok'); })
    .listen(Number(process.env.PORT), '127.0.0.1');
}, Number(process.argv[2] || 150));
