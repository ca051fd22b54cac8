// @vitest-environment happy-dom
/**
 * One way to validate (issue 27 item 5), on the screen: the redemption dialog, given the units
 * the API test sends the server (tests/support/outflow-refusals.ts), shows under the units the
 * message the domain schema gives for them and the folio on screen.
 */
import { describe, expect, it } from 'vitest';
import { type RedemptionHolding, redemptionUnitsSchema, unitRules } from '../../../domain/redemption';
import { firstError } from '../../../domain/validate';
import { BAD_UNITS, REDEMPTION_LIMITS } from '../../support/outflow-refusals';
import { button, HOLDINGS, redeemAllBox, renderRedemptionDialog, unitsField } from './harness';

/** One folio of 500 free units, under the limits the API test sets. */
const FOLIO: RedemptionHolding = {
  ...(HOLDINGS[0] as RedemptionHolding),
  ...REDEMPTION_LIMITS,
  quantity: '500.0000',
  currentValue: '50000.00',
};

describe('the redemption dialog shows the domain schema’s message for the units the API refuses', () => {
  it.each(BAD_UNITS)('%s', async (_name, units) => {
    const sut = await renderRedemptionDialog([FOLIO]);
    await sut.user.click(button('Redeem'));
    await sut.user.click(redeemAllBox());
    await sut.user.clear(unitsField());
    await sut.user.type(unitsField(), units);
    await sut.user.click(button('Submit'));
    const message = firstError(redemptionUnitsSchema(unitRules(FOLIO)), units);
    expect(message).not.toBeNull();
    expect(unitsField()).toHaveAccessibleDescription(expect.stringContaining(message ?? ''));
  });
});
