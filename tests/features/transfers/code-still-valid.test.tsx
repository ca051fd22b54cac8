// @vitest-environment happy-dom
/**
 * A switch, STP or SWP placed again within 10 minutes is answered with the order placed then and
 * no new code (`otp` STILL_VALID, server/transfers/outflow-orders.ts): the OTP step says the code
 * sent then is still valid, in the words and the component buying and redemption use (issue 26).
 */
import { describe, expect, it } from 'vitest';
import type { SwpRules } from '../../../domain/transfer-wizards';
import { switchMachine } from '../../../machines/switch.machine';
import { swpMachine } from '../../../machines/swp.machine';
import { SwitchWizard } from '../../../src/features/transfers/switch-wizard';
import { SwpWizard } from '../../../src/features/transfers/swp-wizard';
import { createDeferredActors } from '../../support/model';
import {
  button,
  childActors,
  EMAIL,
  HOLDINGS,
  MASKED_EMAIL,
  main,
  ORDER_ID,
  renderWizard,
  retype,
  settle,
  TARGET_PAGE,
  TODAY,
  typeStartDate,
} from './harness';

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

const stillValid = (what: string) =>
  `You asked for this ${what} a few minutes ago. The OTP we sent then to ${MASKED_EMAIL} is still valid: please enter it.`;

async function placeSwp(otp: 'SENT' | 'STILL_VALID') {
  const children = childActors();
  const own = createDeferredActors(swpMachine, ['placeSwp']);
  const sut = await renderWizard('/swp', () => (
    <SwpWizard
      holdings={HOLDINGS}
      rules={RULES}
      email={EMAIL}
      today={TODAY}
      createActors={() => ({ ...own.actors, ...children.actors }) as never}
    />
  ));
  await sut.user.click(button('Next'));
  await typeStartDate(sut.user, '01/12/2026');
  await retype(sut.user, main().getByRole('textbox', { name: 'Amount (₹)' }), '1000');
  await retype(sut.user, main().getByRole('textbox', { name: 'No of Installment' }), '6');
  await sut.user.click(button('Next'));
  await sut.user.click(button('Confirm'));
  await own.next('placeSwp');
  await settle(() => own.resolve('placeSwp', { orderId: ORDER_ID, otp }));
}

describe('the OTP step of a transfer placed again within 10 minutes', () => {
  it('SWP: says the code sent then is still valid, and asks for no other', async () => {
    await placeSwp('STILL_VALID');
    expect(main().getByText(stillValid('SWP'))).toBeVisible();
    expect(main().queryByText('Please enter the 6-digit OTP sent to')).not.toBeInTheDocument();
    expect(main().getByLabelText(/^OTP/)).toHaveAttribute('type', 'password');
  });

  it('SWP: a new code reads as sent', async () => {
    await placeSwp('SENT');
    expect(main().getByText('Please enter the 6-digit OTP sent to')).toBeVisible();
    expect(main().queryByText(/is still valid/)).not.toBeInTheDocument();
  });

  it('Switch: says the code sent then is still valid', async () => {
    const children = childActors();
    const own = createDeferredActors(switchMachine, ['placeSwitch']);
    const sut = await renderWizard('/switch', () => (
      <SwitchWizard
        holdings={HOLDINGS}
        email={EMAIL}
        createActors={() => ({ ...own.actors, ...children.actors }) as never}
      />
    ));
    await sut.user.click(button('Next'));
    await retype(sut.user, main().getByRole('textbox', { name: 'Amount (₹)' }), '5000');
    await sut.user.click(button('Next'));
    await settle(() => children.targets.resolve('loadTargets', TARGET_PAGE));
    await sut.user.click(main().getByRole('radio', { name: /Sanchay Liquid Fund/ }));
    await sut.user.click(button('Next'));
    await sut.user.click(button('Confirm'));
    await own.next('placeSwitch');
    await settle(() => own.resolve('placeSwitch', { orderId: ORDER_ID, otp: 'STILL_VALID' }));
    expect(main().getByText(stillValid('switch'))).toBeVisible();
  });
});
