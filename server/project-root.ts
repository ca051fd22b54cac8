/**
 * Files the server reads at run time (the contract in openapi/, the migrations) are found from the
 * project's root. This file sits one folder below it, as does the production bundle that carries
 * it (dist-server/, every chunk in that one folder: scripts/build-server.ts), so the same path
 * works from the sources and from the bundle.
 */
import { fileURLToPath } from 'node:url';

/** `path` (relative to the project's root) as an absolute path. */
export const fromProjectRoot = (path: string): string => fileURLToPath(new URL(`../${path}`, import.meta.url));
