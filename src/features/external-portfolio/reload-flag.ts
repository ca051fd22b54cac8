/**
 * The reload flag (000 §4.5 "The reload flag is set in session storage after a successful fetch,
 * and the PAN flow is skipped when it is set"). It lives in session storage with the rest of the
 * session and goes with it on logout or expiry.
 */
const RELOAD_FLAG_KEY = 'externalPortfolioFetched';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function isReloadFlagSet(storage: FlagStorage = window.sessionStorage): boolean {
  return storage.getItem(RELOAD_FLAG_KEY) === 'true';
}

export function setReloadFlag(storage: FlagStorage = window.sessionStorage): void {
  storage.setItem(RELOAD_FLAG_KEY, 'true');
}
