/* eslint-disable import/no-extraneous-dependencies */
const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const InterpolateHtmlPlugin = require('react-dev-utils/InterpolateHtmlPlugin');

require('dotenv').config();

const isProduction = process.env.NODE_ENV === 'production';
const publicUrl = process.env.PUBLIC_URL || '';

// Everything the client may read: NODE_ENV, PUBLIC_URL, API_URL and REACT_APP_*.
function clientEnvironment() {
  const raw = Object.keys(process.env)
    .filter(key => /^REACT_APP_/i.test(key))
    .reduce((env, key) => {
      env[key] = process.env[key];
      return env;
    }, {
      NODE_ENV: isProduction ? 'production' : 'development',
      PUBLIC_URL: publicUrl,
      API_URL: process.env.API_URL || 'http://localhost:4000',
    });
  const stringified = {};
  Object.keys(raw).forEach(key => {
    stringified[key] = JSON.stringify(raw[key]);
  });
  return { raw, stringified };
}

const env = clientEnvironment();

module.exports = {
  mode: isProduction ? 'production' : 'development',
  devtool: isProduction ? 'source-map' : 'cheap-module-eval-source-map',
  entry: {
    main: ['./src/publicPath.js', './src/index.js'],
  },
  output: {
    path: path.resolve(__dirname, 'build'),
    publicPath: publicUrl + '/',
    filename: isProduction ? 'static/js/[name].[contenthash:8].js' : 'static/js/bundle.js',
    chunkFilename: 'static/js/[name].[chunkhash:8].chunk.js',
  },
  resolve: {
    extensions: ['.js', '.jsx', '.ts', '.json'],
    alias: {
      '@': path.resolve(__dirname, 'src'),
      components: path.resolve(__dirname, 'src/components'),
      'lodash$': 'lodash-es',
    },
  },
  module: {
    rules: [
      {
        test: /\.(js|jsx|ts)$/,
        exclude: /node_modules/,
        use: { loader: 'babel-loader', options: { cacheDirectory: true } },
      },
      {
        test: /\.css$/,
        use: [
          'style-loader',
          { loader: 'css-loader', options: { modules: true, localIdentName: '[name]__[local]___[hash:base64:5]' } },
        ],
      },
      {
        test: /\.scss$/,
        use: ['style-loader', 'css-loader', 'sass-loader'],
      },
      {
        test: /\.svg$/,
        issuer: /\.jsx?$/,
        use: ['@svgr/webpack', 'url-loader'],
      },
      {
        test: /\.(png|jpe?g|gif)$/,
        use: { loader: 'url-loader', options: { limit: 10000, name: 'static/media/[name].[hash:8].[ext]' } },
      },
      {
        test: /\.(woff2?|ttf|eot)$/,
        use: { loader: 'file-loader', options: { name: 'static/fonts/[name].[hash:8].[ext]' } },
      },
    ],
  },
  plugins: [
    new HtmlWebpackPlugin({ template: 'public/index.html', inject: true }),
    new InterpolateHtmlPlugin(HtmlWebpackPlugin, env.raw),
    new webpack.DefinePlugin({
      __DEV__: JSON.stringify(!isProduction),
      'process.env': env.stringified,
    }),
    new webpack.ProvidePlugin({
      _: 'lodash',
    }),
    new webpack.IgnorePlugin(/^\.\/locale$/, /moment$/),
    new webpack.HotModuleReplacementPlugin(),
  ],
  devServer: {
    contentBase: path.resolve(__dirname, 'public'),
    historyApiFallback: true,
    hot: true,
    port: 3000,
    proxy: {
      '/api': {
        target: 'http://localhost:4000',
        pathRewrite: { '^/api': '' },
        changeOrigin: true,
      },
    },
  },
  node: {
    fs: 'empty',
    net: 'empty',
    tls: 'empty',
  },
};
