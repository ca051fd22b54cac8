/**
 * The switch machine's generated paths (tests/machines/switch.paths.test.tsx walks the same ones
 * in happy-dom) driven through the built Switch wizard: the verified demo investor switches from
 * the equity fund held in both demo folios to the first scheme of its fund house that allows it.
 * The server answers for real (the e-mailed code, a wrong one refused with the attempts left, the
 * same switch placed again answering the earlier one). Placing is held at the page's edge
 * (e2e/support/held-requests.ts) so Review's placing can be seen; a failed placement is a dropped
 * connection, which no sandbox partner makes. Next on the Folio step with no folio chosen needs
 * every folio locked: that path opens the wizard for the demo ELSS fund, still in its lock-in.
 *
 * Confirm's 10-second countdown runs on the page's clock, paused as soon as Confirm shows so the
 * countdown cannot end before its state is asserted; the redirect step runs it out.
 */
import type { Page } from '@playwright/test';
import { switchMachine } from '../../machines/switch.machine';
import { switchSpecTable } from '../../machines/switch.spec-table';
import { DEMO_FOLIOS } from '../../server/holdings/demo-holdings';
import { wholeNumberMessages } from '../../src/components/whole-number-input';
import {
  amountMessages,
  confirmMessages,
  folioMessages,
  frameMessages,
  otpMessages,
  reviewMessages,
  stepButtons,
  summaryMessages,
  targetMessages,
  wizardTitles,
} from '../../src/features/transfers/messages';
import { maskEmailFirstCharacter } from '../../src/lib/mask-email';
import { type A11y, expect, type Sandbox } from '../fixtures';
import { HeldRequests } from '../support/held-requests';
import { describeBrowserPaths } from '../support/model-paths';
import { latestCode, signedInAt, VERIFIED, wrongCode, wrongCodeMessage } from '../support/path-session';

const FOLIO = DEMO_FOLIOS[0];
const OTHER_FOLIO = DEMO_FOLIOS[1];
/** What every switch asks for; the same switch placed again answers the earlier one. */
const AMOUNT = '5000';
const MASKED = maskEmailFirstCharacter(VERIFIED);
const DEFAULT_FAILURE = reviewMessages.fallback;
const STEPS = 6;

interface SwitchSut {
  page: Page;
  a11y: A11y;
  sandbox: Sandbox;
  /** POST /orders/migrate/{type}, held until a step says how it ends. */
  placing: HeldRequests;
  /** What Review's alert says after a failed placement; empty when it shows none. */
  failure: string;
  otpNotice: 'SENT' | 'STILL_VALID';
  /** The switch is placed and awaits its code: placing it again answers it. */
  awaitingCode: boolean;
  wrongCodes: number;
  outcome: 'SUCCESS' | 'FAILED';
  redirected: boolean;
}

const main = (sut: SwitchSut) => sut.page.locator('main');
const button = (sut: SwitchSut, name: string) => main(sut).getByRole('button', { name, exact: true });
const stepLabel = (sut: SwitchSut) => sut.page.getByTestId('wizard-step');
const switchAllBox = (sut: SwitchSut) => main(sut).getByRole('checkbox', { name: amountMessages.switchAll });
const amountField = (sut: SwitchSut) => main(sut).getByRole('textbox', { name: amountMessages.amount });
const folioRadio = (sut: SwitchSut, folio: string) =>
  main(sut).getByRole('radio', { name: new RegExp(`^${folioMessages.folio(folio)}`) });
const schemes = (sut: SwitchSut) => main(sut).getByRole('radiogroup', { name: targetMessages.listLabel });

async function expectStep(sut: SwitchSut, step: number): Promise<void> {
  await expect(stepLabel(sut)).toHaveText(frameMessages.step(step, STEPS));
}

/** The amount field open for typing: switch-all ticked. */
async function ensureAmountTyped(sut: SwitchSut): Promise<void> {
  if (!(await switchAllBox(sut).isChecked())) await switchAllBox(sut).check();
  await expect(amountField(sut)).toBeEnabled();
}

