// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  emailToVerify,
  readExternalPortfolioStatus,
  readSession,
  rememberEmailToVerify,
  sessionEntries,
  webSessionStore,
  writeExternalPortfolioStatus,
  writeSession,
} from '../../../src/app/session/session-storage';
import { fakeSession } from '../../api/identity/fake-identity-provider';

const store = webSessionStore(window.sessionStorage);

afterEach(() => window.sessionStorage.clear());

describe('session store (000 §3)', () => {
  it('keeps the tokens and the payload under the spec keys, and isActive from the signup status', () => {
    const session = fakeSession('asha@example.in', { signupStatus: 'VERIFIED' });
    writeSession(store, session);
    expect(window.sessionStorage.getItem('accessToken')).toBe(session.accessToken);
    expect(window.sessionStorage.getItem('refreshToken')).toBe(session.refreshToken);
    expect(JSON.parse(window.sessionStorage.getItem('user') ?? '')).toEqual(JSON.parse(JSON.stringify(session.user)));
    expect(window.sessionStorage.getItem('isActive')).toBe('true');
    expect(readSession(store)).toEqual(JSON.parse(JSON.stringify(session)));
    writeSession(store, fakeSession('asha@example.in', { signupStatus: 'PAN_SAVED' }));
    expect(window.sessionStorage.getItem('isActive')).toBe('false');
  });

  it('gives the entries a written session leaves, which read back as that session', () => {
    const session = fakeSession('asha@example.in', { signupStatus: 'VERIFIED' });
    const entries = sessionEntries(session);
    writeSession(store, session);
    expect(entries).toEqual(
      Object.fromEntries(Object.keys(entries).map((key) => [key, window.sessionStorage.getItem(key)])),
    );
    expect(Object.keys(entries).sort()).toEqual(['accessToken', 'idToken', 'isActive', 'refreshToken', 'user']);
    window.sessionStorage.clear();
    for (const [key, value] of Object.entries(entries)) window.sessionStorage.setItem(key, value);
    expect(readSession(store)).toEqual(JSON.parse(JSON.stringify(session)));
  });

  it('reads no session when a part is missing or unreadable', () => {
    writeSession(store, fakeSession('asha@example.in'));
    window.sessionStorage.removeItem('refreshToken');
    expect(readSession(store)).toBeNull();
    writeSession(store, fakeSession('asha@example.in'));
    window.sessionStorage.setItem('user', '{not json');
    expect(readSession(store)).toBeNull();
    writeSession(store, fakeSession('asha@example.in'));
    window.sessionStorage.setItem('accessToken', 'garbage');
    expect(readSession(store)).toBeNull();
  });

  it('keeps the external portfolio status as mfcStatus, reloadStatus and the reload date', () => {
    expect(readExternalPortfolioStatus(store)).toBeNull();
    writeExternalPortfolioStatus(store, {
      hasExternalPortfolio: false,
      reloadLocked: true,
      nextReloadDate: '2026-04-01',
    });
    expect(window.sessionStorage.getItem('mfcStatus')).toBe('false');
    expect(window.sessionStorage.getItem('reloadStatus')).toBe('true');
    expect(readExternalPortfolioStatus(store)).toEqual({
      hasExternalPortfolio: false,
      reloadLocked: true,
      nextReloadDate: '2026-04-01',
    });
    writeExternalPortfolioStatus(store, { hasExternalPortfolio: true, reloadLocked: false, nextReloadDate: null });
    expect(window.sessionStorage.getItem('reloadDate')).toBeNull();
  });

  it('remembers the e-mail to verify, and clearing forgets everything', () => {
    rememberEmailToVerify(store, 'ravi@example.in');
    expect(emailToVerify(store)).toBe('ravi@example.in');
    window.sessionStorage.setItem('panNumber', 'ABCDE1234F');
    store.clear();
    expect(emailToVerify(store)).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
  });
});
