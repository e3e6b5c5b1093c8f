import React from 'react';
import {
  Route,
  IndexRoute,
  Redirect,
} from 'react-router';
import App from './components/App';
import Home from './pages/Home';
import UserList from './pages/UserList';
import UserDetail from './pages/UserDetail';
import Settings from './pages/Settings';
import Reports from './pages/Reports';
import Login from './pages/Login';
import NotFound from './pages/NotFound';
import { isLoggedIn } from './utils/storage';

function requireAuth(nextState, replace) {
  if (!isLoggedIn()) {
    replace({ pathname: '/login', state: { nextPathname: nextState.location.pathname } });
  }
}

function loadAdmin(nextState, cb) {
  import(/* webpackChunkName: "admin" */ './pages/Admin')
    .then(module => cb(null, module.default))
    .catch(cb);
}

export default (
  <Route path="/" component={App}>
    <IndexRoute component={Home} />
    <Route path="login" component={Login} />
    <Route path="users" component={UserList} onEnter={requireAuth} />
    <Route path="users/:userId" component={UserDetail} onEnter={requireAuth} />
    <Route path="reports(/:year)" component={Reports} onEnter={requireAuth} />
    <Route path="settings" component={Settings} onEnter={requireAuth} />
    <Route path="admin" getComponent={loadAdmin} onEnter={requireAuth} />
    <Redirect from="profile" to="/settings" />
    <Route path="*" component={NotFound} />
  </Route>
);
