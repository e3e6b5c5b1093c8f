import React from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import configureStore from './store';
import AppRoutes from './routes';
import './utils/polyfills';
import './styles/main.scss';

const store = configureStore(window.__INITIAL_STATE__);

createRoot(document.getElementById('root')).render(
  <Provider store={store}>
    <BrowserRouter basename={import.meta.env.BASE_URL}>
      <AppRoutes />
    </BrowserRouter>
  </Provider>
);
