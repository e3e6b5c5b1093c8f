import React from 'react';
import ReactDOM from 'react-dom';
import { Provider } from 'react-redux';
import {
  Router,
  browserHistory,
} from 'react-router';
import { syncHistoryWithStore } from 'react-router-redux';
import configureStore from './store';
import routes from './routes';
import './utils/polyfills';
import './styles/main.scss';

const store = configureStore(window.__INITIAL_STATE__);
const history = syncHistoryWithStore(browserHistory, store);

function render(appRoutes) {
  ReactDOM.render(
    <Provider store={store}>
      <Router history={history} routes={appRoutes} />
    </Provider>,
    document.getElementById('root')
  );
}

render(routes);

if (module.hot) {
  module.hot.accept('./routes', () => {
    const nextRoutes = require('./routes').default;
    render(nextRoutes);
  });
}
