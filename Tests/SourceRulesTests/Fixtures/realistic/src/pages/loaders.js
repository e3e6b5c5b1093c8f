// Code-splitting helpers from three generations of the app.
const icons = {};
const iconContext = require.context('./icons', true, /\.svg$/); // ✓ require-context
iconContext.keys().forEach((key) => { icons[key] = iconContext(key); });

export function iconFor(name) {
  return require(`./icons/${name}.svg`); // ✓ dynamic-path
}

export function flagFor(code) {
  return require('./flags/' + code + '.png'); // ✓ dynamic-path
}

export function translations(lang) {
  const file = `./i18n/${lang}.json`;
  return require(file); // ✓ dynamic-path
}

export const staticIcon = require('./icons/static.svg');
export const chart = () => import('./charts/Chart.js');
export const chartsByName = (name) => import(`./charts/${name}.js`);
export const sameDir = (name) => import(`./${name}.js`); // ✓ dynamic-path
export const viaAlias = (name) => import(`@/widgets/${name}.jsx`); // ✓ dynamic-path
export const template = () => import(`./plain-template.js`);

const validator = { require: (field) => Boolean(field) };
export const valid = validator.require('name');

export function legacy(cb) {
  require.ensure([], (require) => cb(require('./legacy/Widget')));
}

const hasContext = typeof require.context === 'function'; // ✓ require-context
export { hasContext };
