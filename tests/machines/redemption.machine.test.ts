import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type PlacedRedemption,
  type PlaceRedemptionInput,
  redemptionMachine,
  unitsMessage,
} from '../../machines/redemption.machine';
import { HOLDINGS } from '../features/redemption/holdings';

/** Every placement is recorded and refused, so the dialog ends on ERROR each time. */
function start(folio: string | null = null) {
  const placed: PlaceRedemptionInput[] = [];
  const machine = redemptionMachine.provide({
    actors: {
      placeRedemption: fromPromise<PlacedRedemption, PlaceRedemptionInput>(async ({ input }) => {
        placed.push(input);
        throw new Error('offline');
      }),
    },
  });
  const actor = createActor(machine, {
    input: { fundId: 'INF0A1B01234', schemeName: 'Sanchay Bluechip', holdings: HOLDINGS, folio, email: 'a@b.in' },
  }).start();
  return { actor, placed };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the redemption machine (001 §4.3)', () => {
  it('opens on FOLIO with the asked-for folio, redeem-all on and no units', () => {
    const { actor } = start('1001/11');
    expect(actor.getSnapshot().value).toBe('folio');
    expect(actor.getSnapshot().context).toMatchObject({ folio: '1001/11', redeemAll: true, units: '' });
  });

  it('ignores a fully locked folio', () => {
    const { actor } = start();
    actor.send({ type: 'folio.selected', folio: '3003/33' });
    expect(actor.getSnapshot().context.folio).toBeNull();
  });

  it('shows the units rules only with redeem-all off and once the units were touched', () => {
    const { actor } = start('2002/22');
    actor.send({ type: 'folio.confirm' });
    expect(unitsMessage(actor.getSnapshot().context)).toBeNull();
    actor.send({ type: 'redeemAll.changed', checked: false });
    expect(actor.getSnapshot().context.units).toBe('200');
    expect(unitsMessage(actor.getSnapshot().context)).toBeNull();
    actor.send({ type: 'units.changed', value: '5' });
    expect(unitsMessage(actor.getSnapshot().context)).toBe('The minimum redemption quantity is 10 units.');
    actor.send({ type: 'redeemAll.changed', checked: true });
    expect(unitsMessage(actor.getSnapshot().context)).toBeNull();
  });

  it('Back to FOLIO and Redeem again opens DETAILS afresh: redeem-all on, no units, no message', () => {
    const { actor } = start('2002/22');
    actor.send({ type: 'folio.confirm' });
    actor.send({ type: 'redeemAll.changed', checked: false });
    actor.send({ type: 'units.changed', value: '5' });
    actor.send({ type: 'redemption.submit' });
    actor.send({ type: 'step.previous' });
    actor.send({ type: 'folio.selected', folio: '1001/11' });
    actor.send({ type: 'folio.confirm' });
    expect(actor.getSnapshot().value).toBe('details');
    expect(actor.getSnapshot().context).toMatchObject({
      redeemAll: true,
      units: '',
      unitsTouched: false,
      insufficient: false,
    });
    expect(unitsMessage(actor.getSnapshot().context)).toBeNull();
  });

  it('Retry places the same redemption again; Close resets to FOLIO with the form cleared', async () => {
    const { actor, placed } = start('2002/22');
    actor.send({ type: 'folio.confirm' });
    actor.send({ type: 'redeemAll.changed', checked: false });
    actor.send({ type: 'units.changed', value: '25' });
    actor.send({ type: 'redemption.submit' });
    await settled();
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.failure).toBe('An error occurred during the transaction. Please try again.');
    actor.send({ type: 'redemption.retry' });
    await settled();
    expect(placed).toEqual([
      { fundId: 'INF0A1B01234', folio: '2002/22', quantity: '25.0000' },
      { fundId: 'INF0A1B01234', folio: '2002/22', quantity: '25.0000' },
    ]);
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('folio');
    expect(actor.getSnapshot().context).toMatchObject({
      folio: null,
      redeemAll: true,
      units: '',
      orderId: null,
      failure: null,
    });
  });
});
