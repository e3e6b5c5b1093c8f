// Ignores SIGTERM, so that teardown has to escalate to SIGKILL.
process.on('SIGTERM', () => console.log('SIGTERM ignored'));
console.log('Compiled successfully!');
setInterval(() => {}, 1 << 30);
