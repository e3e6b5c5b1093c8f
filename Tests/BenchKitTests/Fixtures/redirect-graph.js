// A dev server behind redirects, as CRA's serves an app with "homepage": GET / answers 302 to /app/ (its served
// path), whose page refers to main.js relatively; main.js imports ./dep.js, which answers 307 to ./dep2.js, and
// ./cdn.js, which redirects off the server. Prints the requests it served on SIGTERM.
const http = require('http');
const served = [];
http.createServer((request, response) => {
  served.push(request.url);
  const redirect = { '/': '/app/', '/app/dep.js': 'dep2.js', '/app/cdn.js': 'https://cdn.example.invalid/cdn.js' }[request.url];
  if (redirect) { response.writeHead(request.url === '/' ? 302 : 307, { Location: redirect }); response.end(); return; }
  const files = {
    '/app/': ['text/html', '<!doctype html><script type="module" src="main.js"></script>'],
    '/app/main.js': ['text/javascript', 'import "./dep.js"; import "./cdn.js";'],
    '/app/dep2.js': ['text/javascript', 'export default 1;'],
  };
  const file = files[request.url];
  if (!file) { response.writeHead(404); response.end(); return; }
  response.writeHead(200, { 'Content-Type': file[0] });
  response.end(file[1]);
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('  > Local:   http://127.0.0.1:' + process.env.PORT + '/'));
process.on('SIGTERM', () => { console.log('served ' + served.sort().join(' ')); process.exit(0); });
