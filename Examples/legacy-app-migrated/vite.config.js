import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import svgr from 'vite-plugin-svgr';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  return {
    base: env.PUBLIC_URL || '/',
    plugins: [
      react({
        // Still needed until the Flow reducer, the @connect decorators and :: binds are rewritten.
        babel: {
          presets: ['@babel/preset-flow'],
          plugins: [
            ['@babel/plugin-proposal-decorators', { legacy: true }],
            '@babel/plugin-proposal-function-bind',
          ],
        },
      }),
      svgr(),
    ],
    // Components keep their .js names for now; JSX in .js is parsed through this loader.
    esbuild: {
      loader: 'jsx',
      include: /src\/.*\.js$/,
      exclude: [],
    },
    optimizeDeps: {
      esbuildOptions: { loader: { '.js': 'jsx' } },
    },
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        components: fileURLToPath(new URL('./src/components', import.meta.url)),
      },
    },
    define: {
      'process.env.REACT_APP_FEATURE_REPORTS': JSON.stringify(env.REACT_APP_FEATURE_REPORTS || ''),
    },
    server: {
      port: 3000,
      proxy: {
        '/api': {
          target: 'http://localhost:4000',
          changeOrigin: true,
          rewrite: path => path.replace(/^\/api/, ''),
        },
      },
    },
    build: {
      outDir: 'build',
      sourcemap: true,
    },
  };
});
