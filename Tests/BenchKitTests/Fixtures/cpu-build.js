// A "build" that does a fixed amount of CPU work (argv[2] million iterations) and reports its own run time.
const start = performance.now();
const iterations = Number(process.argv[2] || 150) * 1e6;
let accumulator = 0;
for (let i = 0; i < iterations; i++) accumulator = (accumulator + i * 7) % 1000003;
console.log(`result ${accumulator}`);
console.log(`Done in ${(performance.now() - start).toFixed(1)}ms`);
