/**
 * The stack floor for the landing page's initial JavaScript (issue 17): a bare build of the same
 * stack and the landing's own components — React, Mantine with the app's theme, TanStack Router
 * with one route, the landing header, page and site footer — and nothing of the app's shell,
 * session, queries or machines. Built with Vite and the same plugins into a scratch folder; its
 * entry and static imports, gzipped, are what no landing page on this stack can go below.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { mantineComponentCss } from './vite/mantine-component-css';

const src = resolve('src');

const ENTRY = `
import 'virtual:mantine-css';
import { MantineProvider } from '@mantine/core';
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';
import { theme } from '${src}/app/theme';
import { SiteFooter } from '${src}/app/shell/site-footer';
import { LandingHeader } from '${src}/app/shell/landing-header';
import { LandingPage } from '${src}/features/landing/landing-page';

const root = createRootRoute({
  component: () => (
    <>
      <LandingHeader accountMenu={null} />
      <main><Outlet /></main>
      <SiteFooter />
    </>
  ),
});
const home = createRoute({ getParentRoute: () => root, path: '/', component: LandingPage });
const router = createRouter({ routeTree: root.addChildren([home]) });
createRoot(document.getElementById('root')).render(
  <MantineProvider theme={theme}><RouterProvider router={router} /></MantineProvider>,
);
`;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** Gzip bytes of the floor build's entry and its static imports. */
export async function buildFloor(): Promise<number> {
  // Inside the project, so the scratch entry resolves the project's own node_modules.
  const scratch = resolve('.bench-floor');
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  try {
    writeFileSync(join(scratch, 'main.tsx'), ENTRY);
    writeFileSync(
      join(scratch, 'index.html'),
      '<!doctype html><html><head><meta charset="UTF-8" /></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
    );
    const outDir = join(scratch, 'dist');
    await build({
      root: scratch,
      configFile: false,
      logLevel: 'error',
      plugins: [react(), mantineComponentCss()],
      define: { global: 'globalThis' },
      build: { outDir, manifest: true, emptyOutDir: true },
    });
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const dep of manifest[key]?.imports ?? []) visit(dep);
    };
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
    let total = 0;
    for (const key of seen) {
      const file = manifest[key]?.file;
      if (file?.endsWith('.js')) total += gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
    }
    return total;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
