import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      identityPort: 9229,
      cognito: undefined,
      databaseUrl: undefined,
      dataDir: '.data',
      mode: 'sandbox',
      role: 'all',
      keepReads: true,
      distDir: 'dist',
      pathReportsDir: 'test-results/paths',
      brandName: 'Sanchay',
      supportEmail: 'support@sanchay.example',
      publicUrl: 'http://localhost:8080',
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9090',
      DATABASE_URL: 'postgres://u:p@localhost:5432/sanchay',
      DATA_DIR: '/tmp/data',
      SANCHAY_MODE: 'production',
      SANCHAY_ROLE: 'worker',
      DIST_DIR: 'build',
      PATH_REPORTS_DIR: '/tmp/reports',
      IDENTITY_PORT: '9339',
      COGNITO_USER_POOL_ID: 'ap-south-1_AbCdEf123',
      COGNITO_CLIENT_ID: '4tq1example7client',
    });
    expect(config).toMatchObject({
      port: 9090,
      databaseUrl: 'postgres://u:p@localhost:5432/sanchay',
      dataDir: '/tmp/data',
      mode: 'production',
      role: 'worker',
      distDir: 'build',
      pathReportsDir: '/tmp/reports',
      identityPort: 9339,
      cognito: {
        region: 'ap-south-1',
        userPoolId: 'ap-south-1_AbCdEf123',
        clientId: '4tq1example7client',
        endpoint: 'https://cognito-idp.ap-south-1.amazonaws.com/',
      },
    });
  });

  it('refuses a role other than all, api or worker', () => {
    expect(() => loadConfig({ SANCHAY_ROLE: 'jobs' })).toThrow(/SANCHAY_ROLE must be all, api or worker/);
    expect(loadConfig({ SANCHAY_ROLE: 'api' }).role).toBe('api');
  });

  it('keeps reads unless KEEP_READS is off, and refuses anything but on or off', () => {
    expect(loadConfig({}).keepReads).toBe(true);
    expect(loadConfig({ KEEP_READS: 'off' }).keepReads).toBe(false);
    expect(() => loadConfig({ KEEP_READS: 'no' })).toThrow(/KEEP_READS must be on or off/);
  });

  it('ignores the hosted pool settings in sandbox mode', () => {
    expect(loadConfig({ COGNITO_USER_POOL_ID: 'ap-south-1_AbCdEf123' }).cognito).toBeUndefined();
  });

  it('takes an explicit region and endpoint for the hosted pool', () => {
    const config = loadConfig({
      SANCHAY_MODE: 'production',
      COGNITO_USER_POOL_ID: 'ap-south-1_AbCdEf123',
      COGNITO_CLIENT_ID: 'abc123',
      COGNITO_REGION: 'eu-west-1',
      COGNITO_ENDPOINT: 'https://idp.example.com/',
    });
    expect(config.cognito).toEqual({
      region: 'eu-west-1',
      userPoolId: 'ap-south-1_AbCdEf123',
      clientId: 'abc123',
      endpoint: 'https://idp.example.com/',
    });
  });

  it('takes PUBLIC_URL as an origin, else the listening one', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://invest.sanchay.example/' }).publicUrl).toBe(
      'https://invest.sanchay.example',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://10.0.0.5:8443' }).publicUrl).toBe('http://10.0.0.5:8443');
    expect(loadConfig({ PORT: '9090' }).publicUrl).toBe('http://localhost:9090');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: ' ' })).toMatchObject({ databaseUrl: undefined, port: 8080 });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be between 0 and 65535/],
    [{ SANCHAY_MODE: 'staging' }, /SANCHAY_MODE must be sandbox or production/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must be a postgres/],
    [{ IDENTITY_PORT: '-1' }, /IDENTITY_PORT must be a whole number/],
    [{ PUBLIC_URL: 'sanchay.example' }, /PUBLIC_URL must be a URL/],
    [{ PUBLIC_URL: 'ftp://sanchay.example' }, /PUBLIC_URL must be an http or https origin/],
    [{ PUBLIC_URL: 'https://sanchay.example/app' }, /PUBLIC_URL must be an http or https origin/],
    [
      { SANCHAY_MODE: 'production' },
      /production mode needs the hosted user pool: set COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID/,
    ],
    [
      { SANCHAY_MODE: 'production', COGNITO_USER_POOL_ID: 'nounderscore', COGNITO_CLIENT_ID: 'x' },
      /COGNITO_USER_POOL_ID must look like/,
    ],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
