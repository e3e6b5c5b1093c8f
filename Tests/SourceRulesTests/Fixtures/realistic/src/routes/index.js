import React from 'react';
import {
  Router, // ✓ router-import
  Route,
  IndexRoute, // ✓ router-import
  Redirect, // ✓ router-import
  browserHistory as history, // ✓ router-import
} from 'react-router';
import { IndexLink, Link } from 'react-router'; // ✓ router-import
import withRouter from 'react-router/lib/withRouter'; // ✓ router-import (the name) ✓ router-import (the deep path)
import { syncHistoryWithStore, routerReducer } from 'react-router-redux'; // ✓ router-import ✓ router-import
import { useRouterHistory } from 'react-router'; // ✓ router-import
import { createHashHistory } from 'history'; // ✓ router-import
import { Link as RouterLink } from 'react-router-dom';
import App from '@/components/App';
import Home from 'components/Home';

export { hashHistory } from 'react-router'; // ✓ router-import

const pageContext = require.context('../pages', true, /\.page\.js$/); // ✓ require-context
const lazyPages = require.context('../pages/lazy', false, /^\.\/.*$/, 'lazy'); // ✓ require-context

const pages = pageContext.keys().reduce((all, key) => {
  const name = key.replace(/^\.\/(.*)\.page\.js$/, '$1');
  return { ...all, [name]: pageContext(key).default };
}, {});

function loadPage(name) {
  return import(`../pages/${name}.page.js`);
}

function loadLocale(lang) {
  return import(`../locales/${lang}`); // ✓ dynamic-path
}

function loadAny(path) {
  return import(/* webpackChunkName: "any" */ path); // ✓ dynamic-path
}

function loadWidget(dir, name) {
  return import(dir + '/' + name + '.js'); // ✓ dynamic-path
}

const Nav = withRouter(({ router }) => (
  <nav>
    <IndexLink to="/">Home</IndexLink>
    <Link to="/about" activeClassName="active">About</Link>
    <RouterLink to="/new">New</RouterLink>
  </nav>
));

export const store = (reducers) => ({ ...reducers, routing: routerReducer });
export const appHistory = (store) => syncHistoryWithStore(history, store);

export default (
  <Router history={history}>
    <Route path="/" component={App}>
      <IndexRoute component={Home} />
      <Route path="pages/:name" getComponent={(state, cb) => loadPage(state.params.name).then((m) => cb(null, m.default))} />
      <Redirect from="old" to="/" />
    </Route>
  </Router>
);

export { pages, lazyPages, loadLocale, loadAny, loadWidget, Nav, useRouterHistory, createHashHistory };
