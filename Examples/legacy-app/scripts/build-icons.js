#!/usr/bin/env node
/* Copies the SVG icons from the design repo export and lists them for the icon font fallback. */
const fs = require('fs');
const path = require('path');

const source = process.argv[2] || path.join(process.env.HOME, 'design-export', 'icons');
const target = path.join(__dirname, '..', 'src', 'icons', 'svg');

const names = fs.readdirSync(source).filter(name => name.endsWith('.svg'));
names.forEach(name => {
  fs.copyFileSync(path.join(source, name), path.join(target, name));
});
process.stdout.write(`copied ${names.length} icons into ${path.relative(process.cwd(), target)}\n`);
