// @vitest-environment happy-dom
/**
 * A daily STP says what will move (issue 26 item 4): the server runs it every business day until
 * it is cancelled or the folio runs out (server/transfers/instalments.ts), so the amount step,
 * the summary band and Review give the amount per instalment and that rule, never 'No of
 * Installment 0' or the one instalment as 'Total Amount'. The spec's labels stay verbatim.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StpOutOption } from '../../../domain/transfer-wizards';
import { stpMachine } from '../../../machines/stp.machine';
import { StpWizard } from '../../../src/features/transfers/stp-wizard';
import { createDeferredActors } from '../../support/model';
import {
  button,
  childActors,
  chooseOption,
  EMAIL,
  HOLDINGS,
  main,
  renderWizard,
  retype,
  settle,
  TARGET_PAGE,
  TODAY,
  typeStartDate,
} from './harness';

const option = (frequency: StpOutOption['frequency']): StpOutOption => ({
  frequency,
  outMinInstAmt: '500.00',
  outMaxInstAmt: '100000.00',
  minInstNumbers: 6,
  maxInstNumbers: 120,
  regOut: 'Y',
  status: true,
  outMultiplierAmt: '100.00',
});

async function renderStp() {
  const children = childActors();
  const own = createDeferredActors(stpMachine, ['placeStp']);
  const sut = await renderWizard('/stp', () => (
    <StpWizard
      holdings={HOLDINGS}
      options={[option('DAILY'), option('MONTHLY')]}
      email={EMAIL}
      today={TODAY}
      createActors={() => ({ ...own.actors, ...children.actors }) as never}
    />
  ));
  return { ...sut, children };
}

/** Review's rows as label → value. */
function rowsOf(table: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    within(table)
      .getAllByRole('row')
      .map((row) => [row.querySelector('th')?.textContent ?? '', row.querySelector('td')?.textContent ?? '']),
  );
}

describe('a daily STP (issue 26 item 4)', () => {
  it('gives the amount per instalment and says it runs every business day until cancelled or the folio runs out', async () => {
    const sut = await renderStp();
    await sut.user.click(button('Next'));
    await chooseOption(sut.user, 'Frequency', 'Daily');
    await typeStartDate(sut.user, '30/11/2026');
    await retype(sut.user, main().getByRole('textbox', { name: 'Amount (₹)' }), '500');

    const instalments = main().getByRole('textbox', { name: 'No of Installment' });
    expect(instalments).toHaveValue('0');
    expect(instalments).toBeDisabled();
    expect(instalments).toHaveAccessibleDescription(
      'A daily STP has no set number of instalments: it runs every business day until you cancel it or the folio runs out.',
    );
    expect(main().getByText('₹500.00 every business day until you cancel it or the folio runs out')).toBeVisible();
    expect(main().queryByText('Total ₹500.00')).not.toBeInTheDocument();
    const band = main().getByRole('region', { name: 'Summary' });
    expect(within(band).getByText('No of Installment').nextSibling).toHaveTextContent('Open-ended');

    await sut.user.click(button('Next'));
    await settle(() => sut.children.targets.resolve('loadTargets', TARGET_PAGE));
    await sut.user.click(main().getByRole('radio', { name: /Sanchay Liquid Fund/ }));
    await sut.user.click(button('Next'));

    expect(rowsOf(main().getByRole('table', { name: 'Review' }))).toEqual({
      'From scheme': 'Sanchay Bluechip Fund - Growth',
      'Folio No': '222/2',
      Frequency: 'Daily',
      'STP Date': '30/11/2026',
      'No of Installment': 'Open-ended',
      'Selected Amount': '₹500.00 per instalment',
      'Total Amount': '₹500.00 every business day until you cancel it or the folio runs out',
      'To scheme': 'Sanchay Liquid Fund - Growth',
    });
    expect(screen.queryByText('₹500.00', { exact: true })).not.toBeInTheDocument();
  });

  it('keeps the count and the total of a plan with a number of instalments', async () => {
    const sut = await renderStp();
    await sut.user.click(button('Next'));
    await chooseOption(sut.user, 'Frequency', 'Monthly');
    await typeStartDate(sut.user, '30/11/2026');
    await retype(sut.user, main().getByRole('textbox', { name: 'Amount (₹)' }), '1000');
    await retype(sut.user, main().getByRole('textbox', { name: 'No of Installment' }), '6');
    expect(main().getByText('Total ₹6,000.00')).toBeVisible();
    await sut.user.click(button('Next'));
    await settle(() => sut.children.targets.resolve('loadTargets', TARGET_PAGE));
    await sut.user.click(main().getByRole('radio', { name: /Sanchay Liquid Fund/ }));
    await sut.user.click(button('Next'));
    expect(rowsOf(main().getByRole('table', { name: 'Review' }))).toMatchObject({
      'No of Installment': '6',
      'Selected Amount': '₹1,000.00',
      'Total Amount': '₹6,000.00',
    });
  });
});
