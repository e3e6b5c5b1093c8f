// Writes argv[2] MB of log lines, then a ready line, then waits.
const megabytes = Number(process.argv[2] || 20);
const line = 'x'.repeat(99) + '\n';
const chunk = line.repeat(10000);
let written = 0;
function pump() {
  while (written < megabytes * 1e6) {
    written += chunk.length;
    if (!process.stdout.write(chunk)) { process.stdout.once('drain', pump); return; }
  }
  process.stdout.write('[watch] build finished, watching for changes...\n  > Local: http://127.0.0.1:1/\n');
  setInterval(() => {}, 1 << 30);
}
pump();
