import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { perFileImports } from './tests/support/per-file-imports';

export default defineConfig({
  plugins: [perFileImports(), react()],
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores, which on a 2-core CI machine is one
    // worker and a second core left to the mostly idle orchestrator; every core runs files instead.
    maxWorkers: '100%',
  },
});
