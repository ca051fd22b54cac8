import { describe, expect, it } from 'vitest';
import { onboardingResumePath } from '../../domain/onboarding-resume';
import {
  CREATE_ACCOUNT_HIDDEN_STATUSES,
  isActiveStatus,
  isRegisteredWithExchange,
  NOTICE_STATUSES,
  showsCreateAccount,
  showsVerificationNotice,
} from '../../domain/signup-status';
import { displayName } from '../../src/lib/format';

describe('active (000 §4.1)', () => {
  it('only VERIFIED is active', () => {
    expect(isActiveStatus('VERIFIED')).toBe(true);
    for (const status of ['USER_CREATED', 'EMAIL_VERIFIED', 'verified', '', null, undefined]) {
      expect(isActiveStatus(status)).toBe(false);
    }
  });
});

describe('registered with the exchange (000 §4.1, §4.4)', () => {
  it('from client creation on, never before it or when it failed', () => {
    for (const status of [
      'BSE_CLIENT_CREATION_COMPLETED',
      'BSE_USER_MANDATE_INITIATED',
      'BSE_MANDATE_WAITING_APPROVAL',
      'VERIFIED',
    ]) {
      expect(isRegisteredWithExchange(status), status).toBe(true);
    }
    for (const status of ['EMAIL_VERIFIED', 'BSE_CLIENT_CREATION_INITIATED', 'BSE_CLIENT_CREATION_FAILED', '', null]) {
      expect(isRegisteredWithExchange(status), String(status)).toBe(false);
    }
  });
});

describe('Create Account (000 §4.1)', () => {
  it.each([
    'VERIFIED',
    'BSE_USER_MANDATE_FAILED',
    'BSE_MANDATE_WAITING_APPROVAL',
    'BSE_USER_MANDATE_INITIATED',
    'BSE_USER_MANDATE_COMPLETED',
    'EMAIL_VERIFIED',
  ])('is hidden for %s', (status) => {
    expect(showsCreateAccount(status)).toBe(false);
  });

  it('is hidden for exactly those six', () => {
    expect(CREATE_ACCOUNT_HIDDEN_STATUSES.size).toBe(6);
  });

  it.each([
    'USER_CREATED',
    'PAN_SAVED',
    'BASIC_INFO',
    'BANK_DETAILS_VERIFIED',
    'BSE_CLIENT_CREATION_FAILED',
    'SOMETHING_NEW',
    null,
  ])('shows for %s', (status) => {
    expect(showsCreateAccount(status)).toBe(true);
  });
});

describe('verification notice (000 §2.2, §4.1)', () => {
  it('lists the sixteen statuses of the spec', () => {
    expect(NOTICE_STATUSES.size).toBe(16);
  });

  it.each([...NOTICE_STATUSES].filter((status) => status !== 'VERIFIED'))('shows for a signed-in %s', (status) => {
    expect(showsVerificationNotice({ signedIn: true, status })).toBe(true);
    expect(showsVerificationNotice({ signedIn: false, status })).toBe(false);
  });

  it.each(['VERIFIED', 'PAN_SAVED', 'BASIC_INFO', 'ADDITIONAL_INFO', 'BSE_MANDATE_WAITING_APPROVAL', null, undefined])(
    'does not show for %s',
    (status) => {
      expect(showsVerificationNotice({ signedIn: true, status })).toBe(false);
    },
  );
});

describe('onboarding resume (000 §4.1)', () => {
  it.each([
    ['USER_CREATED', '/pancardverification'],
    ['PAN_SAVED', '/basicInfo'],
    ['BASIC_INFO', '/additionalinfo'],
    ['ADDITIONAL_INFO', '/nomineedetails'],
    ['NOMINEE_ENROLLMENT_INITIATED', '/bankaccountregister'],
  ])('%s resumes at %s', (status, path) => {
    expect(onboardingResumePath(status)).toBe(path);
  });

  it.each(['VERIFIED', 'BANK_DETAILS_SAVED', 'constructor', 'toString', '', null, undefined])(
    '%s (or a failed fetch) starts at /pancardverification',
    (status) => {
      expect(onboardingResumePath(status)).toBe('/pancardverification');
    },
  );
});

describe('display name (000 §5)', () => {
  it.each([
    ['asha rao', 'Asha Rao'],
    ['priya venkataraman iyer', 'Priya Venk..'],
    ['abcdefghijklmnopqrst', 'Abcdefghijklmnopqrst'],
    ['abcdefghijklmnopqrstu', 'Abcdefghij..'],
  ])('%s → %s', (name, shown) => {
    expect(displayName(name)).toBe(shown);
  });
});
