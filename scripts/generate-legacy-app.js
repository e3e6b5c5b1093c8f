#!/usr/bin/env node
// Generates a legacy React app of N modules as a git repository with two commits:
//   tag `webpack`: webpack 5 + babel-loader (class components, class-properties proposal), a
//                  webpack-dev-server-like dev server (listens at once, holds requests until compiled);
//   tag `esbuild`: the same sources bundled and served by esbuild (serve + watch), the engine Vite uses.
// Tools are resolved through NODE_PATH (Debian installs them under /usr/share/nodejs); nothing is installed.
//
//   node scripts/generate-legacy-app.js <folder> [--modules 200]
//   cd <folder> && migrate-audit bench --before webpack --after esbuild --hmr src/App.jsx --runs 5
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');

function usage(message) {
  process.stderr.write(`generate-legacy-app: ${message}\nusage: generate-legacy-app.js <folder> [--modules N]\n`);
  process.exit(2);
}

const args = process.argv.slice(2);
let target = null;
let modules = 200;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--modules') {
    modules = Number(args[++i]);
    if (!Number.isInteger(modules) || modules < 1) usage('--modules takes a positive integer');
  } else if (!target) {
    target = path.resolve(args[i]);
  } else {
    usage(`unexpected argument ${args[i]}`);
  }
}
if (!target) usage('missing <folder>');
if (fs.existsSync(target) && fs.readdirSync(target).length > 0) usage(`${target} exists and is not empty`);

