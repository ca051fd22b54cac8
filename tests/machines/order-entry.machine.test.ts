/**
 * The order-entry machine's rules on their own (000 §2.5, §6, §8): which dialog each standing
 * opens with what it carries, the way to Sign In, a retry that reads again, and a click while
 * one is being decided.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { InvestorStanding, OrderAction } from '../../domain/order-entry';
import type { OrderScheme } from '../../machines/order.machine';
import { type OrderEntryRequest, orderEntryMachine, type PreparedEntry } from '../../machines/order-entry.machine';

const SCHEME: OrderScheme = {
  fundId: 'INF0A1B01234',
  schemeCode: 'SNCH-BLUE-GR',
  schemeName: 'Sanchay Bluechip Fund - Growth',
  minimumPurchaseAmount: '5000.00',
  maximumPurchaseAmount: '0.00',
  additionalPurchaseAmount: '1000.00',
  sipDetails: null,
};
const TODAY = new Date(2026, 10, 22);

const INVESTOR = { email: 'ravi.kumar@example.in', signupStatus: 'VERIFIED' };
const CLEARED: InvestorStanding = {
  signupStatus: 'VERIFIED',
  mandate: { mandateCfmId: 'MND-7', approvalStatus: 'APPROVED' },
  regStatus: 'ACTIVE',
  approvedStatus: 'ACTIVE',
};

/** An actor whose reads answer `answers` in turn (an Error fails the read). */
function start(answers: Array<InvestorStanding | Error>) {
  const requests: OrderEntryRequest[] = [];
  const signIns: unknown[] = [];
  const actor = createActor(
    orderEntryMachine.provide({
      actors: {
        prepareEntry: fromPromise<PreparedEntry, OrderEntryRequest>(async ({ input }) => {
          requests.push(input);
          const answer = answers.shift();
          if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
          return { standing: answer, today: TODAY, scheme: { ...input.scheme, schemeName: 'As read' } };
        }),
      },
      actions: { goToSignIn: (_, params) => signIns.push(params) },
    }),
  ).start();
  const open = (action: OrderAction, investor: typeof INVESTOR | null = INVESTOR) =>
    actor.send({ type: 'entry.open', action, scheme: SCHEME, investor, returnTo: '/details/INF0A1B01234?x=1' });
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, open, settled, requests, signIns };
}

describe('the order entry (000 §6, §8)', () => {
  it('opens the order modal of the pressed type for a cleared investor, with the mandate, e-mail, day and read scheme', async () => {
    const sut = start([CLEARED]);
    sut.open('SIP');
    expect(sut.actor.getSnapshot().value).toBe('opening');
    expect(sut.requests).toEqual([{ action: 'SIP', scheme: SCHEME, investor: INVESTOR }]);
    await sut.settled();
    const { value, context } = sut.actor.getSnapshot();
    expect(value).toBe('orderModal');
    expect(context.dialog).toEqual({
      kind: 'orderModal',
      type: 'SIP',
      mandateId: 'MND-7',
      email: INVESTOR.email,
      today: TODAY,
    });
    expect(context.scheme).toEqual({ ...SCHEME, schemeName: 'As read' });
  });

  it.each([
    ['SIP', { ...CLEARED, mandate: null }, 'mandateNotApproved'],
    ['SIP', { ...CLEARED, mandate: { mandateCfmId: 'MND-7', approvalStatus: 'UNDER PROCESSING' } }, 'approvalPending'],
    [
      'BUY',
      { ...CLEARED, signupStatus: 'EMAIL_VERIFIED', regStatus: 'IN_PROGRESS', approvedStatus: 'FAILED' },
      'lumpSumNotReady',
    ],
    [
      'BUY',
      {
        ...CLEARED,
        mandate: { mandateCfmId: 'MND-7', approvalStatus: 'WAITING_FOR_MANDATE_APPROVAL' },
        regStatus: 'IN_PROGRESS',
        approvedStatus: 'IN_PROGRESS',
      },
      'approvalPending',
    ],
  ] as const)('a %s for %o shows the mandate modal with the %s text', async (action, standing, notice) => {
    const sut = start([standing]);
    sut.open(action);
    await sut.settled();
    expect(sut.actor.getSnapshot().value).toBe('mandateModal');
    expect(sut.actor.getSnapshot().context.dialog).toEqual({ kind: 'mandateModal', notice });
  });

  it('opens a One-Time order once the registration or the approval is ACTIVE, mandate or not', async () => {
    const sut = start([
      { ...CLEARED, signupStatus: 'BSE_USER_MANDATE_INITIATED', mandate: null, approvedStatus: 'IN_PROGRESS' },
    ]);
    sut.open('BUY');
    await sut.settled();
    expect(sut.actor.getSnapshot().value).toBe('orderModal');
    expect(sut.actor.getSnapshot().context.dialog).toMatchObject({ type: 'LUMP_SUM', mandateId: null });
  });

  it('sends a visitor to Sign In with the pressed button and the way back, reading nothing', () => {
    const sut = start([]);
    sut.open('BUY', null);
    expect(sut.actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(sut.requests).toEqual([]);
    expect(sut.signIns).toEqual([{ action: 'BUY', fundId: SCHEME.fundId, returnTo: '/details/INF0A1B01234?x=1' }]);
  });

  it('reads everything again on Try again after a failed load', async () => {
    const sut = start([new TypeError('Failed to fetch dynamically imported module'), CLEARED]);
    sut.open('BUY');
    await sut.settled();
    expect(sut.actor.getSnapshot().value).toBe('loadFailed');
    sut.actor.send({ type: 'entry.retry' });
    await sut.settled();
    expect(sut.requests).toHaveLength(2);
    expect(sut.actor.getSnapshot().value).toBe('orderModal');
  });

  it('ignores the other button while a click is being decided', async () => {
    const sut = start([CLEARED]);
    sut.open('SIP');
    sut.open('BUY');
    await sut.settled();
    expect(sut.requests.map((request) => request.action)).toEqual(['SIP']);
    expect(sut.actor.getSnapshot().context.dialog).toMatchObject({ type: 'SIP' });
  });

  it('keeps the net-banking notice until dismissed; opening another order ends it', async () => {
    const sut = start([CLEARED, CLEARED]);
    sut.open('BUY');
    await sut.settled();
    sut.actor.send({ type: 'bank.pageOpened', orderId: 42 });
    // The order modal closes right after telling the page.
    sut.actor.send({ type: 'entry.close' });
    expect(sut.actor.getSnapshot().value).toEqual({ ready: 'bankPayment' });
    expect(sut.actor.getSnapshot().context.bankOrderId).toBe(42);
    sut.open('BUY');
    expect(sut.actor.getSnapshot().value).toBe('opening');
    await sut.settled();
    sut.actor.send({ type: 'entry.close' });
    expect(sut.actor.getSnapshot().value).toEqual({ ready: 'idle' });
  });
});
