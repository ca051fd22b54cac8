/**
 * The dashboard modal (000 §2.2, §2.7, §4.2, §4.5): which modal the Dashboard shows. Its address
 * asks for one: `openModal` (the verification notice's 'click here', Get Portfolio, the order
 * modal's mandate link, the end of onboarding) opens the verification status modal, or the
 * external portfolio import when Get Portfolio set the external-flow flag; `status` and
 * `message` (the bank's return after a mandate authorisation) open the mandate result modal.
 * The bank's answer wins when both are there: it is what the investor came back for.
 *
 * The flag stays in session storage (it has to outlive the navigation from the navbar to the
 * Dashboard); the app reads it and hands its value over (`input.externalFlow` when the Dashboard
 * opens, `modal.open`'s `externalFlow` while it is shown), and the machine decides. The app
 * supplies `closeModal` (drop the request from the address) and `endExternalFlow` (clear the
 * flag): closing the import does both; the import ending with the portfolio only ends the flag
 * (the import goes on to the portfolio page); an address that stops asking (Back) does neither.
 * An ended session closes everything without a navigation of its own, which would race the move
 * to Sign In with error=Expired, and nothing opens after it.
 */
import { setup } from 'xstate';

/** What the Dashboard opened with: its address's request, and the external-flow flag as it was. */
interface DashboardModalInput {
  openModal: boolean;
  externalFlow: boolean;
  mandateReturned: boolean;
}

type DashboardModalEvent =
  /** The address asks for the dashboard modal while the Dashboard is shown; the flag as it is now. */
  | { type: 'modal.open'; externalFlow: boolean }
  /** The bank's return reached the Dashboard while it is shown. */
  | { type: 'mandate.returned' }
  /** The investor closed the modal shown (or it closed itself). */
  | { type: 'modal.close' }
  /** The address no longer asks for the modal shown (Back or Forward in the browser). */
  | { type: 'modal.withdrawn' }
  /** The import ended with the portfolio fetched. */
  | { type: 'externalFlow.ended' }
  | { type: 'session.ended' };

const meta = (description: string, spec = '000 §2.7') => ({ description, spec });

export const dashboardModalMachine = setup({
  types: {
    context: {} as DashboardModalInput,
    events: {} as DashboardModalEvent,
    input: {} as DashboardModalInput,
  },
  guards: {
    mandateReturned: ({ context }) => context.mandateReturned,
    importRequested: ({ context }) => context.openModal && context.externalFlow,
    modalRequested: ({ context }) => context.openModal,
    externalFlowSet: (_, params: { externalFlow: boolean }) => params.externalFlow,
  },
  actions: {
    // Placeholders: the app drops the request from the address, and clears the flag.
    closeModal: () => {},
    endExternalFlow: () => {},
  },
}).createMachine({
  id: 'dashboardModal',
  description: 'Which dashboard modal is shown: verification, the external portfolio import, or the mandate result.',
  context: ({ input }) => input,
  initial: 'opening',
  on: {
    'session.ended': '.sessionEnded',
  },
  states: {
    opening: {
      meta: meta("The Dashboard's address and the external-flow flag decide what opens with it.", '000 §2.2, §2.7'),
      always: [
        { guard: 'mandateReturned', target: 'mandateResult' },
        { guard: 'importRequested', target: 'externalImport' },
        { guard: 'modalRequested', target: 'verification' },
        { target: 'closed' },
      ],
    },
    closed: {
      meta: meta('No dashboard modal: the counters, doughnuts and landing cards.'),
      on: {
        'modal.open': [
          {
            guard: { type: 'externalFlowSet', params: ({ event }) => ({ externalFlow: event.externalFlow }) },
            target: 'externalImport',
          },
          { target: 'verification' },
        ],
        'mandate.returned': 'mandateResult',
      },
    },
    verification: {
      meta: meta('The verification status modal: Verify, Autopay, Nominee & ELOG, Statement Upload.', '000 §2.7, §4.4'),
      on: {
        'modal.close': { target: 'closed', actions: 'closeModal' },
        'modal.withdrawn': 'closed',
      },
    },
    externalImport: {
      meta: meta("The external portfolio import: the PAN modal's steps, then 'Get Your Portfolio'.", '000 §2.2, §4.5'),
      on: {
        'modal.close': { target: 'closed', actions: ['endExternalFlow', 'closeModal'] },
        'externalFlow.ended': { target: 'closed', actions: 'endExternalFlow' },
        // Left by Back: the import is over too, or the next request would open it again.
        'modal.withdrawn': { target: 'closed', actions: 'endExternalFlow' },
      },
    },
    mandateResult: {
      meta: meta("The bank's return: success or failed, the message, bank and masked account, Try again or Done."),
      on: {
        'modal.close': { target: 'closed', actions: 'closeModal' },
        'modal.withdrawn': 'closed',
      },
    },
    sessionEnded: {
      meta: meta('The session ended: no modal, on the way to Sign In with error=Expired.', '000 §4.2'),
      type: 'final',
    },
  },
});
