const merge = require('webpack-merge');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const common = require('./webpack.config.js');

if (process.env.NODE_ENV !== 'production') {
  throw new Error('webpack.prod.js must run with NODE_ENV=production (see .env.production)');
}

module.exports = merge(common, {
  mode: 'production',
  optimization: {
    splitChunks: { chunks: 'all', name: false },
    runtimeChunk: true,
  },
  plugins: [
    new MiniCssExtractPlugin({ filename: 'static/css/[name].[contenthash:8].css' }),
  ],
});
