import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import type { VerificationEffects } from '../../api/verification';
import { useSessionHandle, useSessionStore } from '../../app/session/session-context';

/**
 * The app's side of verification: the bank page replaces the app in this tab; the ELOG page
 * goes into a window opened on the click (browsers block windows opened later); verification
 * turning active stores the status, and it or any other change of the account on the server (a
 * mandate decided at the bank) renews the session (its token then carries the server's signup
 * status, so the navbar's icon and notice follow) and drops cached account reads.
 */
export function useVerificationEffects(): VerificationEffects & { openElogWindow: () => boolean } {
  const handle = useSessionHandle();
  const store = useSessionStore();
  const queryClient = useQueryClient();
  const elogWindow = useRef<Window | null>(null);
  return useMemo(() => {
    const refreshAccount = () => {
      handle.send({ type: 'session.refresh' });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
    };
    return {
      openElogWindow: () => {
        elogWindow.current = window.open('', '_blank');
        return elogWindow.current !== null;
      },
      openElogPage: (url) => {
        const opened = elogWindow.current;
        if (!opened) return;
        opened.opener = null;
        opened.location.href = url;
      },
      discardElogWindow: () => {
        elogWindow.current?.close();
        elogWindow.current = null;
      },
      openBankPage: (url) => window.location.assign(url),
      markVerified: () => {
        store.set('isActive', 'true');
        refreshAccount();
      },
      refreshAccount,
    };
  }, [handle, store, queryClient]);
}
