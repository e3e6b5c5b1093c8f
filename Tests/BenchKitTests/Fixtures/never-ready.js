// Prints progress forever and never a ready line.
console.log('starting the never-ready server');
let step = 0;
setInterval(() => console.log('still compiling, step ' + (++step)), 20);
