import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      databaseUrl: undefined,
      dataDir: '.data',
      mode: 'sandbox',
      distDir: 'dist',
      brandName: 'Sanchay',
      supportEmail: 'support@sanchay.example',
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9090',
      DATABASE_URL: 'postgres://u:p@localhost:5432/sanchay',
      DATA_DIR: '/tmp/data',
      SANCHAY_MODE: 'production',
      DIST_DIR: 'build',
    });
    expect(config).toMatchObject({
      port: 9090,
      databaseUrl: 'postgres://u:p@localhost:5432/sanchay',
      dataDir: '/tmp/data',
      mode: 'production',
      distDir: 'build',
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: ' ' })).toMatchObject({ databaseUrl: undefined, port: 8080 });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be between 0 and 65535/],
    [{ SANCHAY_MODE: 'staging' }, /SANCHAY_MODE must be sandbox or production/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must be a postgres/],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
