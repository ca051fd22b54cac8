/**
 * The external-flow flag (000 §2.2 "Choosing it sets the external-flow flag"): Get Portfolio
 * sets it before opening the dashboard modal, so the dashboard continues into the external
 * portfolio import (000 §4.5) instead of stopping at the verification status. It lives in
 * session storage, like the rest of the session, and goes with it on logout or expiry. The key
 * is ours, beside the spec's keys of `session-storage.ts`; the navbar sets it, and the dashboard
 * reads it for its modal's machine (machines/dashboard-modal.machine.ts), which says when it
 * ends, so it belongs to the session rather than to either.
 */
export const EXTERNAL_FLOW_KEY = 'externalFlow';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function startExternalPortfolioFlow(storage: FlagStorage = window.sessionStorage): void {
  storage.setItem(EXTERNAL_FLOW_KEY, 'true');
}

export function isExternalPortfolioFlow(storage: FlagStorage = window.sessionStorage): boolean {
  return storage.getItem(EXTERNAL_FLOW_KEY) === 'true';
}

export function endExternalPortfolioFlow(storage: FlagStorage = window.sessionStorage): void {
  storage.removeItem(EXTERNAL_FLOW_KEY);
}
