/**
 * The session store (000 §3): sessionStorage keys accessToken, refreshToken, user (the
 * ID-token payload), isActive, panNumber, dob, taxStatus, mfcStatus, reloadStatus, regStatus
 * and approvedStatus. This module is the only one that names them.
 *
 * Three keys are ours, beside the spec's: `idToken` (sign-out hands the whole token set back
 * to the identity provider), `reloadDate` (the date behind 'Available on dd/mm/yyyy', 000
 * §2.2) and `verificationEmail` (the e-mail Mobile Verification confirms, 001 §4.1 "stores
 * the e-mail").
 */
import * as v from 'valibot';
import type { ExternalPortfolioStatus, Session, SessionUser } from '../../../machines/session.machine';
import { accessTokenExpiry, USER_PAYLOAD_ENTRIES } from '../../api/identity/session-tokens';

const SESSION_KEYS = [
  'accessToken',
  'idToken',
  'refreshToken',
  'user',
  'isActive',
  'panNumber',
  'dob',
  'taxStatus',
  'mfcStatus',
  'reloadStatus',
  'reloadDate',
  'regStatus',
  'approvedStatus',
  'verificationEmail',
] as const;

type SessionKey = (typeof SESSION_KEYS)[number];

/** 000 §4.1 "The user is active (account fully verified) when the status is VERIFIED". */
export const VERIFIED_STATUS = 'VERIFIED';

const StoredUser = v.object(USER_PAYLOAD_ENTRIES);

export interface SessionStore {
  get(key: SessionKey): string | null;
  set(key: SessionKey, value: string): void;
  remove(key: SessionKey): void;
  /** Empties session storage (000 §4.2 "clears session storage"), not only our keys. */
  clear(): void;
}

/** The store over a Web Storage object (sessionStorage in the app). */
export function webSessionStore(storage: Storage): SessionStore {
  return {
    get: (key) => storage.getItem(key),
    set: (key, value) => storage.setItem(key, value),
    remove: (key) => storage.removeItem(key),
    clear: () => storage.clear(),
  };
}

/** The tokens and payload a sign-in or refresh produced; isActive follows the signup status. */
export function writeSession(store: SessionStore, session: Session): void {
  store.set('accessToken', session.accessToken);
  store.set('idToken', session.idToken);
  store.set('refreshToken', session.refreshToken);
  store.set('user', JSON.stringify(session.user));
  store.set('isActive', String(session.user['custom:user_signup_status'] === VERIFIED_STATUS));
}

/**
 * The session-storage entries `writeSession` leaves for `session`: what the journeys and the
 * bench put in a tab to start it signed in, as a sign-in would have left it.
 */
export function sessionEntries(session: Session): Record<string, string> {
  const entries: Record<string, string> = {};
  writeSession(
    {
      get: (key) => entries[key] ?? null,
      set: (key, value) => {
        entries[key] = value;
      },
      remove: (key) => {
        delete entries[key];
      },
      clear: () => {
        for (const key of Object.keys(entries)) delete entries[key];
      },
    },
    session,
  );
  return entries;
}

/** The stored session, or null when any part is missing or unreadable. */
export function readSession(store: SessionStore): Session | null {
  const accessToken = store.get('accessToken');
  const idToken = store.get('idToken');
  const refreshToken = store.get('refreshToken');
  const user = readUser(store);
  if (!accessToken || !idToken || !refreshToken || !user) return null;
  try {
    return { accessToken, idToken, refreshToken, user, expiresAt: accessTokenExpiry(accessToken) };
  } catch {
    return null;
  }
}

function readUser(store: SessionStore): SessionUser | null {
  const raw = store.get('user');
  if (!raw) return null;
  try {
    const parsed = v.safeParse(StoredUser, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function writeExternalPortfolioStatus(store: SessionStore, status: ExternalPortfolioStatus): void {
  store.set('mfcStatus', String(status.hasExternalPortfolio));
  store.set('reloadStatus', String(status.reloadLocked));
  if (status.nextReloadDate) store.set('reloadDate', status.nextReloadDate);
  else store.remove('reloadDate');
}

/** What this session already learnt about the external portfolio; null before the first fetch. */
export function readExternalPortfolioStatus(store: SessionStore): ExternalPortfolioStatus | null {
  const mfcStatus = store.get('mfcStatus');
  const reloadStatus = store.get('reloadStatus');
  if (mfcStatus === null || reloadStatus === null) return null;
  return {
    hasExternalPortfolio: mfcStatus === 'true',
    reloadLocked: reloadStatus === 'true',
    nextReloadDate: store.get('reloadDate'),
  };
}

export function rememberEmailToVerify(store: SessionStore, email: string): void {
  store.set('verificationEmail', email);
}

export function emailToVerify(store: SessionStore): string | null {
  return store.get('verificationEmail');
}
