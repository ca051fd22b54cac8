/**
 * The layers of the tree as one allow-list (`npm run lint:layers`, part of `npm test`): each
 * folder may import only what its row names, so an arrow that runs the wrong way fails the build.
 * README "The map of the tree" explains each folder. Tests, e2e journeys and scripts may import anything.
 */

/** Folders every SPA file may read: settings and the dev-only inspector hook. */
const APP_SERVICES = ['src/app/config.ts', 'src/app/inspector.ts'];

/** What a feature may use besides itself. */
const FEATURE_BASE = ['src/components', 'src/lib', 'src/api', 'domain', 'machines', 'src/app/session', ...APP_SERVICES];

/**
 * Features a feature may use, through the other feature's public entry (its index.ts) only.
 * Keep this short: what two features share belongs in src/components, src/lib or domain.
 */
const FEATURE_ENTRIES = {
  auth: ['legal'], // the sign-up terms open the legal texts
  catalogue: ['buying'], // BUY and SIP open the order modal
  // The Terms of Use and Privacy Policy modal; the dashboard modal is the verification status
  // modal, or the external portfolio import Get Portfolio continues into (000 §2.2).
  dashboard: ['legal', 'verification', 'external-portfolio'],
  landing: ['contact'], // the landing page carries the contact form
};

/** folder → what it may import (folders or files, relative to the root). */
const LAYERS = {
  domain: ['domain'],
  machines: ['machines', 'domain'],
  server: ['server', 'domain'],
  'src/lib': ['src/lib', 'domain'],
  'src/api': ['src/api', 'src/lib', 'domain', 'machines', ...APP_SERVICES],
  'src/components': ['src/components', 'src/lib', 'domain', 'machines', ...APP_SERVICES],
  // The shell and session: the shared folders, the route tree, and features through their index.ts only.
  'src/app': ['src/app', 'src/routes', 'src/components', 'src/lib', 'src/api', 'domain', 'machines'],
  'src/routes': ['src', 'domain', 'machines'],
  // The server's render of the public pages: an entry like src/main.tsx, for Node.
  'src/ssr': ['src', 'domain', 'machines'],
};

const escapeRegExp = (path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A folder matches itself and everything under it; a file only itself. */
const under = (path) => (/\.[cm]?[jt]sx?$/.test(path) ? `^${escapeRegExp(path)}$` : `^${escapeRegExp(path)}/`);
const anyOf = (paths) => paths.map(under);

const allowed = [
  // Packages and Node's own modules; which packages a layer may use is a forbidden rule below.
  { from: {}, to: { dependencyTypesNot: ['local', 'localmodule', 'aliased', 'unknown', 'undetermined'] } },
  { from: { path: '^(tests|e2e|scripts)/' }, to: {} },
  { from: { path: '^[^/]+$' }, to: {} }, // root config files
  { from: { path: '^src/[^/]+$' }, to: { pathNot: '^(server|tests|e2e|scripts)/' } }, // src/main.tsx and friends
  ...Object.entries(LAYERS).map(([folder, may]) => ({ from: { path: under(folder) }, to: { path: anyOf(may) } })),
  { from: { path: under('src/app') }, to: { path: '^src/features/[^/]+/index\\.tsx?$' } },
  // A feature: itself and the shared folders.
  { from: { path: '^src/features/([^/]+)/' }, to: { path: ['^src/features/$1/', ...anyOf(FEATURE_BASE)] } },
  ...Object.entries(FEATURE_ENTRIES).map(([feature, others]) => ({
    from: { path: under(`src/features/${feature}`) },
    to: { path: others.map((other) => `^src/features/${other}/index\\.tsx?$`) },
  })),
];

/** Packages that only the SPA's screens may use. */
const UI_PACKAGES = '^(react|react-dom|@mantine|@tanstack|@xstate/react|echarts|echarts-for-react|@tabler)(/|$)';

module.exports = {
  allowed,
  allowedSeverity: 'error',
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A cycle makes two modules one; break it by moving what both need to a shared place.',
      severity: 'error',
      from: { path: '^(src|machines|domain|server)/' },
      to: { circular: true },
    },
    {
      name: 'pure-layers-no-ui',
      comment: 'domain/ and machines/ are pure and the server has no screens: no React, Mantine, Router or charts.',
      severity: 'error',
      from: { path: '^(domain|machines|server)/' },
      to: { path: `node_modules/${UI_PACKAGES.slice(1)}` },
    },
    {
      name: 'no-fetch-in-domain',
      comment: 'domain/ holds plain rules: no HTTP clients.',
      severity: 'error',
      from: { path: '^domain/' },
      to: { path: 'node_modules/(openapi-fetch|hono|drizzle-orm|pg|@electric-sql)' },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|\\.data)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
