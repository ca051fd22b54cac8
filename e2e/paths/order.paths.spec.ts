/**
 * The order machine's generated paths (tests/machines/order.paths.test.tsx walks the same ones in
 * happy-dom) driven through the built app: the verified demo investor on the Flexi Cap fund's
 * page opens BUY (One-Time) or SIP, and every step is a click or a keystroke there. The server
 * answers for real: the e-mailed code confirms, a wrong one is refused with the attempts left,
 * the same order placed again answers the earlier one, a UPI payment to `success@sanchay` is paid
 * by a status poll, the sandbox bank's page opens for net banking, and the gateway refuses net
 * banking while the `payments` partner is on `failure`. Placing and the net-banking request are
 * held at the page's edge (e2e/support/held-requests.ts) so those states can be seen; a failed
 * placement is a dropped connection, which no sandbox partner makes.
 *
 * The type each part of a path needs (a SIP for 'SIP Registered!', a lump sum for +2 lakh or a
 * payment) is opened up front; where a path needs the other one later, the modal is closed and
 * the other button pressed, as an investor would, which lands where the model is: the form.
 */
import type { Page } from '@playwright/test';
import { type OrderType, orderMachine } from '../../machines/order.machine';
import { orderSpecTable } from '../../machines/order.spec-table';
import { SEED_SCHEMES } from '../../server/seed/fixtures';
import { wholeNumberMessages } from '../../src/components/whole-number-input';
import {
  amountFormMessages,
  bankPaymentNoticeMessages,
  failureMessages,
  netBankingMessages,
  orderModalMessages,
  orderTitles,
  otpMessages,
  paidMessages,
  paymentChoiceMessages,
  sipRegisteredMessages,
  upiDialogMessages,
} from '../../src/features/buying/messages';
import { maskEmailKeepingDomain } from '../../src/lib/mask-email';
import { type A11y, expect, type Sandbox } from '../fixtures';
import { HeldRequests } from '../support/held-requests';
import { type BrowserStep, describeBrowserPaths } from '../support/model-paths';
import {
  latestCode,
  RESENT_TOO_SOON,
  resendTooSoon,
  signedInAt,
  VERIFIED,
  wrongCode,
  wrongCodeMessage,
} from '../support/path-session';

/** EQUITY, BUY and SIP allowed, minimum purchase ₹1,000, SIP minimum ₹500 in multiples of ₹100. */
const SCHEME = SEED_SCHEMES.equityJourney;
const DETAILS = `/details/${SCHEME.uniqueNo}`;
/** What a complete form asks for: the same order placed again answers the earlier one. */
const AMOUNT: Record<OrderType, string> = { LUMP_SUM: '5000', SIP: '1500' };
const SIP_DAY = 5;
/** The investor's e-mail as the OTP step shows it. */
const MASKED = maskEmailKeepingDomain(VERIFIED);
const DEFAULT_FAILURE = failureMessages.fallback;
const NET_BANKING_DOWN = 'Net banking is not available for your bank at the moment. Please pay by UPI.';

interface OrderSut {
  page: Page;
  a11y: A11y;
  sandbox: Sandbox;
  /** The type the modal is open (or was last open) for. */
  type: OrderType;
  /** POST /orders/{type}, held until a step says how it ends. */
  placing: HeldRequests;
  /** POST /payments for net banking, held likewise. */
  netBanking: HeldRequests;
  /** The sandbox bank's window, once net banking opened it. */
  bankWindow: Page | null;
  failure: string | RegExp;
  otpNotice: 'SENT' | 'STILL_VALID';
  /** Orders placed and awaiting their code, by type (one amount per type), with the wrong codes entered. */
  awaiting: Map<OrderType, { wrongCodes: number }>;
  /** The type of the order in the OTP step or being placed. */
  current: OrderType;
}

const dialogOf = (sut: OrderSut) => sut.page.getByRole('dialog');
const button = (sut: OrderSut, name: string | RegExp) =>
  dialogOf(sut).getByRole('button', { name, exact: typeof name === 'string' });
