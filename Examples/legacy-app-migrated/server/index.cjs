/* Serves the production build and forwards /api to the backend. Node code: never bundled. */
const path = require('path');
const express = require('express');
const { createProxyMiddleware } = require('http-proxy-middleware');

const app = express();
const port = process.env.PORT || 5000;
const apiTarget = process.env.VITE_API_URL || 'http://localhost:4000';
const buildDir = path.join(__dirname, '..', 'build');

app.use('/api', createProxyMiddleware({ target: apiTarget, changeOrigin: true, pathRewrite: { '^/api': '' } }));
app.use(express.static(buildDir, { maxAge: '30d', index: false }));

app.get('*', (req, res) => {
  res.sendFile(path.join(buildDir, 'index.html'));
});

app.listen(port, () => {
  // eslint-disable-next-line no-console
  console.log(`dashboard listening on http://localhost:${port} (${process.env.NODE_ENV || 'development'})`);
});