function write(relative, text) {
  const file = path.join(target, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

function git(...gitArgs) {
  execFileSync('git', gitArgs, {
    cwd: target,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, GIT_AUTHOR_NAME: 'generator', GIT_AUTHOR_EMAIL: 'generator@example.invalid',
      GIT_COMMITTER_NAME: 'generator', GIT_COMMITTER_EMAIL: 'generator@example.invalid',
      GIT_AUTHOR_DATE: '2024-01-01T00:00:00Z', GIT_COMMITTER_DATE: '2024-01-01T00:00:00Z' },
  });
}

// ---- Sources shared by both commits: a tree of class components (module k imports 2k+1 and 2k+2).
for (let k = 0; k < modules; k++) {
  const children = [2 * k + 1, 2 * k + 2].filter((c) => c < modules);
  const imports = children.map((c) => `import Component${c} from './Component${c}';`).join('\n');
  const rendered = children.map((c) => `        <Component${c} depth={this.props.depth + 1} />`).join('\n');
  write(`src/components/Component${k}.jsx`, `import React from 'react';
${imports}

export default class Component${k} extends React.Component {
  state = { clicks: 0, label: 'component ${k}' };

  handleClick = () => {
    this.setState((previous) => ({ clicks: previous.clicks + 1 }));
  };

  render() {
    const { clicks, label } = this.state;
    if (process.env.NODE_ENV !== 'production' && clicks > ${k + 10}) {
      console.warn('many clicks on', label);
    }
    return (
      <section className="component-${k % 7}" onClick={this.handleClick}>
        <h${(k % 5) + 1}>{label} ({clicks})</h${(k % 5) + 1}>
${rendered}
      </section>
    );
  }
}
`);
}
write('src/App.jsx', `import React from 'react';
import Component0 from './components/Component0';

export default class App extends React.Component {
  render() {
    return (
      <main>
        <h1>Legacy app with ${modules} modules</h1>
        <Component0 depth={0} />
      </main>
    );
  }
}
`);
write('src/index.jsx', `import React from 'react';
import ReactDOM from 'react-dom';
import App from './App';

ReactDOM.render(<App />, document.getElementById('root'));
`);
write('.gitignore', 'node_modules/.cache/\ndist/\n.dev-dist/\npublic/assets/\n');

// ---- Commit 1: webpack 5 + babel-loader.
const nodePath = `(process.env.NODE_PATH || '').split(path.delimiter).filter(Boolean)`;
write('webpack.config.js', `const path = require('path');

module.exports = (env, argv) => ({
  mode: argv.mode || 'development',
  entry: './src/index.jsx',
  output: {
    path: path.resolve(__dirname, argv.mode === 'production' ? 'dist' : '.dev-dist'),
    filename: argv.mode === 'production' ? 'assets/[name]-[contenthash:8].js' : '[name].js',
    clean: true,
  },
  devtool: argv.mode === 'production' ? false : 'eval-cheap-module-source-map',
  resolve: { extensions: ['.js', '.jsx'], modules: ['node_modules', ...${nodePath}] },
  resolveLoader: { modules: ['node_modules', ...${nodePath}] },
  module: {
    rules: [{
      test: /\\.jsx?$/,
      exclude: /node_modules|share\\/nodejs/,
      use: {
        loader: require.resolve('babel-loader'),
        options: {
          cacheDirectory: true,
          presets: [require.resolve('@babel/preset-react')],
          plugins: [require.resolve('@babel/plugin-proposal-class-properties')],
        },
      },
    }],
  },
  performance: { hints: false },
});
`);
write('scripts/dev-server.cjs', `// A webpack-dev-server stand-in: listens at once, compiles in watch mode, and holds every request until
// the bundle is valid ("wait until bundle finished"), as webpack-dev-middleware does.
const http = require('http');
const fs = require('fs');
const path = require('path');
const webpack = require('webpack');
const config = require('../webpack.config.js')({}, { mode: 'development' });

const root = path.resolve(__dirname, '..');
const port = Number(process.env.PORT || 8080);
let valid = false;
let waiting = [];
const types = { '.js': 'application/javascript', '.html': 'text/html', '.map': 'application/json' };

function serve(request, response) {
  const url = request.url.split('?')[0];
  const file = url === '/' ? path.join(root, 'public/index.html') : path.join(config.output.path, url);
  fs.readFile(file, (error, data) => {
    if (error) { response.writeHead(404); response.end('not found'); return; }
    response.writeHead(200, { 'Content-Type': types[path.extname(file)] || 'application/octet-stream' });
    response.end(data);
  });
}

http.createServer((request, response) => {
  if (valid) serve(request, response); else waiting.push(() => serve(request, response));
}).listen(port, '127.0.0.1', () => {
  console.log(\`<i> [webpack-dev-server] Project is running at: http://localhost:\${port}/\`);
});

const compiler = webpack(config);
compiler.hooks.invalid.tap('dev-server', () => { valid = false; });
compiler.watch({ aggregateTimeout: 20 }, (error, stats) => {
  if (error) { console.error(error); return; }
  const ms = stats.endTime - stats.startTime;
  if (stats.hasErrors()) {
    console.log(stats.toString('errors-only'));
    console.log(\`webpack \${webpack.version} compiled with errors in \${ms} ms\`);
  } else {
    console.log(\`webpack \${webpack.version} compiled successfully in \${ms} ms\`);
  }
  valid = true;
  const pending = waiting;
  waiting = [];
  pending.forEach((next) => next());
});
process.stdin.resume();
`);
write('public/index.html', `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Legacy app</title></head>
<body><div id="root"></div><script src="/main.js"></script></body></html>
`);
write('package.json', JSON.stringify({
  name: 'legacy-app', private: true, version: '1.0.0',
  scripts: { start: 'node scripts/dev-server.cjs', build: 'webpack --mode production' },
  dependencies: { react: '^18.0.0', 'react-dom': '^18.0.0' },
  devDependencies: { webpack: '^5.75.0', 'webpack-cli': '^4.0.0', 'babel-loader': '^8.0.0',
    '@babel/core': '^7.0.0', '@babel/preset-react': '^7.0.0', '@babel/plugin-proposal-class-properties': '^7.0.0' },
}, null, 2) + '\n');
fs.mkdirSync(target, { recursive: true });
git('init', '-q', '-b', 'main');
git('add', '-A');
git('commit', '-q', '-m', 'Legacy app on webpack 5 + babel-loader');
git('tag', 'webpack');

// ---- Commit 2: esbuild serves and bundles (what Vite uses underneath).
// esbuild 0.17's serve mode ignores NODE_PATH, so the runtime packages are linked into node_modules (the
// links are committed: the checkout of each ref is then complete without an install step) and esbuild keeps
// the links' paths when resolving their own imports (--preserve-symlinks).
for (const name of ['react', 'react-dom', 'scheduler']) {
  let resolved;
  try {
    resolved = path.dirname(require.resolve(`${name}/package.json`));
  } catch (error) {
    usage(`cannot find the package ${name}; set NODE_PATH (Debian: /usr/share/nodejs) or install it`);
  }
  fs.mkdirSync(path.join(target, 'node_modules'), { recursive: true });
  fs.symlinkSync(resolved, path.join(target, 'node_modules', name));
}
fs.rmSync(path.join(target, 'webpack.config.js'));
fs.rmSync(path.join(target, 'scripts/dev-server.cjs'));
const define = `--define:process.env.NODE_ENV='"MODE"'`;
write('public/index.html', `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Legacy app</title></head>
<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>
`);
write('package.json', JSON.stringify({
  name: 'legacy-app', private: true, version: '1.1.0',
  scripts: {
    dev: `esbuild src/index.jsx --bundle --preserve-symlinks --format=esm --sourcemap --outdir=public/assets --servedir=public --serve=127.0.0.1:$PORT --watch ${define.replace('MODE', 'development')}`,
    build: `esbuild src/index.jsx --bundle --preserve-symlinks --minify --format=esm --outdir=dist/assets --entry-names=[name]-[hash] ${define.replace('MODE', 'production')}`,
  },
  dependencies: { react: '^18.0.0', 'react-dom': '^18.0.0' },
  devDependencies: { esbuild: '^0.17.0' },
}, null, 2) + '\n');
git('add', '-A');
git('commit', '-q', '-m', 'Move to esbuild');
git('tag', 'esbuild');
process.stdout.write(`generated ${modules} modules in ${target} (tags: webpack, esbuild)\n`);