const amountField = (sut: OrderSut) =>
  dialogOf(sut).getByRole('textbox', { name: new RegExp(`^${amountFormMessages.amount.replace(/[()]/g, '\\$&')}`) });
const consentBox = (sut: OrderSut) =>
  dialogOf(sut).getByRole('checkbox', { name: /^I have read the scheme documents/ });
const otpField = (sut: OrderSut) => dialogOf(sut).getByRole('textbox', { name: 'OTP', exact: true });
const sipDateButton = (sut: OrderSut) => button(sut, /^SIP date/);
const other = (type: OrderType): OrderType => (type === 'SIP' ? 'LUMP_SUM' : 'SIP');

/** The type a path's step needs the modal in, if any. */
function needOf(step: { eventKey: string; case: string | undefined }): OrderType | null {
  if (step.eventKey === 'done.codeEntry') return step.case === 'isSipOrder' ? 'SIP' : 'LUMP_SUM';
  if (['sipDay.changed', 'consent.changed', 'stepUp.changed'].includes(step.eventKey)) return 'SIP';
  if (step.eventKey === 'amount.added') return 'LUMP_SUM';
  return null;
}

/** The type to open first: the first need of the path, through the type changes before it. */
function initialType(steps: BrowserStep['path']['steps']): OrderType {
  let flips = 0;
  for (const step of steps) {
    if (step.eventKey === 'orderType.changed') flips += 1;
    const need = needOf(step);
    if (need) return flips % 2 === 0 ? need : other(need);
  }
  return 'LUMP_SUM';
}

/** The type a complete Invest at `step` must place: what its confirmation later leads to. */
function investNeed(step: BrowserStep): OrderType | null {
  for (const later of step.path.steps.slice(step.index + 1)) {
    if (later.eventKey === 'order.invest' || later.eventKey === 'orderType.changed') return null;
    if (later.eventKey === 'done.codeEntry') return needOf(later);
  }
  return null;
}

async function openModal(sut: OrderSut, type: OrderType): Promise<void> {
  sut.type = type;
  const name = type === 'SIP' ? `Start a SIP in ${SCHEME.schemeName}` : `Buy ${SCHEME.schemeName}`;
  await sut.page.getByRole('button', { name, exact: true }).click();
  await expect(sut.page.getByRole('dialog', { name: orderTitles[type] })).toBeVisible();
  await expect(dialogOf(sut).getByRole('form', { name: amountFormMessages.formLabel })).toBeVisible();
}

/**
 * Closes the modal with its close button; after a payment or a registered SIP that goes to
 * Order Status (000 §4.3), and the investor comes back to the fund's page.
 */
async function closeModal(sut: OrderSut): Promise<void> {
  await sut.placing.dropAll();
  await sut.netBanking.dropAll();
  const success = dialogOf(sut).getByRole('heading', {
    name: new RegExp(`${paidMessages.heading}|${sipRegisteredMessages.heading}`),
  });
  const succeeded = await success.isVisible();
  await dialogOf(sut).getByRole('button', { name: orderModalMessages.closeOrder }).click();
  await expect(dialogOf(sut)).toBeHidden();
  if (succeeded) {
    await expect(sut.page).toHaveURL(/\/orderstatus$/);
    await sut.page.goBack();
  }
  await expect(sut.page).toHaveURL(new RegExp(`${DETAILS}$`));
}

/**
 * The modal for `type` while it shows the form: closed and opened with the other button when it
 * is open for the other type (the page then sends the machine `orderType.changed`, back to the form).
 */
async function ensureType(sut: OrderSut, type: OrderType | null): Promise<void> {
  if (type === null || sut.type === type) return;
  await closeModal(sut);
  await openModal(sut, type);
}

/** Opens the SIP day grid and applies `day` with UPDATE. */
async function chooseSipDay(sut: OrderSut, day: number): Promise<void> {
  await sipDateButton(sut).click();
  const grid = dialogOf(sut).getByRole('group', { name: amountFormMessages.dayGrid });
  await expect(grid.getByRole('button', { name: amountFormMessages.dayUnavailable(29) })).toBeDisabled();
  await grid.getByRole('button', { name: String(day), exact: true }).click();
  await button(sut, amountFormMessages.update).click();
}

