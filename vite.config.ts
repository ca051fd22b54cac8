import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineComponentCss } from './scripts/vite/mantine-component-css.ts';

const apiTarget = `http://localhost:${process.env.API_PORT ?? '8080'}`;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders and pending screens split too, so what they import (query factories, domain
      // rules, skeletons) loads with the route, never with the landing page's entry chunk.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/app/route-tree.gen.ts',
    }),
    react(),
    mantineComponentCss(),
  ],
  resolve: { tsconfigPaths: false },
  // The server build (src/ssr/render-page.tsx) carries what it uses of its packages, tree-shaken
  // and minified like the client's, rather than importing them whole at run time through tsx
  // (all of Mantine's components and the rest): ~30 MB in the server instead of ~80–160 MB.
  ssr: { noExternal: true },
  // amazon-cognito-identity-js bundles the `buffer` package, which reads Node's `global`.
  define: { global: 'globalThis' },
  build: {
    // The server build (src/ssr/render-page.tsx, into dist-ssr/) needs neither.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    minify: true,
    sourcemap: false,
    // `npm run bench` measures gzip sizes against the budgets; the build need not compute them too.
    reportCompressedSize: false,
    chunkSizeWarningLimit: 900,
    // What the entry imports statically loads on every page anyway: one chunk rather than a
    // dozen small shared ones compresses better and costs fewer requests.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } } },
  },
  server: {
    port: 5173,
    // '^/sandbox/' (a regex key) so the SPA's own /sandbox page is served by Vite, not proxied.
    proxy: {
      '/api': apiTarget,
      '^/sandbox/': apiTarget,
      '/message': apiTarget,
      '/identity': apiTarget,
      '/healthz': apiTarget,
    },
  },
}));
