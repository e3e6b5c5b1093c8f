// Old Safari and IE11 still make up 4% of our traffic (2019-03 numbers).
const root = typeof window !== 'undefined' ? window : global;

export function installPolyfills() {
  if (!root.fetch) {
    require('whatwg-fetch');
  }
  if (!root.requestIdleCallback) {
    root.requestIdleCallback = callback => setTimeout(callback, 1);
  }
}

installPolyfills();
