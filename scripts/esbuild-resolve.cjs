// Resolves each dependency of a corpus project the way esbuild does for a browser ESM bundle (Vite-like
// main fields and conditions) and prints: name, format (esm|cjs|none|unresolved), real entry path.
// Usage: NODE_PATH=/usr/share/nodejs:/usr/lib/x86_64-linux-gnu/nodejs node scripts/esbuild-resolve.cjs <project>
'use strict';
const path = require('path');
const fs = require('fs');
const esbuild = require('esbuild');

const project = path.resolve(process.argv[2]);
const names = Object.keys(require(path.join(project, 'package.json')).dependencies || {});

async function classify(name) {
  let entry = null;
  const plugin = {
    name: 'entry-only',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === 'inner') return undefined;
        if (args.importer === '<stdin>' || args.kind === 'entry-point') {
          const result = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'inner' });
          if (result.errors.length > 0) return { errors: result.errors };
          entry = result.path;
          return { path: result.path, external: false };
        }
        // Everything the entry imports is external: only the entry's own format matters.
        return { path: args.path, external: true };
      });
    },
  };
  try {
    const out = await esbuild.build({
      stdin: { contents: `import * as m from ${JSON.stringify(name)}; console.log(m)`, resolveDir: project, loader: 'js' },
      bundle: true, write: false, metafile: true, format: 'esm', platform: 'browser', logLevel: 'silent',
      mainFields: ['browser', 'module', 'jsnext:main', 'jsnext', 'main'], conditions: ['module', 'development'],
      loader: { '.js': 'jsx', '.node': 'empty', '.css': 'empty' }, plugins: [plugin],
    });
    if (!entry) return [name, 'unresolved', '-'];
    const rel = path.relative(process.cwd(), entry);
    const input = out.metafile.inputs[rel] || out.metafile.inputs[entry] || Object.values(out.metafile.inputs).find((v, i) => Object.keys(out.metafile.inputs)[i].endsWith(rel));
    const format = input && input.format ? input.format : 'none';
    return [name, format, fs.realpathSync(entry)];
  } catch (error) {
    return [name, entry ? 'error' : 'unresolved', entry ? fs.realpathSync(entry) : '-'];
  }
}

(async () => {
  const lines = [];
  for (const name of names) lines.push((await classify(name)).join('\t'));
  process.stdout.write(lines.join('\n') + '\n');
})();
