import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { federation } from '@module-federation/vite';
import pkg from './package.json' with { type: 'json' };

// Must match shared-ui's shared block: one React and one router per page.
const singleton = (name: keyof typeof pkg.dependencies) => ({ singleton: true, requiredVersion: pkg.dependencies[name] });

export default defineConfig({
  base: '/admin/',
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    federation({
      name: 'admin_web',
      remotes: { shared_ui: { type: 'module', name: 'shared_ui', entry: '/ui/remoteEntry.js' } },
      shared: {
        react: singleton('react'),
        'react-dom': singleton('react-dom'),
        'react-router': singleton('react-router'),
      },
      dts: false,
    }),
  ],
  // Dev: the kit's dev server (npm run dev -w shared-ui) and the API sit behind this origin, as behind nginx.
  server: {
    port: 5172,
    strictPort: true,
    proxy: { '/ui': 'http://localhost:5170', '/api': 'http://localhost:3000' },
  },
});
