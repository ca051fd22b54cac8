// @vitest-environment happy-dom
/**
 * Promised units are promised in the wizards too (issue 26 item 2): the Folio step leaves the
 * units a holding has promised to orders in progress out of the amount it offers, and a folio
 * with nothing else left is disabled and says so; unticking switch-all offers what is left and
 * says that every free unit goes, the trade date's NAV deciding the final amount (item 1).
 */
import { describe, expect, it } from 'vitest';
import { switchMachine } from '../../../machines/switch.machine';
import { SwitchWizard } from '../../../src/features/transfers/switch-wizard';
import { createDeferredActors } from '../../support/model';
import { button, childActors, EMAIL, holding, main, renderWizard } from './harness';

/** 111/1 has every unit promised; 222/2 has ₹15,000.00 of its ₹50,000.00 promised. */
const HOLDINGS = [
  { ...holding('111/1', '60000.00'), pendingQuantity: '600.0000' },
  { ...holding('222/2', '50000.00'), pendingQuantity: '150.0000' },
];

async function renderSwitch() {
  const children = childActors();
  const own = createDeferredActors(switchMachine, ['placeSwitch']);
  const sut = await renderWizard('/switch', () => (
    <SwitchWizard
      holdings={HOLDINGS}
      email={EMAIL}
      createActors={() => ({ ...own.actors, ...children.actors }) as never}
    />
  ));
  return { ...sut, own };
}

describe('the Folio step of a fund with units promised to orders in progress', () => {
  it('disables a folio with every unit promised and offers only what is left of the other', async () => {
    const sut = await renderSwitch();
    const allPromised = main().getByRole('radio', { name: /Folio 111\/1/ });
    expect(allPromised).toBeDisabled();
    expect(allPromised).toHaveAccessibleName(/Every free unit is promised to orders in progress\./);
    const partly = main().getByRole('radio', { name: /Folio 222\/2/ });
    expect(partly).toBeChecked();
    expect(partly).toHaveAccessibleName(/₹35,000\.00 free; the rest is promised to orders in progress/);

    await sut.user.click(button('Next'));
    await sut.user.click(main().getByRole('checkbox', { name: 'Enter the amount to switch' }));
    expect(main().getByRole('textbox', { name: 'Amount (₹)' })).toHaveValue('35000');
    expect(
      main().getByText(
        'Every free unit of this folio will be switched, ₹35,000.00 at the last NAV; the NAV of the day it trades decides the final amount.',
      ),
    ).toBeVisible();
  });
});
