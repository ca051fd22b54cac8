// @vitest-environment happy-dom
/**
 * A decimal point never multiplies units (issue 26 item 5): in DETAILS, '1.5' pasted is 1 unit
 * and '12.5' typed is 12, never 15 or 125, with the hint under the field; the units sent are
 * the whole ones shown.
 */
import { describe, expect, it } from 'vitest';
import { wholeNumberMessages } from '../../../src/components/whole-number-input';
import { button, inDialog, redeemAllBox, renderRedemptionDialog, unitsField } from './harness';

async function openDetails() {
  const sut = await renderRedemptionDialog();
  await sut.user.click(inDialog().getByRole('radio', { name: /^Folio 2002\/22/ }));
  await sut.user.click(button('Redeem'));
  await sut.user.click(redeemAllBox());
  await sut.user.clear(unitsField());
  return sut;
}

describe('the units of a redemption (issue 26)', () => {
  it('keeps 1 of a pasted "1.5" and says whole units only', async () => {
    const sut = await openDetails();
    await sut.user.paste('1.5');
    expect(unitsField()).toHaveValue('1');
    expect(unitsField()).toHaveAccessibleDescription(new RegExp(wholeNumberMessages.units));
    expect(inDialog().getByRole('status')).toHaveTextContent(wholeNumberMessages.units);
  });

  it('refuses a typed point and its fraction: "12.5" is 12, and 12 units are what Submit sends', async () => {
    const sut = await openDetails();
    await sut.user.type(unitsField(), '12.5');
    expect(unitsField()).toHaveValue('12');
    expect(inDialog().getByRole('status')).toHaveTextContent(wholeNumberMessages.units);
    await sut.user.click(button('Submit'));
    expect((await sut.redemption.next('placeRedemption')).input).toMatchObject({ quantity: '12.0000' });
  });
});
