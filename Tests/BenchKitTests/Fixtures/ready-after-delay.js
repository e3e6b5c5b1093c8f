// Prints a Vite-like ready line (with ANSI colours, as if NO_COLOR were ignored) after argv[2] ms, then
// stays up until killed. Just before writing it prints its own CLOCK_MONOTONIC instant (process.hrtime
// uses CLOCK_MONOTONIC on Linux), so a harness can compare its detection time with the server's own record.
const delay = Number(process.argv[2] || 100);
setTimeout(() => {
  const ms = performance.now();
  process.stdout.write(`SELF-READY ${process.hrtime.bigint()}\n\x1b[32m  VITE v5.0.0  \x1b[1mready in ${ms.toFixed(0)} ms\x1b[0m\n`);
}, delay);
setInterval(() => {}, 1 << 30);
