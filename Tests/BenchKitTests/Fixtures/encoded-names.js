// Serves a page whose modules' names hold a byte beyond ASCII and a space, on $PORT. A browser requests them
// percent-encoded; sent raw, Node's parser answers 400 before this handler runs.
const http = require('http');
const files = {
  '/': ['text/html', '<!doctype html><script type="module" src="/src/café.js"></script>'],
  '/src/café.js': ['application/javascript', "import './my module.js'; export const a = 1;"],
  '/src/my module.js': ['application/javascript', 'export const b = 2;'],
};
const served = [];
http.createServer((request, response) => {
  served.push(request.url);
  const file = files[decodeURIComponent(request.url)];
  if (!file) { response.writeHead(404); response.end(); return; }
  response.writeHead(200, { 'Content-Type': file[0] + '; charset=utf-8' });
  response.end(file[1]);
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('  > Local:   http://127.0.0.1:' + process.env.PORT + '/'));
process.on('SIGTERM', () => { console.log('served ' + served.sort().join(' ')); process.exit(0); });
