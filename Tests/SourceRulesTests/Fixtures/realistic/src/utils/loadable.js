import path from 'path-browserify';

const base = process.env.REACT_APP_CDN || ''; // ✓ process-env

export const views = {
  byName: (view) => import('./views/' + view), // ✓ dynamic-path
  fromCdn: (file) => import(`${base}/bundles/${file}.js`), // ✓ dynamic-path
  nested: (area, view) => import(`./views/${area}/${view}.js`),
  joined: (view) => import(path.join('./views', view)), // ✓ dynamic-path
  known: () => import('./views/Dashboard.js'),
  chained: (view) => import(`./views/${view}.jsx`).then((m) => m.default),
  relative: (name) => import(`../widgets/${name}`), // ✓ dynamic-path
};

export const images = require.context('../images', true, /\.(png|jpe?g)$/i, 'sync'); // ✓ require-context
export const docs = (name) => require(`../docs/${name}.md`); // ✓ dynamic-path

export function stylesheet(theme) {
  // require('./themes/' + theme) is how the old loader did it
  return import(/* webpackMode: "lazy-once" */ `./themes/${theme}.css`);
}

export const notAnImport = 'import(view)';
export const regex = /import\((\w+)\)/;
export const half = (a, b) => a / b / 2;
