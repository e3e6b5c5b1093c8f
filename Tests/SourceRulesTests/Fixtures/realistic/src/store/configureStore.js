import { createStore, applyMiddleware, compose } from 'redux';
import thunk from 'redux-thunk';
import { routerMiddleware, push as pushLocation } from 'react-router-redux'; // ✓ router-import ✓ router-import
import { hashHistory } from 'react-router'; // ✓ router-import
import rootReducer from '../reducers';

const devTools =
  process.env.NODE_ENV !== 'production' && typeof window === 'object' // ✓ process-env
    ? window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__
    : null;

export default function configureStore(initialState) {
  const middleware = [thunk, routerMiddleware(hashHistory)];
  if (process.env.REACT_APP_LOG_ACTIONS === 'true') { // ✓ process-env
    const { createLogger } = require('redux-logger');
    middleware.push(createLogger({ collapsed: true }));
  }
  const enhancer = (devTools || compose)(applyMiddleware(...middleware));
  const store = createStore(rootReducer, initialState, enhancer);

  if (module.hot) { // ✓ module-hot
    // module.hot.accept('../reducers') used to live here
    module.hot.accept('../reducers', () => { // ✓ module-hot
      store.replaceReducer(require('../reducers').default);
    });
  }
  if (module?.hot?.data) store.dispatch(pushLocation(module.hot.data.path)); // ✓ module-hot ✓ module-hot
  return store;
}

export const debug = { hot: 'module.hot', env: 'process.env.NODE_ENV' };
