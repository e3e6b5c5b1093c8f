// Starts two grandchildren (which stay in the process group) that would outlive this process if only it
// were killed, prints their pids, then a webpack-like ready line.
const { spawn } = require('child_process');
const pids = [0, 1].map(() => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1 << 30)'], { stdio: 'ignore' }).pid);
console.log('GRANDCHILDREN ' + pids.join(' '));
console.log('webpack 5.88.0 compiled successfully in 12 ms');
setInterval(() => {}, 1 << 30);
