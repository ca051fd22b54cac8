// @vitest-environment happy-dom
/**
 * Promised units are promised (issue 26 item 2): the redemption dialog offers only what is
 * neither under lock-in nor promised to redemptions, switches and STP/SWP instalments in
 * progress (the holding's `pendingQuantity`). A folio whose every free unit is promised cannot
 * be chosen; DETAILS' 'Units you can redeem', the units field and Submit's check leave the
 * promised units out, so the next request is not refused with 'Insufficient quantity…'.
 */
import { describe, expect, it } from 'vitest';
import { formatUnits } from '../../../src/lib/format';
import { button, HOLDINGS, inDialog, redeemAllBox, renderRedemptionDialog, unitsField } from './harness';

/** 1001/11's 40 units all promised; 53.9 of 2002/22's 200.25 free units promised. */
const PROMISED = HOLDINGS.map((holding) => {
  if (holding.folio === '1001/11') return { ...holding, pendingQuantity: '40.0000' };
  if (holding.folio === '2002/22') return { ...holding, pendingQuantity: '53.9000' };
  return holding;
});

describe('a fund with units promised to orders in progress', () => {
  it('cannot choose a folio whose every free unit is promised, and says why', async () => {
    await renderRedemptionDialog(PROMISED);
    const folio = inDialog().getByRole('radio', { name: /^Folio 1001\/11/ });
    expect(folio).toBeDisabled();
    expect(folio).toHaveAccessibleDescription(/Every free unit is promised to orders in progress\./);
    expect(inDialog().getByRole('radio', { name: /^Folio 2002\/22/ })).toHaveAccessibleDescription(
      /53\.9000 units promised to orders in progress/,
    );
  });

  it('offers in DETAILS the free units less the promised ones, and refuses more on Submit', async () => {
    const sut = await renderRedemptionDialog(PROMISED);
    await sut.user.click(inDialog().getByRole('radio', { name: /^Folio 2002\/22/ }));
    await sut.user.click(button('Redeem'));
    expect(inDialog().getByText(`Units you can redeem: ${formatUnits('146.3500')}`)).toBeVisible();
    await sut.user.click(redeemAllBox());
    expect(unitsField()).toHaveValue('146');
    await sut.user.clear(unitsField());
    await sut.user.type(unitsField(), '147');
    await sut.user.click(button('Submit'));
    expect(inDialog().getByRole('alert')).toHaveTextContent(
      'Insufficient quantity in the selected folio. Please choose another folio.',
    );
    await sut.user.clear(unitsField());
    await sut.user.type(unitsField(), '146');
    await sut.user.click(button('Submit'));
    expect((await sut.redemption.next('placeRedemption')).input).toMatchObject({ quantity: '146.0000' });
  });
});
