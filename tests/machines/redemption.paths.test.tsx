// @vitest-environment happy-dom
/**
 * Every path of the redemption machine through the rendered dialog: the folio list with its lock
 * states, the details form with redeem-all and the units rules, the OTP step with the shared
 * resend countdown (60 s under fake timers, to the millisecond), SUCCESS and ERROR, with every
 * call settled by the test.
 */
import { act, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { redemptionMachine } from '../../machines/redemption.machine';
import { FLOW_OTP_RESEND_SECONDS } from '../../machines/shared/flow-otp';
import { ApiRequestError } from '../../src/api/client';
import { wholeNumberMessages } from '../../src/components/whole-number-input';
import {
  button,
  FUND_ID,
  inDialog,
  MASKED_EMAIL,
  ORDER_ID,
  otpField,
  type RedemptionSut,
  redeemAllBox,
  renderRedemptionDialog,
  reopen,
  SCHEME_NAME,
  settle,
  unitsField,
} from '../features/redemption/harness';
import { flush } from '../support/clock';
import { describeModelPaths } from '../support/model';

const INSUFFICIENT = 'Insufficient quantity in the selected folio. Please choose another folio.';

const folioRadio = (folio: string) =>
  inDialog().getByRole<HTMLInputElement>('radio', { name: new RegExp(`^Folio ${folio}`) });

async function typeUnits(sut: RedemptionSut, value: string) {
  await sut.user.clear(unitsField());
  if (value) await sut.user.type(unitsField(), value);
}

/** Un-ticks redeem-all when it is on: the units field opens with the folio's free whole units. */
async function ensureUnitsEditable(sut: RedemptionSut) {
  if (redeemAllBox().checked) await sut.user.click(redeemAllBox());
  expect(unitsField()).toBeEnabled();
}

async function typeOtp(sut: RedemptionSut, value: string) {
  await sut.user.clear(otpField());
  if (value) await sut.user.type(otpField(), value);
}

/** Types the whole OTP (a seventh character is not taken) and presses Verify: Processing shows. */
async function confirmWithOtp(sut: RedemptionSut) {
  await typeOtp(sut, 'a1b2c3d');
  expect(otpField()).toHaveValue('a1b2c3');
  await sut.user.click(button('Verify'));
  expect(inDialog().getByRole('status')).toHaveTextContent('Processing...');
  expect((await sut.code.next('verifyCode')).input).toEqual({
    code: 'a1b2c3',
    payload: { orderId: String(ORDER_ID), fundId: FUND_ID },
  });
}

const currentStep = () =>
  inDialog().getByRole('list', { name: 'Redemption steps' }).querySelector('[aria-current="step"]');

describeModelPaths({
  name: 'redemption',
  machine: redemptionMachine,
  paths: 'pairs',
  setup: () => renderRedemptionDialog(),
  states: {
    folio: () => {
      expect(screen.getByRole('heading', { name: `Redeem ${SCHEME_NAME}` })).toBeVisible();
      expect(currentStep()).toHaveTextContent('FOLIO');
      // Highest current value first; the fully locked folio reads 'Locked' and cannot be chosen.
      expect(
        inDialog()
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(['2002/22', '3003/33', '1001/11']);
      expect(folioRadio('2002/22')).toHaveAccessibleDescription(
        'Current value ₹30,025.00 · 300.2500 units Available ₹20,025.00 (₹10,000.00 still under lock-in)',
      );
      expect(folioRadio('3003/33')).toBeDisabled();
      expect(folioRadio('3003/33')).toHaveAccessibleName(/Locked/);
      expect(folioRadio('1001/11')).toBeEnabled();
      expect(button('Redeem')).toBeEnabled();
    },
    details: () => {
      expect(screen.getByRole('form', { name: 'Redemption details' })).toBeVisible();
      expect(currentStep()).toHaveTextContent('DETAILS');
      expect(inDialog().getByText(/^Units you can redeem: /)).toBeVisible();
      expect(button('Submit')).toBeEnabled();
      expect(button('Back')).toBeEnabled();
      // The units can be typed only with redeem-all off.
      expect(unitsField()).toHaveProperty('disabled', redeemAllBox().checked);
    },
    placing: async (sut) => {
      expect(button('Submit')).toBeDisabled();
      expect((await sut.redemption.next('placeRedemption')).input).toEqual({
        fundId: FUND_ID,
        folio: '2002/22',
        quantity: sut.quantity,
      });
    },
    otp: (sut) => {
      expect(screen.getByRole('form', { name: 'Confirm your redemption' })).toBeVisible();
      expect(currentStep()).toHaveTextContent('OTP');
      expect(inDialog().getByText(MASKED_EMAIL, { exact: false })).toHaveTextContent(
        sut.otpNotice === 'SENT'
          ? `Please enter the 6-digit OTP sent to ${MASKED_EMAIL}`
          : `You asked for this redemption a few minutes ago. The OTP we sent then to ${MASKED_EMAIL} is still valid: please enter it.`,
      );
      expect(otpField()).toHaveAttribute('type', 'password');
      expect(otpField()).toHaveAttribute('maxlength', '6');
      expect(button('Back')).toBeEnabled();
      expect(button('Verify')).toBeEnabled();
      // One second off the 60-s resend lock for every whole second since the OTP step opened.
      expect(button('Resend OTP')).toBeDisabled();
      expect(inDialog().getByTestId('resend-time-left')).toHaveTextContent(
        `in ${FLOW_OTP_RESEND_SECONDS - Math.floor((Date.now() - sut.otpShownAt) / 1000)} seconds`,
      );
    },
    success: () => {
      expect(inDialog().getByRole('heading', { name: 'Redemption placed' })).toBeVisible();
      expect(inDialog().getByText(`OS-${ORDER_ID}`)).toBeVisible();
      expect(inDialog().getByRole('link', { name: 'View in Order Status' })).toHaveAttribute('href', '/orderstatus');
      expect(button('Done')).toBeEnabled();
    },
    error: (sut) => {
      expect(inDialog().getByRole('heading', { name: 'failed !' })).toBeVisible();
      expect(inDialog().getByRole('alert')).toHaveTextContent(sut.failure);
      expect(button('Close')).toBeEnabled();
      expect(button('Retry')).toBeEnabled();
    },
  },
  events: {
    'folio.selected': async (sut) => {
      // The locked folio cannot be chosen; the partly locked one can.
      await sut.user.click(folioRadio('3003/33'));
      expect(folioRadio('3003/33')).not.toBeChecked();
      await sut.user.click(folioRadio('2002/22'));
      expect(folioRadio('2002/22')).toBeChecked();
    },
    'folio.confirm': async (sut, step) => {
      if (step.case === 'hasFolio') {
        if (!folioRadio('2002/22').checked) await sut.user.click(folioRadio('2002/22'));
        await sut.user.click(button('Redeem'));
        // Every visit to DETAILS starts with redeem-all on and the units cleared.
        expect(redeemAllBox()).toBeChecked();
        expect(unitsField()).toHaveValue('');
        return;
      }
      expect(inDialog().queryByRole('radio', { checked: true })).not.toBeInTheDocument();
      await sut.user.click(button('Redeem'));
      expect(inDialog().getByText('Please select a folio before proceeding.')).toBeVisible();
    },
    'redeemAll.changed': async (sut) => {
      const wasOn = redeemAllBox().checked;
      await sut.user.click(redeemAllBox());
      if (wasOn) {
        // The folio's free units: 300.25 held less 100 locked, whole units.
        expect(unitsField()).toHaveValue('200');
        expect(unitsField()).toBeEnabled();
      } else {
        expect(unitsField()).toHaveValue('');
        expect(unitsField()).toBeDisabled();
      }
    },
    'units.changed': async (sut) => {
      await ensureUnitsEditable(sut);
      // Issue 26: the point and the fraction typed after it are refused, never joined: 12, not 125.
      await typeUnits(sut, '12a.5');
      expect(unitsField()).toHaveValue('12');
      expect(unitsField()).toHaveAccessibleDescription(new RegExp(wholeNumberMessages.units));
    },
    'redemption.submit': async (sut, step) => {
      if (step.case === 'isRedeemable') {
        if (redeemAllBox().checked) {
          sut.quantity = '0.0000';
        } else {
          await typeUnits(sut, '25');
          sut.quantity = '25.0000';
        }
        await sut.user.click(button('Submit'));
        return;
      }
      const placed = sut.redemption.calls('placeRedemption').length;
      await ensureUnitsEditable(sut);
      await typeUnits(sut, '');
      await sut.user.click(button('Submit'));
      expect(unitsField()).toHaveAccessibleDescription(/Please enter the units to redeem\./);
      await typeUnits(sut, '9');
      expect(unitsField()).toHaveAccessibleDescription(/The minimum redemption quantity is 10 units\./);
      // More than the 200 free units: 001 §5's text, on Submit only.
      await typeUnits(sut, '201');
      expect(inDialog().queryByText(INSUFFICIENT)).not.toBeInTheDocument();
      await sut.user.click(button('Submit'));
      expect(inDialog().getByRole('alert')).toHaveTextContent(INSUFFICIENT);
      expect(sut.redemption.calls('placeRedemption')).toHaveLength(placed);
    },
    'step.previous': (sut) => sut.user.click(button('Back')),
    'done.placeRedemption': async (sut) => {
      // A redemption placed again (Retry) answers the same order with the earlier code.
      sut.otpNotice = sut.redemption.calls('placeRedemption').length > 1 ? 'STILL_VALID' : 'SENT';
      await settle(() => sut.redemption.resolve('placeRedemption', { orderId: ORDER_ID, otp: sut.otpNotice }));
      sut.otpShownAt = Date.now();
    },
    'error.placeRedemption': async (sut) => {
      sut.failure = INSUFFICIENT;
      await settle(() =>
        sut.redemption.reject(
          'placeRedemption',
          new ApiRequestError(422, { code: 'INSUFFICIENT_UNITS', message: sut.failure }),
        ),
      );
    },
    'done.codeEntry': async (sut) => {
      await typeOtp(sut, '12');
      await sut.user.click(button('Verify'));
      expect(otpField()).toHaveAccessibleDescription('The OTP has 6 characters.');
      await typeOtp(sut, '');
      await sut.user.click(button('Verify'));
      expect(otpField()).toHaveAccessibleDescription('Please enter the OTP.');
      await confirmWithOtp(sut);
      await settle(() => sut.code.resolve('verifyCode', { orderId: ORDER_ID, status: 'IN_PROGRESS' }));
    },
    'error.codeEntry': () => {
      throw new Error('unused: the code entry never fails, it tells the redemption a code was refused');
    },
    'code.refused': async (sut) => {
      await confirmWithOtp(sut);
      // 001 §4.3: any failure goes to ERROR, with the server's message (the default text when
      // there is none is the placing failure's business, redemption.machine.test.ts).
      sut.failure = 'The OTP you entered is incorrect. 4 attempts left.';
      await settle(() =>
        sut.code.reject('verifyCode', new ApiRequestError(422, { code: 'OTP_INVALID', message: sut.failure })),
      );
    },
    'otp.resendFailed': async (sut) => {
      const resend = () => button('Resend OTP');
      // Locked until the last millisecond of the 60 s, open exactly at their end.
      await act(() => vi.advanceTimersByTimeAsync(sut.otpShownAt + FLOW_OTP_RESEND_SECONDS * 1000 - 1 - Date.now()));
      expect(resend()).toBeDisabled();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(resend()).toBeEnabled();
      await sut.user.click(resend());
      expect((await sut.resend.next('sendCode')).input).toEqual({ orderId: String(ORDER_ID), fundId: FUND_ID });
      sut.failure = 'OTP limit reached. Please try again later.';
      await settle(() =>
        sut.resend.reject('sendCode', new ApiRequestError(429, { code: 'LIMIT', message: sut.failure })),
      );
    },
    'redemption.retry': (sut) => sut.user.click(button('Retry')),
    'dialog.close': async (sut) => {
      const closesBefore = sut.record.closes;
      const panelButton = inDialog().queryByRole('button', { name: /^(Close|Done)$/ });
      await sut.user.click(panelButton ?? button('Close redemption'));
      await flush();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(sut.record.closes).toBe(closesBefore + 1);
      await reopen(sut);
    },
  },
});
