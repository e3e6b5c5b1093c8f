// Server rendering entry shared with the browser bundle (isomorphic app).
import React from 'react';
import { renderToString } from 'react-dom/server';
import { match, RouterContext, createMemoryHistory } from 'react-router'; // ✓ router-import ✓ router-import ✓ router-import
import createBrowserHistory from 'history/lib/createBrowserHistory'; // ✓ router-import
import { useQueries } from 'history'; // ✓ router-import
import { formatPattern } from 'react-router/lib/PatternUtils'; // ✓ router-import
import routes from '../routes';

export const browserHistory = useQueries(createBrowserHistory)();

export function render(url, cb) {
  const history = createMemoryHistory(url);
  match({ routes, location: url, history }, (error, redirect, props) => {
    if (redirect) return cb(null, formatPattern(redirect.pathname, {}));
    return cb(null, renderToString(<RouterContext {...props} />));
  });
}
