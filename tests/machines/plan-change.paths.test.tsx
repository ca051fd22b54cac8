// @vitest-environment happy-dom
/**
 * Every path of the plan-change machine through the rendered cards and skip/cancel modal: the
 * confirm stage (a SIP skip, a SIP cancel with its reasons, an STP cancel), the shared code entry
 * with its 60-s resend lock to the millisecond, a wrong code while attempts remain (the message,
 * the field cleared, another try), success and failure, with every call settled by the test.
 */
import { act, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { planChangeMachine } from '../../machines/plan-change.machine';
import { planChangePathContext } from '../../machines/plan-change.spec-table';
import { FLOW_OTP_RESEND_SECONDS } from '../../machines/shared/flow-otp';
import { ApiRequestError } from '../../src/api/client';
import { planKeys } from '../../src/api/plans';
import {
  cardActions,
  dialog,
  inDialog,
  MASKED_EMAIL,
  otpField,
  type PlanCardsSut,
  renderPlanCards,
  SIP,
  STP,
  viewOf,
} from '../features/plans/harness';
import { flush } from '../support/clock';
import { describeModelPaths } from '../support/model';
import { type PathTrace, traceOf, tracing } from '../support/model/path-trace';
import { namedButton } from '../support/named-button';

const ORDER_ID = 77;

/** The cards and modal, with the change the path opens and the SIP cancel reason chosen (null: none). */
type Sut = PlanCardsSut & { trace: PathTrace; reason: string | null; resendTried: boolean };

/** The SIP cancel reasons a path picks, by code and label; each pick changes the choice. */
const REASONS = {
  NCMV: 'Not comfortable with market volatility',
  IDIE: 'I have decided to invest elsewhere',
} as const;

const button = (name: string | RegExp) => namedButton(dialog(), name);
const mainButton = (sut: Sut) => button(sut.transaction === 'PAUSE' ? 'Skip' : 'Proceed');
const needsReason = (sut: Sut) => sut.current.type === 'SIP' && sut.transaction === 'CANCEL';

/** Replaces the code in one change, pasted over it (typing it is several times slower). */
async function typeCode(sut: Sut, value: string) {
  await sut.user.tripleClick(otpField());
  await sut.user.paste(value);
}

/** Enters the whole code and presses Verify. */
async function sendCode(sut: Sut) {
  await typeCode(sut, '123456');
  expect(otpField()).toHaveValue('123456');
  await sut.user.click(button('Verify'));
  expect((await sut.code.next('verifyCode')).input).toEqual({
    code: '123456',
    payload: { orderId: String(ORDER_ID), type: sut.current.type, transaction: sut.transaction },
  });
}

async function settle(run: () => Promise<void>) {
  await act(run);
  await flush();
}

// Typed here: the traced executors (tracing) hide the handles' type from inference.
describeModelPaths<typeof planChangeMachine, Sut>({
  name: 'plan-change',
  machine: planChangeMachine,
  paths: 'pairs',
  // Each Skip or Cancel opens the change the path goes on with (machines/plan-change.spec-table.ts).
  setup: async (path): Promise<Sut> => ({
    ...(await renderPlanCards([viewOf(SIP), viewOf(STP)])),
    trace: traceOf(planChangePathContext, path),
    reason: null,
    resendTried: false,
  }),
  states: {
    closed: () => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(cardActions(SIP.schemeName).getByRole('button', { name: 'Skip' })).toBeEnabled();
    },
    open: (sut) => {
      expect(dialog()).toBeVisible();
      const title = sut.transaction === 'PAUSE' ? `Skip ${sut.current.type} installment` : `Cancel ${sut.current.type}`;
      expect(screen.getByRole('heading', { name: title })).toBeVisible();
    },
    'open.confirming': (sut) => {
      expect(inDialog().getByText(sut.current.schemeName)).toBeVisible();
      if (sut.transaction === 'PAUSE') {
        expect(inDialog().getByText('Are you sure you want to skip the next installment?')).toBeVisible();
      } else if (needsReason(sut)) {
        const reasons = inDialog().getByRole('radiogroup', { name: /Choose the reason to cancel the SIP\?/ });
        expect(reasons).toBeVisible();
        expect(
          inDialog()
            .getAllByRole('radio')
            .map((radio) => radio.getAttribute('value')),
        ).toEqual(['GA', 'IDIE', 'NCMV', 'SNP', 'OTH']);
        // Opened afresh no reason is chosen; a chosen one stays (Back included).
        expect(
          inDialog()
            .getAllByRole<HTMLInputElement>('radio')
            .filter((radio) => radio.checked)
            .map((radio) => radio.value),
        ).toEqual(sut.reason ? [sut.reason] : []);
      } else {
        expect(inDialog().getByText(`→ ${STP.toSchemeName}`)).toBeVisible();
        expect(inDialog().getByText('Are you sure you want to cancel the STP?')).toBeVisible();
      }
      expect(mainButton(sut)).toBeEnabled();
    },
    'open.requesting': async (sut) => {
      expect(mainButton(sut)).toBeDisabled();
      expect((await sut.plan.next('requestChange')).input).toEqual({
        type: sut.current.type,
        planId: sut.current.id,
        transaction: sut.transaction,
        reason: needsReason(sut) ? sut.reason : null,
      });
    },
    'open.validation': (sut) => {
      expect(screen.getByRole('form', { name: 'Verify the change' })).toBeVisible();
      expect(inDialog().getByText(MASKED_EMAIL)).toBeVisible();
      expect(otpField()).toHaveAttribute('maxlength', '6');
      expect(button('Back')).toBeEnabled();
      // One second off the 60-s resend lock for every whole second since the stage opened.
      expect(button('Resend OTP')).toBeDisabled();
      expect(inDialog().getByTestId('resend-time-left')).toHaveTextContent(
        `in ${FLOW_OTP_RESEND_SECONDS - Math.floor((Date.now() - sut.codeShownAt) / 1000)} seconds`,
      );
      if (sut.refusal) {
        // A wrong code with attempts left: the server's message, and the field empty for the next try.
        expect(inDialog().getByRole('alert')).toHaveTextContent(sut.refusal);
        expect(otpField()).toHaveValue('');
        expect(button('Verify')).toBeEnabled();
      } else {
        expect(inDialog().queryByRole('alert')).not.toBeInTheDocument();
      }
    },
    'open.succeeded': (sut) => {
      const heading = `${sut.current.type} ${sut.transaction === 'PAUSE' ? 'Skipped' : 'Cancelled'}`;
      expect(inDialog().getByRole('heading', { name: heading })).toBeVisible();
      expect(inDialog().getByText(sut.current.schemeName)).toBeVisible();
      expect(dialog()).toHaveTextContent('Your next installment will not be debited.');
      expect(dialog()).toHaveTextContent(`Order reference: OS-${ORDER_ID}`);
      expect(sut.invalidated).toContainEqual(planKeys.all);
    },
    'open.failed': (sut) => {
      expect(inDialog().getByRole('heading', { name: 'failed !' })).toBeVisible();
      expect(inDialog().getByRole('alert')).toHaveTextContent(sut.failure);
    },
  },
  events: tracing({
    'change.opened': async (sut: Sut) => {
      const [type, transaction] = sut.trace.value.split(' ');
      sut.current = type === 'STP' ? STP : SIP;
      sut.transaction = transaction === 'PAUSE' ? 'PAUSE' : 'CANCEL';
      sut.reason = null;
      const actions = cardActions(sut.current.schemeName);
      await sut.user.click(actions.getByRole('button', { name: sut.transaction === 'PAUSE' ? 'Skip' : 'Cancel' }));
      await flush();
    },
    'reason.changed': async (sut: Sut) => {
      sut.reason = sut.reason === 'NCMV' ? 'IDIE' : 'NCMV';
      await sut.user.click(inDialog().getByRole('radio', { name: REASONS[sut.reason as keyof typeof REASONS] }));
    },
    'change.submit': async (sut: Sut, step) => {
      if (step.case === 'else') {
        await sut.user.click(mainButton(sut));
        expect(inDialog().getByRole('radiogroup')).toHaveAccessibleDescription(
          'Please select a reason for cancellation.',
        );
        return;
      }
      await sut.user.click(mainButton(sut));
    },
    'done.requestChange': async (sut: Sut) => {
      await settle(() => sut.plan.resolve('requestChange', { orderId: ORDER_ID }));
      sut.codeShownAt = Date.now();
      sut.refusal = '';
    },
    'error.requestChange': async (sut: Sut) => {
      // No message from the server: the request's default text.
      sut.failure = 'An error occurred during the transaction. Please try again.';
      await settle(() => sut.plan.reject('requestChange', new TypeError('Failed to fetch')));
    },
    'done.codeEntry': async (sut: Sut) => {
      if (!sut.resendTried) {
        // Once a path (the 60 s take sixty renders): Verify without six digits stays on the stage;
        // Resend is locked to the last millisecond of the 60 s, and a failed resend is said inline.
        sut.resendTried = true;
        // Only digits are kept.
        await typeCode(sut, '1a2');
        expect(otpField()).toHaveValue('12');
        await sut.user.click(button('Verify'));
        expect(otpField()).toHaveAccessibleDescription('Enter all 6 digits of the OTP.');
        await act(() => vi.advanceTimersByTimeAsync(sut.codeShownAt + FLOW_OTP_RESEND_SECONDS * 1000 - 1 - Date.now()));
        expect(button('Resend OTP')).toBeDisabled();
        await act(() => vi.advanceTimersByTimeAsync(1));
        await sut.user.click(button('Resend OTP'));
        expect((await sut.resend.next('sendCode')).input).toEqual({
          orderId: String(ORDER_ID),
          type: sut.current.type,
          transaction: sut.transaction,
        });
        await settle(() => sut.resend.reject('sendCode', new TypeError('Failed to fetch')));
        expect(inDialog().getByRole('alert')).toHaveTextContent(
          'An error occurred during the transaction. Please try again.',
        );
      }
      await sendCode(sut);
      await settle(() => sut.code.resolve('verifyCode', { orderId: ORDER_ID, status: 'COMPLETED' }));
    },
    'error.codeEntry': () => {
      throw new Error('unused: the code entry never fails, it tells the machine a code was refused');
    },
    'code.refused': async (sut: Sut, step) => {
      await sendCode(sut);
      if (step.case === 'hasAttemptsLeft') {
        sut.refusal = 'The OTP you entered is incorrect. 4 attempts left.';
        await settle(() =>
          sut.code.reject('verifyCode', new ApiRequestError(422, { code: 'OTP_INVALID', message: sut.refusal })),
        );
        return;
      }
      // The last attempt (or an expired code): nothing more to try with this code.
      sut.failure = 'Too many incorrect attempts. Please resend the OTP.';
      await settle(() =>
        sut.code.reject(
          'verifyCode',
          new ApiRequestError(422, { code: 'OTP_ATTEMPTS_EXCEEDED', message: sut.failure }),
        ),
      );
    },
    'step.previous': (sut: Sut) => sut.user.click(button('Back')),
    'dialog.close': async (sut: Sut) => {
      await sut.user.click(button('Close this window'));
      await flush();
      sut.failure = '';
      sut.refusal = '';
      sut.reason = null;
    },
  }),
});
