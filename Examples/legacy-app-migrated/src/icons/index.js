// Every SVG in ./svg becomes an icon, keyed by its file name without extension.
const modules = import.meta.glob('./svg/*.svg', { eager: true, import: 'default' });

const icons = Object.keys(modules).reduce((all, key) => {
  all[key.slice(key.lastIndexOf('/') + 1, -'.svg'.length)] = modules[key];
  return all;
}, {});

export function iconNames() {
  return Object.keys(icons).sort();
}

export default icons;
