import { useCallback } from 'react';
import { useSessionHandle } from '../../app/session/session-context';

/**
 * Renews the session tokens after an onboarding step: the server moved
 * `custom:user_signup_status` on, and the navbar notice and Create Account follow the token's
 * copy. The session machine refreshes as it does before expiry; a failed refresh is retried on
 * its usual schedule, so the status catches up then.
 */
export function useRefreshSession(): () => void {
  const handle = useSessionHandle();
  return useCallback(() => handle.send({ type: 'session.refresh' }), [handle]);
}
