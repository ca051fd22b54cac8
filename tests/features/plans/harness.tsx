/**
 * Renders plan cards with the skip/cancel modal the way My Investments wires them (session, query
 * client, Mantine, the page's plan-change machine), with every call of the machine and its code
 * entry settled by the test.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import { type PlanSummary, planChangeMachine } from '../../../machines/plan-change.machine';
import { codeEntryMachine } from '../../../machines/shared/code-entry.machine';
import { resendCountdownMachine } from '../../../machines/shared/resend-countdown.machine';
import { SessionProvider } from '../../../src/app/session/session-context';
import { createSessionHandle } from '../../../src/app/session/session-handle';
import { webSessionStore } from '../../../src/app/session/session-storage';
import { PlanCard } from '../../../src/features/plans/plan-card';
import { PlanChangeModal } from '../../../src/features/plans/plan-change-modal';
import type { PlanView } from '../../../src/features/plans/plan-view';
import { usePlanChange } from '../../../src/features/plans/use-plan-change';
import { FakeIdentityProvider } from '../../api/identity/fake-identity-provider';
import { flush } from '../../support/clock';
import { createDeferredActors } from '../../support/model';

export const EMAIL = 'ravi.kumar@example.in';
export const MASKED_EMAIL = 'ra********@example.in';
/** Sunday 22 November 2026, local time. */
export const TODAY = new Date(2026, 10, 22);

export const SIP: PlanSummary = {
  type: 'SIP',
  id: 11,
  status: 'ACTIVE',
  amount: '5000.00',
  schemeName: 'Sanchay Bluechip Fund - Growth',
  toSchemeName: null,
  fundId: 'INF0A1B01234',
  pausedCount: 0,
  pauseModificationCount: 2,
  pauseFlag: true,
  pauseEnabled: true,
  cancelEnabled: true,
};

export const STP: PlanSummary = {
  type: 'STP',
  id: 21,
  status: 'ACTIVE',
  amount: '2000.00',
  schemeName: 'Sanchay Liquid Fund - Growth',
  toSchemeName: 'Sanchay Flexi Cap Fund - Growth',
  fundId: 'INF0A1B05678',
  pausedCount: 0,
  pauseModificationCount: null,
  pauseFlag: false,
  pauseEnabled: false,
  cancelEnabled: true,
};

export function viewOf(summary: PlanSummary, extra: Partial<Omit<PlanView, 'summary'>> = {}): PlanView {
  return {
    summary,
    loading: false,
    dueDate: '2026-11-25',
    openEnded: false,
    nextAmount: summary.type === 'SIP' ? summary.amount : null,
    stepUp: null,
    nextStepUpDate: null,
    ...extra,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

export async function renderPlanCards(views: readonly PlanView[]) {
  vi.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const plan = createDeferredActors(planChangeMachine, ['requestChange']);
  const code = createDeferredActors(codeEntryMachine, ['verifyCode']);
  const resend = createDeferredActors(resendCountdownMachine, ['sendCode']);
  const createActors = () => ({
    ...plan.actors,
    codeEntry: codeEntryMachine.provide({
      actors: { ...code.actors, resendCountdown: resendCountdownMachine.provide({ actors: resend.actors }) },
    }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidated: unknown[] = [];
  const invalidate = queryClient.invalidateQueries.bind(queryClient);
  queryClient.invalidateQueries = (filters, options) => {
    invalidated.push(filters?.queryKey);
    return invalidate(filters, options);
  };

  function Host() {
    const actor = usePlanChange(createActors);
    return (
      <ul>
        {views.map((view) => (
          <PlanCard
            key={view.summary.id}
            view={view}
            today={TODAY}
            onSkip={() => actor.send({ type: 'change.opened', plan: view.summary, transaction: 'PAUSE' })}
            onCancel={() => actor.send({ type: 'change.opened', plan: view.summary, transaction: 'CANCEL' })}
          />
        ))}
        <PlanChangeModal actor={actor} />
      </ul>
    );
  }

  const now = Math.floor(Date.now() / 1000);
  render(
    <MantineProvider env="test">
      <SessionProvider
        value={{
          actor: createSessionHandle({
            signedIn: true,
            user: { email: EMAIL, exp: now + 3600, iat: now },
            externalPortfolio: null,
          }),
          identity: new FakeIdentityProvider(),
          store: webSessionStore(window.sessionStorage),
        }}
      >
        <QueryClientProvider client={queryClient}>
          <Host />
        </QueryClientProvider>
      </SessionProvider>
    </MantineProvider>,
  );
  await flush();
  return {
    user,
    plan,
    code,
    resend,
    invalidated,
    /** The plan and change the open modal is about. */
    current: SIP,
    transaction: 'PAUSE' as 'PAUSE' | 'CANCEL',
    /** The error stage's expected text. */
    failure: '',
    /** The validation stage's refusal of a wrong code while attempts remain ('' when none shows). */
    refusal: '',
    /** When the validation stage's resend lock started. */
    codeShownAt: 0,
  };
}

export type PlanCardsSut = Awaited<ReturnType<typeof renderPlanCards>>;

export const dialog = () => screen.getByRole('dialog');
export const inDialog = () => within(dialog());
export const otpField = () => inDialog().getByLabelText(/^OTP/);
/** The actions of one card, found by its scheme. */
export const cardActions = (scheme: string) =>
  within(screen.getByRole('group', { name: new RegExp(`^Actions for ${scheme}`) }));
