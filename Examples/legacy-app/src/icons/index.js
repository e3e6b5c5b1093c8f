import path from 'path';

// Every SVG in ./svg becomes an icon, keyed by its file name without extension.
const context = require.context('./svg', false, /\.svg$/);

const icons = context.keys().reduce((all, key) => {
  all[path.basename(key, '.svg')] = context(key);
  return all;
}, {});

export function iconNames() {
  return Object.keys(icons).sort();
}

export default icons;
