export function locationFor(pathname, query) {
  const search = query ? `?${new URLSearchParams(query)}` : '';
  return { pathname, search, hash: '' };
}

export function afterTransition(callback) {
  // Let the router finish the transition before the caller measures the new page.
  queueMicrotask(callback);
}
