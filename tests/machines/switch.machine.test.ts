/**
 * The switch machine's order (issue 26 item 1): switch-all unticked (001 §4.4 "the amount is set
 * to the folio's total") places a whole-folio switch, `allUnits`, so the server switches every
 * unit free at settlement rather than a rupee amount valued at a NAV that may have moved; ticked
 * again, it is an amount the investor types.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { TargetScheme } from '../../domain/transfer-wizards';
import { listedFolios } from '../../machines/shared/transfer-choice-steps';
import type { PlacedTransfer } from '../../machines/shared/transfer-order-steps';
import { type PlaceSwitchInput, switchMachine } from '../../machines/switch.machine';
import { HOLDINGS, target } from '../features/transfers/harness';

const TARGET: TargetScheme = target('INF0A1B09999', 'Sanchay Liquid Fund - Growth');

/** Every placement is recorded and left pending: the machine stays on Review, placing. */
function start() {
  const placed: PlaceSwitchInput[] = [];
  const machine = switchMachine.provide({
    actors: {
      placeSwitch: fromPromise<PlacedTransfer, PlaceSwitchInput>(({ input }) => {
        placed.push(input);
        return new Promise(() => {});
      }),
    },
  });
  const actor = createActor(machine, { input: { ...listedFolios(HOLDINGS), email: 'a@b.in' } }).start();
  return { actor, placed };
}

function placeFrom(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'step.next' });
  actor.send({ type: 'target.selected', target: TARGET });
  actor.send({ type: 'step.next' });
  actor.send({ type: 'order.place' });
}

describe('the switch machine’s order', () => {
  it('switches the whole folio, by its units, when switch-all is unticked', () => {
    const { actor, placed } = start();
    actor.send({ type: 'step.next' });
    actor.send({ type: 'switchAll.changed', checked: false });
    placeFrom(actor);
    expect(placed).toEqual([
      { folio: '222/2', amount: '40000', fromFundId: 'INF0A1B01234', toFundId: TARGET.uniqueNo, allUnits: true },
    ]);
  });

  it('switches the amount typed once switch-all is ticked again', () => {
    const { actor, placed } = start();
    actor.send({ type: 'step.next' });
    actor.send({ type: 'switchAll.changed', checked: false });
    actor.send({ type: 'switchAll.changed', checked: true });
    actor.send({ type: 'amount.changed', value: '5000' });
    placeFrom(actor);
    expect(placed).toEqual([
      { folio: '222/2', amount: '5000', fromFundId: 'INF0A1B01234', toFundId: TARGET.uniqueNo, allUnits: false },
    ]);
  });
});