/** The first scheme the list lets the investor choose, chosen. */
async function chooseTarget(sut: SwitchSut): Promise<void> {
  const allowed = schemes(sut).getByRole('radio', { disabled: false }).first();
  await expect(allowed).toBeVisible();
  await allowed.check();
  await expect(allowed).toBeChecked();
}

/** The demo fund whose Actions button matches, as the portfolio names it. */
async function fundIdOf(page: Page, actions: RegExp): Promise<string> {
  await page.getByRole('button', { name: actions }).first().click();
  const details = await page.getByRole('menuitem', { name: 'Details' }).getAttribute('href');
  await page.keyboard.press('Escape');
  const fundId = /\/details\/([A-Z0-9]{12})$/.exec(details ?? '')?.[1];
  if (!fundId) throw new Error(`No fund behind ${actions}`);
  return fundId;
}

/**
 * The page's clock stops a second on (time moves on while the page is asked for it, and the
 * clock goes only forward): Confirm's countdown then waits for the redirect step.
 */
async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

async function enterCode(sut: SwitchSut, code: string): Promise<void> {
  await main(sut).getByLabel(/^OTP/).fill(code);
  await button(sut, 'Verify').click();
  await expect(
    main(sut).getByRole('heading', {
      name: sut.outcome === 'SUCCESS' ? confirmMessages.success : confirmMessages.failed,
    }),
  ).toBeVisible();
  await pauseClock(sut.page);
}

