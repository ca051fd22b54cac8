import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  ORDER_FAILED_DEFAULT,
  type OrderScheme,
  orderFailureMessage,
  orderMachine,
  type PlacedOrder,
} from '../../machines/order.machine';

const scheme: OrderScheme = {
  fundId: 'INF0A1B01234',
  schemeCode: 'SBEF-DG',
  schemeName: 'Sanchay Bluechip',
  minimumPurchaseAmount: '5000.00',
  maximumPurchaseAmount: '0.00',
  additionalPurchaseAmount: '1000.00',
  sipDetails: {
    minInstAmt: '500.00',
    maxInstAmt: null,
    multiplierAmt: '100.00',
    sipMultiplierAmount: null,
    defaultDate: null,
  },
};

function start(type: 'LUMP_SUM' | 'SIP', today = new Date(2026, 10, 22)) {
  const machine = orderMachine.provide({
    actors: { placeOrder: fromPromise(() => new Promise<PlacedOrder>(() => {})) },
  });
  return createActor(machine, { input: { type, scheme, email: 'a@b.in', today, mandateId: 'MND-1' } }).start();
}

describe('order machine rules', () => {
  it("shows the server's message, else the default (000 §8)", () => {
    expect(orderFailureMessage({ body: { code: 'X', message: 'Scheme closed for purchase' } })).toBe(
      'Scheme closed for purchase',
    );
    expect(orderFailureMessage({ body: { code: 'X', message: '  ' } })).toBe(ORDER_FAILED_DEFAULT);
    expect(orderFailureMessage(new TypeError('Failed to fetch'))).toBe(
      'An error occurred during the transaction. Please try again.',
    );
    expect(orderFailureMessage(undefined)).toBe(ORDER_FAILED_DEFAULT);
  });

  it('keeps digits only in the amount and shows its message once touched', () => {
    const actor = start('LUMP_SUM');
    actor.send({ type: 'amount.changed', value: '4,0a00' });
    expect(actor.getSnapshot().context.amount).toBe('4000');
    actor.send({ type: 'order.invest' });
    expect(actor.getSnapshot().value).toBe('amountForm');
    actor.send({ type: 'amount.added', amount: 100000 });
    expect(actor.getSnapshot().context.amount).toBe('104000');
    actor.send({ type: 'order.invest' });
    expect(actor.getSnapshot().value).toBe('placing');
  });

  it('defaults the SIP day to today when the scheme has none, and needs consent', () => {
    const actor = start('SIP');
    expect(actor.getSnapshot().context.sipDay).toBe(22);
    actor.send({ type: 'amount.changed', value: '1500' });
    actor.send({ type: 'order.invest' });
    expect(actor.getSnapshot().value).toBe('amountForm');
    actor.send({ type: 'consent.changed', checked: true });
    actor.send({ type: 'order.invest' });
    expect(actor.getSnapshot().value).toBe('placing');
  });

  it('leaves the SIP day empty on the 29th to 31st, and resets when the type changes', () => {
    const actor = start('SIP', new Date(2026, 9, 30));
    expect(actor.getSnapshot().context.sipDay).toBeNull();
    actor.send({ type: 'sipDay.changed', day: 12 });
    actor.send({ type: 'amount.changed', value: '900' });
    actor.send({ type: 'orderType.changed', orderType: 'LUMP_SUM' });
    expect(actor.getSnapshot().context).toMatchObject({ type: 'LUMP_SUM', amount: '', sipDay: null, consent: false });
  });
});
