import React from 'react';
import ReactDOM from 'react-dom';
import { AppContainer } from 'react-hot-loader';
import App from './components/App';

const root = document.getElementById('root');
const render = (Component) => {
  ReactDOM.render(
    <AppContainer>
      <Component />
    </AppContainer>,
    root
  );
};

render(App);

if (module.hot) { // ✓ module-hot
  module.hot.accept('./components/App', () => { // ✓ module-hot
    const NextApp = require('./components/App').default;
    render(NextApp);
  });
  module.hot.dispose(() => ReactDOM.unmountComponentAtNode(root)); // ✓ module-hot
}

if (process.env.NODE_ENV !== 'production' && module.hot && module.hot.status() === 'idle') { // ✓ process-env ✓ module-hot ✓ module-hot
  console.info('hot reloading ready');
}

export function register(module) {
  // A parameter named module shadows the CommonJS one.
  if (module.hot) {
    module.hot.accept();
  }
}

const messages = { hot: 'module.hot is only mentioned in this string' };
export default messages;
