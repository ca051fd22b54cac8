/**
 * The SWP machine's Amount step messages (001 §5): they show once Next finds the plan wanting,
 * and a plan that passed leaves none behind. Back from Review keeps the plan, and an edit made
 * after it is checked again only at the next Next, as on the first visit.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { SwpRules } from '../../domain/transfer-wizards';
import { listedFolios } from '../../machines/shared/transfer-choice-steps';
import { swpFormErrors, swpMachine } from '../../machines/swp.machine';
import { HOLDINGS, TODAY } from '../features/transfers/harness';

const RULES: SwpRules = {
  status: 'ACTIVE',
  minInstAmt: '500.00',
  maxInstAmt: '100000.00',
  minInstNumbers: 2,
  maxInstNumbers: 60,
  multiplierAmt: '100.00',
  minGap: 0,
  maxGap: 30,
};

function start() {
  return createActor(swpMachine, {
    input: { ...listedFolios(HOLDINGS), rules: RULES, email: 'a@b.in', today: TODAY },
  }).start();
}

describe('the SWP machine’s Amount step messages', () => {
  it('shows none for an edit after Back from Review until Next is pressed again', () => {
    const actor = start();
    const messages = () => swpFormErrors(actor.getSnapshot().context);
    actor.send({ type: 'step.next' });
    expect(messages()).toEqual({});
    actor.send({ type: 'step.next' });
    expect(messages()).toMatchObject({ amount: 'Please enter an amount.' });

    actor.send({ type: 'startDate.changed', date: new Date(2026, 11, 1) });
    actor.send({ type: 'amount.changed', value: '1000' });
    actor.send({ type: 'instalments.changed', value: '6' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toEqual({ review: 'reading' });

    actor.send({ type: 'step.previous' });
    actor.send({ type: 'instalments.changed', value: '1' });
    expect(messages()).toEqual({});
    actor.send({ type: 'step.next' });
    expect(messages()).toEqual({ instalments: 'The number of installments must be at least 2.' });
  });
});
