/**
 * The plan-change machine's generated paths (tests/machines/plan-change.paths.test.tsx walks the
 * same ones in happy-dom) driven through My Investments in the built app: the verified demo
 * investor's SIP is skipped, or cancelled with a reason where the path asks for one. The server
 * answers for real: the e-mailed code skips or cancels, a wrong code is refused with the attempts
 * left and the stage stays for another try, and once the sandbox clock has moved on 11 minutes the
 * change has lapsed with its code and the code is refused for good. Requesting the change is held at the page's edge
 * (e2e/support/held-requests.ts) so the requesting stage can be seen; a failed request is a
 * dropped connection, which no sandbox partner makes.
 */
import type { Locator, Page } from '@playwright/test';
import { planChangeMachine } from '../../machines/plan-change.machine';
import { planChangeSpecTable } from '../../machines/plan-change.spec-table';
import { LAPSED_REMARK } from '../../server/orders/lapsing';
import { planChangeMessages as text } from '../../src/features/plans/messages';
import { maskEmailKeepingDomain } from '../../src/lib/mask-email';
import { type A11y, expect, type Sandbox } from '../fixtures';
import { HeldRequests } from '../support/held-requests';
import { describeBrowserPaths } from '../support/model-paths';
import { latestCode, signedInAt, VERIFIED, wrongCode, wrongCodeMessage } from '../support/path-session';

const MASKED = maskEmailKeepingDomain(VERIFIED);
const REASON = 'Not comfortable with market volatility';

interface PlanChangeSut {
  page: Page;
  a11y: A11y;
  sandbox: Sandbox;
  transaction: 'PAUSE' | 'CANCEL';
  /** POST /plans/{planId}/{type}/{transaction}, held until a step says how it ends. */
  requesting: HeldRequests;
  /** The wrong code's message the validation stage shows; empty when none. */
  refusal: string;
  failure: string;
  wrongCodes: number;
}

const dialogOf = (sut: PlanChangeSut) => sut.page.getByRole('dialog');
const button = (sut: PlanChangeSut, name: string) => dialogOf(sut).getByRole('button', { name, exact: true });
const mainButton = (sut: PlanChangeSut) => button(sut, sut.transaction === 'PAUSE' ? text.skip : text.proceed);
const codeForm = (sut: PlanChangeSut) => dialogOf(sut).getByRole('form', { name: text.codeForm });
const otpField = (sut: PlanChangeSut) => codeForm(sut).getByLabel(/^OTP/);
/** The demo investor's SIP card: the first card that offers Skip. */
const sipCard = (sut: PlanChangeSut): Locator =>
  sut.page
    .getByRole('listitem')
    .filter({ has: sut.page.getByRole('button', { name: text.skip, exact: true }) })
    .first();

