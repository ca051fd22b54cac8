/**
 * Regenerates src/app/route-tree.gen.ts from src/routes without a Vite build, with the same
 * options as vite.config.ts, so a new route file typechecks straight away.
 */
import { Generator, getConfig } from '@tanstack/router-generator';

const root = process.cwd();
const config = getConfig(
  {
    target: 'react',
    autoCodeSplitting: true,
    routesDirectory: 'src/routes',
    generatedRouteTree: 'src/app/route-tree.gen.ts',
  },
  root,
);
await new Generator({ config, root }).run();
