/**
 * The dashboard modal's machine (machines/dashboard-modal.machine.ts) as the Dashboard runs it:
 * it opens with the address's request and the external-flow flag as they are then, hears of each
 * later change of the request (with the flag as it is by then), and of the session's end. The
 * screen draws the modal the machine says; closing drops the request from the address
 * (`onCloseModal`) and ending the import clears the flag, both when the machine says so.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { dashboardModalMachine } from '../../../machines/dashboard-modal.machine';
import { inspect } from '../../app/inspector';
import { endExternalPortfolioFlow, isExternalPortfolioFlow } from '../../app/session/external-flow';
import { useCloseOnSessionEnd } from '../../app/session/session-context';

interface DashboardModalRequest {
  /** `openModal` (000 §2.2). */
  modalOpen: boolean;
  /** The bank's `status` is in the address (000 §2.7). */
  mandateReturned: boolean;
  /** Drops the request from the address. */
  onCloseModal: () => void;
}

type Request = 'mandate' | 'modal' | null;

export function useDashboardModal({ modalOpen, mandateReturned, onCloseModal }: DashboardModalRequest) {
  // The machine is made once; the close it calls is whatever the route gives now.
  const closeModal = useRef(onCloseModal);
  useEffect(() => {
    closeModal.current = onCloseModal;
  }, [onCloseModal]);
  const [machine] = useState(() =>
    dashboardModalMachine.provide({
      actions: {
        closeModal: () => closeModal.current(),
        endExternalFlow: () => endExternalPortfolioFlow(),
      },
    }),
  );
  const [opening] = useState(() => ({
    openModal: modalOpen,
    mandateReturned,
    externalFlow: isExternalPortfolioFlow(),
  }));
  const actor = useActorRef(machine, { input: opening, inspect });
  const shown = useSelector(actor, (s) => s.value);

  // The machine opened with the request; each change after that is news to it. A new request
  // replaces the one before (Back or Forward between two): the modal of the old one goes first.
  const request: Request = mandateReturned ? 'mandate' : modalOpen ? 'modal' : null;
  const previous = useRef(request);
  useEffect(() => {
    const before = previous.current;
    if (before === request) return;
    previous.current = request;
    if (before !== null) actor.send({ type: 'modal.withdrawn' });
    if (request === 'mandate') actor.send({ type: 'mandate.returned' });
    else if (request === 'modal') actor.send({ type: 'modal.open', externalFlow: isExternalPortfolioFlow() });
  }, [actor, request]);

  // An ended session is on its way to Sign In: the modal goes at once, without a navigation of
  // its own that would race the one to /signin?error=Expired and lose it.
  useCloseOnSessionEnd(useCallback(() => actor.send({ type: 'session.ended' }), [actor]));

  const close = useCallback(() => actor.send({ type: 'modal.close' }), [actor]);
  const importEnded = useCallback(() => actor.send({ type: 'externalFlow.ended' }), [actor]);
  return { shown, close, importEnded };
}