describeBrowserPaths({
  name: 'plan-change',
  machine: planChangeMachine,
  spec: planChangeSpecTable,
  setup: async (fixtures, path) => {
    const { page, a11y, sandbox } = fixtures;
    await signedInAt(fixtures, '/myInvestment');
    await expect(page.getByRole('tab', { name: 'SIP', exact: true })).toHaveAttribute('aria-selected', 'true');
    // A SIP cancel where the path asks for a reason; a skip otherwise.
    const asksReason = path.steps.some(
      (step) => step.eventKey === 'reason.changed' || (step.eventKey === 'change.submit' && step.case === 'else'),
    );
    const sut: PlanChangeSut = {
      page,
      a11y,
      sandbox,
      transaction: asksReason ? 'CANCEL' : 'PAUSE',
      requesting: await HeldRequests.on(
        page,
        'plan change',
        (request) =>
          request.method() === 'POST' &&
          /^\/api\/us\/plans\/\d+\/[A-Z]+\/[A-Z]+$/.test(new URL(request.url()).pathname),
      ),
      refusal: '',
      failure: '',
      wrongCodes: 0,
    };
    await expect(sipCard(sut)).toBeVisible();
    return sut;
  },
  states: {
    closed: async (sut) => {
      await expect(dialogOf(sut)).toHaveCount(0);
      await expect(sipCard(sut).getByRole('button', { name: 'Cancel', exact: true })).toBeVisible();
      await sut.a11y.check('plan change path: cards');
    },
    open: async (sut) => {
      await expect(dialogOf(sut)).toBeVisible();
      await expect(dialogOf(sut).getByRole('heading', { name: text.title('SIP', sut.transaction) })).toBeVisible();
    },
    'open.confirming': async (sut) => {
      if (sut.transaction === 'PAUSE') {
        await expect(dialogOf(sut).getByText(text.skipQuestion)).toBeVisible();
      } else {
        await expect(
          dialogOf(sut).getByRole('radiogroup', { name: new RegExp(text.sipCancelQuestion.replace('?', '\\?')) }),
        ).toBeVisible();
        await expect(dialogOf(sut).getByRole('radio', { name: REASON })).toBeVisible();
      }
      await expect(mainButton(sut)).toBeEnabled();
      await sut.a11y.check(`plan change path: confirming ${sut.transaction}`);
    },
    'open.requesting': async (sut) => {
      // The request has left the page (held) and the stage waits for it.
      const request = await sut.requesting.waiting();
      expect(new URL(request.url()).pathname).toMatch(new RegExp(`/SIP/${sut.transaction}$`));
      await expect(mainButton(sut)).toBeDisabled();
    },
    'open.validation': async (sut) => {
      await expect(codeForm(sut)).toBeVisible();
      await expect(codeForm(sut).getByText(`${text.codePrompt} ${MASKED}`, { exact: true })).toBeVisible();
      await expect(otpField(sut)).toHaveAttribute('maxlength', '6');
      await expect(button(sut, text.back)).toBeEnabled();
      await expect(button(sut, 'Resend OTP')).toBeDisabled();
      if (sut.refusal) {
        // A wrong code with attempts left: the server's message, and the field empty for the next try.
        await expect(codeForm(sut).getByRole('alert')).toHaveText(sut.refusal);
        await expect(otpField(sut)).toHaveValue('');
      } else {
        await expect(codeForm(sut).getByRole('alert')).toHaveCount(0);
      }
      await sut.a11y.check('plan change path: validation');
    },
    'open.succeeded': async (sut) => {
      const heading = sut.transaction === 'PAUSE' ? text.skipped('SIP') : text.cancelled('SIP');
      await expect(dialogOf(sut).getByRole('heading', { name: heading })).toBeVisible();
      await expect(dialogOf(sut)).toContainText(
        sut.transaction === 'PAUSE' ? text.skippedBody : text.cancelledBody('SIP'),
      );
      await expect(dialogOf(sut)).toContainText(/Order reference:\s*OS-\d{2,}/);
      await sut.a11y.check(`plan change path: ${heading}`);
    },
    'open.failed': async (sut) => {
      await expect(dialogOf(sut).getByRole('heading', { name: text.failedHeading })).toBeVisible();
      await expect(dialogOf(sut).getByRole('alert')).toHaveText(sut.failure);
      await sut.a11y.check('plan change path: failed');
    },
  },
  events: {
    'change.opened': async (sut) => {
      await sipCard(sut)
        .getByRole('button', { name: sut.transaction === 'PAUSE' ? text.skip : 'Cancel', exact: true })
        .click();
    },
    'reason.changed': (sut) => dialogOf(sut).getByRole('radio', { name: REASON }).check(),
    'change.submit': async (sut, step) => {
      if (step.case === 'else') {
        await expect(dialogOf(sut).getByRole('radio', { checked: true })).toHaveCount(0);
        await mainButton(sut).click();
        await expect(dialogOf(sut).getByRole('radiogroup')).toHaveAccessibleDescription(text.reasonRequired);
        return;
      }
      if (sut.transaction === 'CANCEL') await dialogOf(sut).getByRole('radio', { name: REASON }).check();
      await mainButton(sut).click();
    },
    'done.requestChange': async (sut) => {
      await sut.requesting.release();
      sut.refusal = '';
    },
    'error.requestChange': async (sut) => {
      // No message from the server: the request's default text.
      sut.failure = text.requestFailed;
      await sut.requesting.fail();
    },
    'done.codeEntry': async (sut) => {
      // Verify without six digits stays on the stage.
      await otpField(sut).fill('12');
      await button(sut, 'Verify').click();
      await expect(otpField(sut)).toHaveAccessibleDescription('Enter all 6 digits of the OTP.');
      await otpField(sut).fill(await latestCode(sut.sandbox));
      await button(sut, 'Verify').click();
    },
    'error.codeEntry': () => {
      throw new Error('unused: the code entry never fails, it tells the machine a code was refused');
    },
    'code.refused': async (sut, step) => {
      const code = await latestCode(sut.sandbox);
      if (step.case === 'hasAttemptsLeft') {
        sut.wrongCodes += 1;
        sut.refusal = wrongCodeMessage(5 - sut.wrongCodes);
        await otpField(sut).fill(wrongCode(code));
        await button(sut, 'Verify').click();
        return;
      }
      // Nothing more to try: 11 minutes on the sandbox clock, the change lapsed with its code.
      await sut.sandbox.advanceClock({ minutes: 11 });
      sut.failure = LAPSED_REMARK;
      await otpField(sut).fill(code);
      await button(sut, 'Verify').click();
    },
    'step.previous': (sut) => button(sut, text.back).click(),
    'dialog.close': async (sut) => {
      await sut.requesting.dropAll();
      await dialogOf(sut).getByRole('button', { name: text.closeLabel }).click();
      await expect(dialogOf(sut)).toHaveCount(0);
      sut.failure = '';
      sut.refusal = '';
    },
  },
});
