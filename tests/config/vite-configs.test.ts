/**
 * Vite loads vite.config.ts (every build, twice: the SPA and the server render) and vitest.config.ts
 * by bundling them, and warns about anything its future native loader would refuse, such as a
 * relative import without its file extension. The configs load without a warning.
 */
import { resolve } from 'node:path';
import { createLogger, loadConfigFromFile } from 'vite';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

async function warningsLoading(file: string): Promise<string[]> {
  const warnings: string[] = [];
  const logger = createLogger('warn');
  logger.warn = (message) => void warnings.push(message);
  logger.warnOnce = (message) => void warnings.push(message);
  await loadConfigFromFile({ command: 'build', mode: 'production' }, resolve(ROOT, file), ROOT, 'warn', logger);
  return warnings;
}

describe.each(['vite.config.ts', 'vitest.config.ts'])('%s', (file) => {
  it('loads without a warning', async () => {
    expect(await warningsLoading(file)).toEqual([]);
  }, 30_000);
});