describeBrowserPaths({
  name: 'switch',
  machine: switchMachine,
  spec: switchSpecTable,
  setup: async (fixtures, path) => {
    const { page, a11y, sandbox } = fixtures;
    await signedInAt(fixtures, '/portfolio');
    const [first] = path.steps;
    // Next with no folio chosen: only where every folio is locked, the demo ELSS fund's.
    const fund =
      first?.eventKey === 'step.next' && first.case === 'else'
        ? await fundIdOf(page, /^Actions for .*(Tax|ELSS)/i)
        : await fundIdOf(page, /^Actions for .*Banking/);
    await page.goto(`/switch?fundId=${fund}`);
    await expect(page.getByRole('heading', { level: 1, name: wizardTitles.SWITCH })).toBeVisible();
    const sut: SwitchSut = {
      page,
      a11y,
      sandbox,
      placing: await HeldRequests.on(
        page,
        'switch',
        (request) =>
          request.method() === 'POST' && /^\/api\/us\/orders\/migrate\/[^/]+$/.test(new URL(request.url()).pathname),
      ),
      failure: '',
      otpNotice: 'SENT',
      awaitingCode: false,
      wrongCodes: 0,
      outcome: 'SUCCESS',
      redirected: false,
    };
    return sut;
  },
  states: {
    folio: async (sut) => {
      await expectStep(sut, 1);
      await expect(main(sut).getByRole('heading', { name: folioMessages.heading })).toBeVisible();
      await expect(main(sut).getByRole('region', { name: summaryMessages.label })).toBeVisible();
      await expect(sut.page.getByRole('button', { name: frameMessages.portfolio, exact: true })).toBeVisible();
      await sut.a11y.check('switch path: folio');
    },
    amount: async (sut) => {
      await expectStep(sut, 2);
      await expect(switchAllBox(sut)).toBeAttached();
      await expect(main(sut).getByText(/^Minimum ₹[\d,]+\.\d{2}, maximum ₹[\d,]+\.\d{2}/)).toBeVisible();
      await sut.a11y.check('switch path: amount');
    },
    targets: async (sut) => {
      await expectStep(sut, 3);
      await expect(main(sut).getByRole('heading', { name: targetMessages.heading })).toBeVisible();
      await expect(schemes(sut).getByRole('radio').first()).toBeVisible();
      await sut.a11y.check('switch path: targets');
    },
    review: async (sut) => {
      await expectStep(sut, 4);
      await expect(main(sut).getByRole('table', { name: reviewMessages.heading })).toContainText('₹5,000.00');
      await expect(main(sut).getByRole('region', { name: summaryMessages.label })).toHaveCount(0);
    },
    'review.reading': async (sut) => {
      await expect(button(sut, reviewMessages.confirm)).toBeEnabled();
      if (sut.failure) await expect(main(sut).getByRole('alert')).toContainText(sut.failure);
      else await expect(main(sut).getByRole('alert')).toHaveCount(0);
      await sut.a11y.check('switch path: review');
    },
    'review.placing': async (sut) => {
      // The request has left the page (held) and Review waits for it, its last failure cleared.
      const request = await sut.placing.waiting();
      expect(request.postDataJSON()).toMatchObject({ amount: `${AMOUNT}.00` });
      await expect(main(sut).getByRole('alert')).toHaveCount(0);
      await expect(main(sut).getByRole('button', { name: reviewMessages.confirm })).toBeDisabled();
    },
    otp: async (sut) => {
      await expectStep(sut, 5);
      if (sut.otpNotice === 'SENT') {
        await expect(main(sut).getByText(otpMessages.prompt)).toBeVisible();
        await expect(main(sut).getByTestId('otp-address')).toHaveText(MASKED);
      } else {
        await expect(
          main(sut).getByText(
            `${otpMessages.askedEarlier.SWITCH} a few minutes ago. The OTP we sent then to ${MASKED} is still valid: please enter it.`,
          ),
        ).toBeVisible();
      }
      await expect(main(sut).getByLabel(/^OTP/)).toHaveAttribute('type', 'password');
      await expect(main(sut).getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
      await expect(sut.page.getByRole('button', { name: frameMessages.portfolio, exact: true })).toBeVisible();
      await sut.a11y.check('switch path: otp');
    },
    confirm: async (sut) => {
      if (sut.redirected) {
        // The countdown ended: the wizard is gone, Order Status is shown.
        await expect(sut.page).toHaveURL(/\/orderstatus$/);
        await expect(sut.page.getByRole('heading', { level: 1, name: 'Order Summary' })).toBeVisible();
        return;
      }
      // The page's clock is paused here (axe, which waits on timers, is left to the journeys).
      await expectStep(sut, 6);
      await expect(sut.page.getByRole('button', { name: frameMessages.portfolio, exact: true })).toBeHidden();
      if (sut.outcome === 'SUCCESS') {
        await expect(main(sut).getByRole('heading', { name: confirmMessages.success })).toBeVisible();
        await expect(main(sut).getByText(confirmMessages.processed('Switch', '₹5,000.00'))).toBeVisible();
        await expect(main(sut).getByText(/^Ref: OS-\d{2,}$/)).toBeVisible();
      } else {
        await expect(main(sut).getByRole('heading', { name: confirmMessages.failed })).toBeVisible();
        await expect(main(sut).getByRole('alert')).toHaveText(wrongCodeMessage(5 - sut.wrongCodes));
      }
      await expect(main(sut).getByRole('status')).toHaveText(
        /^Redirecting to the order status page in (10|[1-9]) seconds/,
      );
      await expect(main(sut).getByRole('link', { name: confirmMessages.clickHere })).toHaveAttribute(
        'href',
        '/orderstatus',
      );
    },
  },
  events: {
    'folio.selected': async (sut) => {
      // The first free folio comes chosen; the other can be chosen, and the first again.
      await expect(folioRadio(sut, FOLIO)).toBeChecked();
      await folioRadio(sut, OTHER_FOLIO).check();
      await expect(folioRadio(sut, OTHER_FOLIO)).toBeChecked();
      await folioRadio(sut, FOLIO).check();
      await expect(folioRadio(sut, FOLIO)).toBeChecked();
    },
    'switchAll.changed': async (sut) => {
      const wasOn = await switchAllBox(sut).isChecked();
      await switchAllBox(sut).click();
      if (wasOn) {
        await expect(amountField(sut)).toBeDisabled();
        await expect(amountField(sut)).toHaveValue(/^\d+$/);
        await expect(main(sut).getByText(/^Every free unit of this folio will be switched, ₹/)).toBeVisible();
      } else {
        await expect(amountField(sut)).toBeEnabled();
        await expect(amountField(sut)).toHaveValue('');
      }
    },
    'amount.changed': async (sut) => {
      await ensureAmountTyped(sut);
      await amountField(sut).clear();
      await amountField(sut).pressSequentially('5a00.50');
      await expect(amountField(sut)).toHaveValue('500');
      await expect(amountField(sut)).toHaveAccessibleDescription(new RegExp(wholeNumberMessages.rupees));
    },
    'step.next': async (sut, step) => {
      if (step.case === 'hasFolio') {
        await button(sut, stepButtons.next).click();
      } else if (step.case === 'isAmountValid') {
        await ensureAmountTyped(sut);
        await amountField(sut).fill(AMOUNT);
        await button(sut, stepButtons.next).click();
      } else if (step.case === 'hasTarget') {
        await chooseTarget(sut);
        await button(sut, stepButtons.next).click();
      } else if (await main(sut).getByRole('heading', { name: folioMessages.heading }).isVisible()) {
        // Every folio of the ELSS fund is locked: none is chosen, and Next says so.
        await expect(main(sut).getByRole('radio', { checked: true })).toHaveCount(0);
        await button(sut, stepButtons.next).click();
        await expect(main(sut).getByText(folioMessages.selectFolio)).toBeVisible();
      } else {
        await ensureAmountTyped(sut);
        await amountField(sut).fill('100');
        await button(sut, stepButtons.next).click();
        await expect(amountField(sut)).toHaveAccessibleDescription(/The minimum amount is ₹500\./);
      }
    },
    'target.selected': async (sut) => {
      await expect(main(sut).getByText(targetMessages.switchNotAllowed).first()).toBeVisible();
      await chooseTarget(sut);
      await expect(button(sut, stepButtons.next)).toBeEnabled();
    },
    'step.previous': async (sut) => {
      await button(sut, stepButtons.previous).click();
      sut.failure = '';
    },
    'order.place': (sut) => button(sut, reviewMessages.confirm).click(),
    'done.placeSwitch': async (sut) => {
      // The same switch placed again within 10 minutes answers the earlier one: no new code.
      sut.otpNotice = sut.awaitingCode ? 'STILL_VALID' : 'SENT';
      if (!sut.awaitingCode) sut.wrongCodes = 0;
      sut.failure = '';
      await sut.placing.release();
      sut.awaitingCode = true;
    },
    'error.placeSwitch': async (sut) => {
      // 001 §8: no message from the server, the default text.
      sut.failure = DEFAULT_FAILURE;
      await sut.placing.fail();
    },
    'done.codeEntry': async (sut) => {
      sut.outcome = 'SUCCESS';
      await enterCode(sut, await latestCode(sut.sandbox));
      sut.awaitingCode = false;
    },
    'code.refused': async (sut) => {
      sut.outcome = 'FAILED';
      sut.wrongCodes += 1;
      await enterCode(sut, wrongCode(await latestCode(sut.sandbox)));
    },
    'done.redirect': async (sut) => {
      // Already on Order Status: the countdown has nothing left to do.
      if (sut.redirected) return;
      await expect(sut.page).toHaveURL(/\/switch\?/);
      await sut.page.clock.runFor(10_000);
      await sut.page.clock.resume();
      await expect(sut.page).toHaveURL(/\/orderstatus$/);
      sut.redirected = true;
    },
    'error.codeEntry': () => {
      throw new Error('unused: the code entry never fails, it tells the wizard a code was refused');
    },
    'error.redirect': () => {
      throw new Error('unused: the countdown never fails');
    },
    'otp.resendFailed': () => {
      throw new Error('unused: the wizard shows a failed resend inline');
    },
    'done.targetList': () => {
      throw new Error('unused: the target list never ends');
    },
    'error.targetList': () => {
      throw new Error('unused: the target list never fails');
    },
  },
});
