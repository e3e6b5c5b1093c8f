import { createLocation } from 'history';

export function locationFor(pathname, query) {
  return createLocation({ pathname, query });
}

export function afterTransition(callback) {
  // Let the router finish the transition before the caller measures the new page.
  process.nextTick(callback);
}
