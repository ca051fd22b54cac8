/**
 * The external portfolio import as the dashboard modal shows it (000 §2.2, §2.7): the flow with
 * the user service's calls, the session's reload flag, and, once the portfolio is fetched, the
 * session's external-portfolio status fetched again and the portfolio page.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { externalPortfolioMachine } from '../../../machines/external-portfolio.machine';
import { externalPortfolioActors, subjectOf } from '../../api/external-portfolio';
import { config } from '../../app/config';
import { useSessionHandle, useSessionStore } from '../../app/session/session-context';
import { readSession } from '../../app/session/session-storage';
import { ExternalPortfolioFlow } from './external-portfolio-flow';
import { isReloadFlagSet, setReloadFlag } from './reload-flag';

interface ExternalPortfolioDashboardFlowProps {
  /** The flow ended with the portfolio fetched (it goes on to the portfolio page): the flag's end. */
  onEnd: () => void;
  /** Closed before the portfolio was shown: the dashboard modal closes, and the flag ends with it. */
  onClose: () => void;
}

export function ExternalPortfolioDashboardFlow({ onEnd, onClose }: ExternalPortfolioDashboardFlowProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useSessionHandle();
  const store = useSessionStore();
  const machine = useMemo(
    () =>
      externalPortfolioMachine.provide({
        actors: externalPortfolioActors(queryClient, subjectOf(readSession(store)?.accessToken ?? '')),
      }),
    [queryClient, store],
  );
  const fetched = useCallback(() => {
    setReloadFlag();
    onEnd();
    session.send({ type: 'session.externalPortfolioChanged' });
    void navigate({ to: '/portfolio' });
  }, [onEnd, session, navigate]);
  return (
    <ExternalPortfolioFlow
      machine={machine}
      reloadFlag={isReloadFlagSet()}
      supportPhone={config.brand.supportPhone}
      onFetched={fetched}
      onClose={onClose}
    />
  );
}
