import { createStore, applyMiddleware, compose } from 'redux';
import thunk from 'redux-thunk';
import rootReducer from '../reducers';
import { logger } from '../utils/logger';

export default function configureStore(initialState = {}) {
  const middleware = [thunk];

  if (import.meta.env.DEV) {
    middleware.push(logger);
  }

  const composeEnhancers =
    (process.env.NODE_ENV !== 'production' && window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__) || compose;

  const store = createStore(rootReducer, initialState, composeEnhancers(applyMiddleware(...middleware)));

  if (import.meta.hot) {
    import.meta.hot.accept('../reducers', next => store.replaceReducer(next.default));
  }

  return store;
}
