// Fails during start-up with exit status 3.
console.error('Error: Cannot find module "missing-plugin"');
process.exit(3);