const ordinal = (day: number) => `${day}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day] ?? 'th'}`;

describeBrowserPaths({
  name: 'order',
  machine: orderMachine,
  spec: orderSpecTable,
  setup: async (fixtures, path) => {
    const { page, a11y, sandbox } = fixtures;
    await signedInAt(fixtures, DETAILS);
    const sut: OrderSut = {
      page,
      a11y,
      sandbox,
      type: 'LUMP_SUM',
      placing: await HeldRequests.on(
        page,
        'order',
        (request) =>
          request.method() === 'POST' && /^\/api\/us\/orders\/(LUMP_SUM|SIP)$/.test(new URL(request.url()).pathname),
      ),
      netBanking: await HeldRequests.on(
        page,
        'net-banking payment',
        (request) =>
          request.method() === 'POST' &&
          new URL(request.url()).pathname === '/api/us/payments' &&
          (request.postDataJSON() as { modeofpayment?: string }).modeofpayment === 'NODAL',
      ),
      bankWindow: null,
      failure: DEFAULT_FAILURE,
      otpNotice: 'SENT',
      awaiting: new Map(),
      current: 'LUMP_SUM',
    };
    await openModal(sut, initialType(path.steps));
    return sut;
  },
  states: {
    amountForm: async (sut) => {
      await expect(sut.page.getByRole('dialog', { name: orderTitles[sut.type] })).toBeVisible();
      await expect(dialogOf(sut).getByRole('form', { name: amountFormMessages.formLabel })).toBeVisible();
      await expect(dialogOf(sut).getByText(SCHEME.schemeName, { exact: true })).toBeVisible();
      await expect(button(sut, amountFormMessages.invest)).toBeEnabled();
      if (sut.type === 'SIP') {
        await expect(button(sut, amountFormMessages.quickAdd(1))).toHaveCount(0);
        await expect(consentBox(sut)).toBeVisible();
      } else {
        await expect(button(sut, amountFormMessages.quickAdd(1))).toBeVisible();
        await expect(consentBox(sut)).toHaveCount(0);
      }
      await sut.a11y.check(`order path: amount form ${sut.type}`);
    },
    placing: async (sut) => {
      // The request has left the page (held) and the form waits for it.
      const request = await sut.placing.waiting();
      const body = request.postDataJSON() as Record<string, unknown>;
      expect(new URL(request.url()).pathname).toBe(`/api/us/orders/${sut.current}`);
      expect(body).toMatchObject({ type: sut.current, fundId: SCHEME.uniqueNo, amount: `${AMOUNT[sut.current]}.00` });
      if (sut.current === 'SIP') expect(body).toMatchObject({ sipStartDate: SIP_DAY, stepUp: null });
      await expect(button(sut, amountFormMessages.invest)).toBeDisabled();
    },
    otpEntry: async (sut) => {
      await expect(dialogOf(sut).getByRole('form', { name: otpMessages.heading })).toBeVisible();
      await expect(
        dialogOf(sut).getByText(
          sut.otpNotice === 'SENT'
            ? otpMessages.sentTo(MASKED)
            : `${otpMessages.placedEarlier} a few minutes ago. The OTP we sent then to ${MASKED} is still valid: please enter it.`,
          { exact: true },
        ),
      ).toBeVisible();
      await expect(otpField(sut)).toHaveAttribute('type', 'password');
      await expect(otpField(sut)).toHaveAttribute('maxlength', '6');
      await expect(button(sut, otpMessages.previous)).toBeEnabled();
      await expect(button(sut, 'Verify')).toBeEnabled();
      await expect(button(sut, 'Resend OTP')).toBeDisabled();
      await expect(dialogOf(sut).getByTestId('resend-time-left')).toHaveText(/^in \d+ seconds?$/);
      await sut.a11y.check('order path: otp');
    },
    failure: async (sut) => {
      await expect(dialogOf(sut).getByRole('heading', { name: failureMessages.heading })).toBeVisible();
      await expect(dialogOf(sut).getByRole('alert')).toHaveText(sut.failure);
      await expect(button(sut, failureMessages.close)).toBeEnabled();
      await expect(button(sut, failureMessages.retry)).toBeEnabled();
      await expect(dialogOf(sut).getByRole('link', { name: failureMessages.viewDetails })).toHaveAttribute(
        'href',
        '/orderstatus',
      );
      await sut.a11y.check('order path: failure');
    },
    paymentChoice: async (sut) => {
      await expect(dialogOf(sut).getByRole('heading', { name: paymentChoiceMessages.heading })).toBeVisible();
      await expect(dialogOf(sut).getByText(/^Order ID \d+$/)).toBeVisible();
      await expect(button(sut, paymentChoiceMessages.upi)).toBeEnabled();
      await expect(button(sut, paymentChoiceMessages.netBanking)).toBeEnabled();
      await sut.a11y.check('order path: payment choice');
    },
    upi: async (sut) => {
      const form = dialogOf(sut).getByRole('form', { name: upiDialogMessages.heading });
      await expect(form).toBeVisible();
      const orderId = form.getByRole('textbox', { name: upiDialogMessages.orderId });
      await expect(orderId).toHaveValue(/^\d+$/);
      await expect(orderId).toHaveAttribute('readonly');
      await expect(form.getByRole('textbox', { name: /^UPI ID/ })).toHaveAccessibleDescription(upiDialogMessages.hint);
      await sut.a11y.check('order path: upi');
    },
    netBanking: async (sut) => {
      // The gateway has the request (held): the panel says the bank's page is being opened.
      await sut.netBanking.waiting();
      await expect(dialogOf(sut).getByRole('heading', { name: netBankingMessages.heading })).toBeVisible();
      await expect(dialogOf(sut).getByRole('status')).toHaveText(netBankingMessages.connecting);
      expect(sut.bankWindow).not.toBeNull();
    },
    sipRegistered: async (sut) => {
      await expect(dialogOf(sut).getByRole('heading', { name: sipRegisteredMessages.heading })).toBeVisible();
      await expect(dialogOf(sut)).toContainText(
        new RegExp(
          `Your SIP of ₹1,500\\.00 on the ${ordinal(SIP_DAY)} of every month is registered\\. Your autopay mandate pays each instalment; the first on \\d{2}-\\d{2}-\\d{4}\\.`,
        ),
      );
      await expect(button(sut, paymentChoiceMessages.upi)).toHaveCount(0);
      await expect(button(sut, sipRegisteredMessages.done)).toBeEnabled();
      await sut.a11y.check('order path: SIP registered');
    },
    paid: async (sut) => {
      await expect(dialogOf(sut).getByRole('heading', { name: paidMessages.heading })).toBeVisible();
      await expect(button(sut, paidMessages.done)).toBeEnabled();
      await expect(button(sut, paidMessages.close)).toBeEnabled();
      await sut.a11y.check('order path: paid');
    },
  },
  events: {
    'orderType.changed': async (sut) => {
      // The page opens the modal for the other type: closed, then the other button.
      const type = other(sut.type);
      await closeModal(sut);
      await openModal(sut, type);
    },
    'amount.changed': async (sut) => {
      // Non-digits go silently; a point is refused with its paise and the field says so (issue 26).
      await amountField(sut).clear();
      await amountField(sut).pressSequentially('12a3.5');
      await expect(amountField(sut)).toHaveValue('123');
      await expect(amountField(sut)).toHaveAccessibleDescription(new RegExp(wholeNumberMessages.rupees));
    },
    'amount.added': async (sut) => {
      await ensureType(sut, 'LUMP_SUM');
      await amountField(sut).fill('5000');
      await button(sut, amountFormMessages.quickAdd(2)).click();
      await expect(amountField(sut)).toHaveValue('205000');
    },
    'sipDay.changed': async (sut) => {
      await ensureType(sut, 'SIP');
      await chooseSipDay(sut, 12);
      await expect(sipDateButton(sut)).toHaveText('12th of every month');
    },
    'stepUp.changed': async (sut) => {
      await ensureType(sut, 'SIP');
      const stepUp = dialogOf(sut).getByRole('checkbox', { name: /^Step up my SIP every year/ });
      await stepUp.check();
      await dialogOf(sut).getByText(amountFormMessages.stepUpByPercentage, { exact: true }).click();
      const rise = dialogOf(sut).getByRole('textbox', { name: /^Yearly rise \(%\)/ });
      await rise.pressSequentially('1x0.5');
      await expect(rise).toHaveValue('10');
      // Turned off again, the SIP is placed without a step-up (the placing state checks it).
      await stepUp.uncheck();
      await expect(dialogOf(sut).getByRole('textbox', { name: /^Yearly rise/ })).toHaveCount(0);
    },
    'consent.changed': async (sut) => {
      await ensureType(sut, 'SIP');
      await consentBox(sut).click();
    },
    'order.invest': async (sut, step) => {
      if (step.case === 'isFormComplete') {
        await ensureType(sut, investNeed(step));
        sut.current = sut.type;
        await amountField(sut).fill(AMOUNT[sut.type]);
        if (sut.type === 'SIP') {
          if ((await sipDateButton(sut).textContent()) !== `${ordinal(SIP_DAY)} of every month`) {
            await chooseSipDay(sut, SIP_DAY);
          }
          await expect(sipDateButton(sut)).toHaveText(`${ordinal(SIP_DAY)} of every month`);
          await consentBox(sut).check();
        }
        await button(sut, amountFormMessages.invest).click();
        return;
      }
      const held = sut.placing.count;
      await amountField(sut).fill(sut.type === 'SIP' ? '550' : '500');
      if (sut.type === 'SIP') await consentBox(sut).uncheck();
      await button(sut, amountFormMessages.invest).click();
      await expect(amountField(sut)).toHaveAttribute('aria-invalid', 'true');
      if (sut.type === 'SIP') {
        await expect(amountField(sut)).toHaveAccessibleDescription(/The amount should be a multiple of ₹100\./);
        await expect(dialogOf(sut).getByText(amountFormMessages.consentRequired)).toBeVisible();
      } else {
        await expect(amountField(sut)).toHaveAccessibleDescription(/The minimum amount is ₹1,000\./);
      }
      expect(sut.placing.count).toBe(held);
    },
    'done.placeOrder': async (sut) => {
      // The same order placed again within 10 minutes answers the earlier one: no new code.
      const earlier = sut.awaiting.get(sut.current);
      sut.otpNotice = earlier ? 'STILL_VALID' : 'SENT';
      if (!earlier) sut.awaiting.set(sut.current, { wrongCodes: 0 });
      await sut.placing.release();
    },
    'error.placeOrder': async (sut) => {
      // 000 §8: no message from the server, the default text.
      sut.failure = DEFAULT_FAILURE;
      await sut.placing.fail();
    },
    'done.codeEntry': async (sut) => {
      // Verify without six characters stays on the step with the order's text.
      await otpField(sut).fill('12');
      await button(sut, 'Verify').click();
      await expect(otpField(sut)).toHaveAccessibleDescription(otpMessages.otpLength);
      await otpField(sut).fill(await latestCode(sut.sandbox));
      await button(sut, 'Verify').click();
      sut.awaiting.delete(sut.current);
    },
    'error.codeEntry': () => {
      throw new Error('unused: the code entry never fails, it tells the order a code was refused');
    },
    'code.refused': async (sut) => {
      const awaiting = sut.awaiting.get(sut.current);
      if (!awaiting) throw new Error('no order awaits a code');
      await otpField(sut).fill(wrongCode(await latestCode(sut.sandbox)));
      awaiting.wrongCodes += 1;
      sut.failure = wrongCodeMessage(5 - awaiting.wrongCodes);
      await button(sut, 'Verify').click();
    },
    'otp.resendFailed': async (sut) => {
      sut.failure = RESENT_TOO_SOON;
      // A code sent again replaces the old one, with its attempts.
      if (await resendTooSoon(sut.page, dialogOf(sut), dialogOf(sut).getByRole('alert'))) {
        sut.awaiting.set(sut.current, { wrongCodes: 0 });
      }
    },
    'step.previous': async (sut) => {
      if (await dialogOf(sut).getByRole('heading', { name: netBankingMessages.heading }).isVisible()) {
        // Going back is offered once the gateway has answered: here it refuses net banking.
        await sut.sandbox.setPartner('payments', 'failure');
        await sut.netBanking.release();
        await expect(dialogOf(sut).getByRole('alert')).toHaveText(NET_BANKING_DOWN);
        await sut.sandbox.setPartner('payments', 'auto');
        // The window opened for the bank's page is closed again.
        await expect.poll(() => sut.bankWindow?.isClosed()).toBe(true);
        await button(sut, netBankingMessages.back).click();
        return;
      }
      await button(sut, otpMessages.previous).click();
    },
    'order.retry': (sut) => button(sut, failureMessages.retry).click(),
    'dialog.close': async (sut) => {
      await closeModal(sut);
      await openModal(sut, sut.type);
    },
    'orderStatus.view': async (sut) => {
      await dialogOf(sut).getByRole('link', { name: failureMessages.viewDetails }).click();
      await expect(sut.page).toHaveURL(/\/orderstatus$/);
      await expect(dialogOf(sut)).toBeHidden();
      await sut.page.goBack();
      await expect(sut.page).toHaveURL(new RegExp(`${DETAILS}$`));
      await openModal(sut, sut.type);
    },
    'payment.upiChosen': (sut) => button(sut, paymentChoiceMessages.upi).click(),
    'payment.netBankingChosen': async (sut) => {
      // The bank's window opens on the click, before the gateway has answered.
      const [bankWindow] = await Promise.all([
        sut.page.waitForEvent('popup'),
        button(sut, paymentChoiceMessages.netBanking).click(),
      ]);
      sut.bankWindow = bankWindow;
    },
    'done.upiPayment': async (sut) => {
      const form = dialogOf(sut).getByRole('form', { name: upiDialogMessages.heading });
      await form.getByRole('textbox', { name: /^UPI ID/ }).fill('success@sanchay');
      await form.getByRole('button', { name: upiDialogMessages.proceed }).click();
      await expect(form.getByRole('status')).toHaveText(upiDialogMessages.approve);
      // The payment status is polled every 10 s (000 §9): the page's clock runs them until paid.
      const paid = dialogOf(sut).getByRole('heading', { name: paidMessages.heading });
      await expect(async () => {
        await sut.page.clock.runFor(10_000);
        await expect(paid).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 60_000 });
    },
    'error.upiPayment': () => {
      throw new Error('unused: the UPI child never fails');
    },
    'done.netBanking': async (sut) => {
      await sut.netBanking.release();
      const bank = sut.bankWindow;
      if (!bank) throw new Error('no bank window was opened');
      await expect(bank.getByRole('heading', { level: 1, name: 'Sandbox Bank net banking' })).toBeVisible();
      await expect(dialogOf(sut)).toBeHidden();
      // The page says where the payment goes on, and where to follow the order.
      const notice = sut.page.getByRole('status').filter({ hasText: bankPaymentNoticeMessages.title });
      await expect(notice).toContainText(/Order OS-\d{2,} is waiting for your payment\./);
      await expect(notice.getByRole('link', { name: bankPaymentNoticeMessages.link })).toHaveAttribute(
        'href',
        '/orderstatus',
      );
      await bank.close();
      sut.bankWindow = null;
      await openModal(sut, sut.type);
    },
    'error.netBanking': () => {
      throw new Error('unused: the net-banking child never fails');
    },
  },
});
