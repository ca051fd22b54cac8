import { useCallback } from 'react';
import { useIdentity, useSessionHandle } from '../../app/session/session-context';

/**
 * Renews the session tokens after an onboarding step (the server moved
 * `custom:user_signup_status` on, and the navbar notice and Create Account follow the token's
 * copy). The session machine takes new tokens only as a new session, which also empties
 * session storage; what the onboarding keeps there (the CKYC name, the nominee data between
 * Nominee Details and the code) is put back. A failed refresh changes nothing: the status
 * catches up at the next scheduled refresh.
 */
export function useRefreshSession(storage: Storage = window.sessionStorage): () => Promise<void> {
  const handle = useSessionHandle();
  const identity = useIdentity();
  return useCallback(async () => {
    try {
      const actor = await handle.actor();
      const current = actor.getSnapshot().context.session;
      if (!current) return;
      const renewed = await identity.refresh({ email: current.user.email, refreshToken: current.refreshToken });
      if (!actor.getSnapshot().matches('signedIn')) return;
      const kept = entriesOf(storage);
      handle.send({ type: 'session.started', session: renewed });
      for (const [key, value] of kept) if (storage.getItem(key) === null) storage.setItem(key, value);
    } catch (error) {
      console.warn('Onboarding: the session could not be refreshed', error);
    }
  }, [handle, identity, storage]);
}

function entriesOf(storage: Storage): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    const value = key === null ? null : storage.getItem(key);
    if (key !== null && value !== null) entries.push([key, value]);
  }
  return entries;
}
