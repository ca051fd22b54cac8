/**
 * The redemption machine's generated paths (tests/machines/redemption.paths.test.tsx walks the
 * same ones in happy-dom) driven through the built app: the verified demo investor opens Redeem
 * for the equity fund held in both demo folios, and every step is a click or a keystroke in the
 * dialog. The server answers for real: the e-mailed code confirms, a wrong code is refused with
 * the attempts left, and a Resend the page's clock allows after 60 s meets the server's own
 * 30-s rule. Placing is held at the page's edge (e2e/support/held-requests.ts) so the placing
 * state can be seen; a failed placement is a dropped connection, which no sandbox partner makes.
 */
import type { Locator, Page } from '@playwright/test';
import { redemptionMachine } from '../../machines/redemption.machine';
import { redemptionSpecTable } from '../../machines/redemption.spec-table';
import { DEMO_FOLIOS } from '../../server/holdings/demo-holdings';
import { wholeNumberMessages } from '../../src/components/whole-number-input';
import {
  detailsStepMessages,
  folioStepMessages,
  otpStepMessages,
  redemptionMessages,
  resultMessages,
} from '../../src/features/redemption/messages';
import { maskEmailFirstCharacter } from '../../src/lib/mask-email';
import { type A11y, expect, type Sandbox } from '../fixtures';
import { HeldRequests } from '../support/held-requests';
import { describeBrowserPaths } from '../support/model-paths';
import {
  latestCode,
  RESENT_TOO_SOON,
  resendTooSoon,
  signedInAt,
  VERIFIED,
  wrongCode,
  wrongCodeMessage,
} from '../support/path-session';

/** The folio the paths redeem from: the equity fund's larger holding, listed first. */
const FOLIO = DEMO_FOLIOS[0];
const OTHER_FOLIO = DEMO_FOLIOS[1];
/** What every redemption asks for; the same units placed again answer the earlier order. */
const UNITS = '10';
/** The investor's e-mail as the OTP step shows it. */
const MASKED = maskEmailFirstCharacter(VERIFIED);
const DEFAULT_FAILURE = resultMessages.fallback;

interface RedemptionSut {
  page: Page;
  a11y: A11y;
  sandbox: Sandbox;
  /** The equity fund's Actions button on the portfolio. */
  actions: string;
  schemeName: string;
  /** POST /orders/{folio}/{quantity}, held until a step says how it ends. */
  placing: HeldRequests;
  /** What the error panel must say. */
  failure: string | RegExp;
  otpNotice: 'SENT' | 'STILL_VALID';
  /** Wrong codes entered for the redemption awaiting its code (attempts left = 5 − this). */
  wrongCodes: number;
  /** A redemption of UNITS from FOLIO is placed and awaits its code: placing it again answers it. */
  awaitingCode: boolean;
}

const dialogOf = (sut: RedemptionSut) => sut.page.getByRole('dialog');
const button = (sut: RedemptionSut, name: string) => dialogOf(sut).getByRole('button', { name, exact: true });
const folioRadio = (sut: RedemptionSut, folio: string) =>
  dialogOf(sut).getByRole('radio', { name: new RegExp(`^${folioStepMessages.folio(folio)}`) });
const redeemAllBox = (sut: RedemptionSut) =>
  dialogOf(sut).getByRole('checkbox', { name: detailsStepMessages.redeemAll });
const unitsField = (sut: RedemptionSut) =>
  dialogOf(sut).getByRole('textbox', { name: new RegExp(`^${detailsStepMessages.units}`) });
const otpField = (sut: RedemptionSut) => dialogOf(sut).getByLabel(/^OTP/);
const currentStep = (sut: RedemptionSut): Locator =>
  dialogOf(sut).getByRole('list', { name: redemptionMessages.trail }).locator('[aria-current="step"]');

/** The equity fund's Actions button: the fund bought in both demo folios (₹75,000 invested in all). */
async function equityActions(page: Page): Promise<string> {
  const table = page.getByRole('table', { name: /Investment$/ });
  const row = table.getByRole('row').filter({ hasText: '₹75.00 K' });
  await expect(row).toHaveCount(1);
  return (await row.getByRole('button', { name: /^Actions for / }).getAttribute('aria-label')) ?? '';
}

async function openRedemption(sut: RedemptionSut): Promise<void> {
  await sut.page.getByRole('button', { name: sut.actions, exact: true }).click();
  await sut.page.getByRole('menuitem', { name: 'Redeem' }).click();
  await expect(dialogOf(sut).getByRole('heading', { name: redemptionMessages.title(sut.schemeName) })).toBeVisible();
}

/** Un-ticks redeem-all when it is on: the units field opens with the folio's free whole units. */
async function ensureUnitsEditable(sut: RedemptionSut): Promise<void> {
  if (await redeemAllBox(sut).isChecked()) await redeemAllBox(sut).uncheck();
  await expect(unitsField(sut)).toBeEnabled();
}

/** DETAILS' 'Units you can redeem: 1,234.5678' as whole units. */
async function freeWholeUnits(sut: RedemptionSut): Promise<string> {
  const text =
    (await dialogOf(sut)
      .getByText(/^Units you can redeem: /)
      .textContent()) ?? '';
  return text.replace('Units you can redeem: ', '').replaceAll(',', '').split('.')[0] ?? '';
}

describeBrowserPaths({
  name: 'redemption',
  machine: redemptionMachine,
  spec: redemptionSpecTable,
  setup: async (fixtures) => {
    const { page, a11y, sandbox } = fixtures;
    await signedInAt(fixtures, '/portfolio');
    const actions = await equityActions(page);
    const sut: RedemptionSut = {
      page,
      a11y,
      sandbox,
      actions,
      schemeName: actions.replace(/^Actions for /, ''),
      placing: await HeldRequests.on(
        page,
        'redemption',
        (request) =>
          request.method() === 'POST' && /^\/api\/us\/orders\/[^/]+\/[^/]+$/.test(new URL(request.url()).pathname),
      ),
      failure: DEFAULT_FAILURE,
      otpNotice: 'SENT',
      wrongCodes: 0,
      awaitingCode: false,
    };
    await openRedemption(sut);
    return sut;
  },
  states: {
    folio: async (sut) => {
      await expect(currentStep(sut)).toHaveText(redemptionMessages.steps.folio);
      // Highest current value first: the lump-sum folio, then the SIP's.
      await expect(dialogOf(sut).getByRole('radio')).toHaveCount(2);
      await expect(dialogOf(sut).getByRole('radio').first()).toHaveAttribute('value', FOLIO);
      await expect(folioRadio(sut, FOLIO)).toBeEnabled();
      await expect(folioRadio(sut, OTHER_FOLIO)).toBeEnabled();
      await expect(button(sut, folioStepMessages.redeem)).toBeEnabled();
      await sut.a11y.check('redemption path: folio');
    },
    details: async (sut) => {
      await expect(dialogOf(sut).getByRole('form', { name: detailsStepMessages.formLabel })).toBeVisible();
      await expect(currentStep(sut)).toHaveText(redemptionMessages.steps.details);
      await expect(dialogOf(sut).getByText(/^Units you can redeem: [\d,]+\.\d{4}$/)).toBeVisible();
      await expect(button(sut, detailsStepMessages.back)).toBeEnabled();
      await expect(button(sut, detailsStepMessages.submit)).toBeEnabled();
      // The units can be typed only with redeem-all off.
      if (await redeemAllBox(sut).isChecked()) await expect(unitsField(sut)).toBeDisabled();
      else await expect(unitsField(sut)).toBeEnabled();
      await sut.a11y.check('redemption path: details');
    },
    placing: async (sut) => {
      // The request has left the page (held) and the form waits for it.
      const request = await sut.placing.waiting();
      const { pathname, searchParams } = new URL(request.url());
      expect(pathname).toBe(`/api/us/orders/${FOLIO.replaceAll('/', '~-')}/${UNITS}.0000`);
      expect(searchParams.get('fundId')).toMatch(/^[A-Z0-9]{12}$/);
      await expect(button(sut, detailsStepMessages.submit)).toBeDisabled();
    },
    otp: async (sut) => {
      await expect(dialogOf(sut).getByRole('form', { name: otpStepMessages.heading })).toBeVisible();
      await expect(currentStep(sut)).toHaveText(redemptionMessages.steps.otp);
      await expect(
        dialogOf(sut).getByText(
          sut.otpNotice === 'SENT'
            ? otpStepMessages.sentTo(MASKED)
            : `${otpStepMessages.askedEarlier} a few minutes ago. The OTP we sent then to ${MASKED} is still valid: please enter it.`,
          { exact: true },
        ),
      ).toBeVisible();
      await expect(otpField(sut)).toHaveAttribute('type', 'password');
      await expect(otpField(sut)).toHaveAttribute('maxlength', '6');
      await expect(button(sut, otpStepMessages.back)).toBeEnabled();
      await expect(button(sut, 'Verify')).toBeEnabled();
      await expect(button(sut, 'Resend OTP')).toBeDisabled();
      await expect(dialogOf(sut).getByTestId('resend-time-left')).toHaveText(/^in \d+ seconds?$/);
      await sut.a11y.check('redemption path: otp');
    },
    success: async (sut) => {
      await expect(dialogOf(sut).getByRole('heading', { name: resultMessages.successHeading })).toBeVisible();
      await expect(dialogOf(sut).getByText(/^OS-\d{2,}$/)).toBeVisible();
      await expect(dialogOf(sut).getByRole('link', { name: resultMessages.orderStatus })).toHaveAttribute(
        'href',
        '/orderstatus',
      );
      await expect(button(sut, resultMessages.done)).toBeEnabled();
      await sut.a11y.check('redemption path: success');
    },
    error: async (sut) => {
      await expect(dialogOf(sut).getByRole('heading', { name: resultMessages.errorHeading })).toBeVisible();
      await expect(dialogOf(sut).getByRole('alert')).toHaveText(sut.failure);
      await expect(button(sut, resultMessages.close)).toBeEnabled();
      await expect(button(sut, resultMessages.retry)).toBeEnabled();
      await sut.a11y.check('redemption path: error');
    },
  },
  events: {
    'folio.selected': async (sut) => {
      await folioRadio(sut, OTHER_FOLIO).check();
      await folioRadio(sut, FOLIO).check();
      await expect(folioRadio(sut, FOLIO)).toBeChecked();
    },
    'folio.confirm': async (sut, step) => {
      if (step.case === 'hasFolio') {
        if (!(await folioRadio(sut, FOLIO).isChecked())) await folioRadio(sut, FOLIO).check();
        await button(sut, folioStepMessages.redeem).click();
        // Every visit to DETAILS starts with redeem-all on and the units cleared.
        await expect(redeemAllBox(sut)).toBeChecked();
        await expect(unitsField(sut)).toHaveValue('');
        return;
      }
      await expect(dialogOf(sut).getByRole('radio', { checked: true })).toHaveCount(0);
      await button(sut, folioStepMessages.redeem).click();
      await expect(dialogOf(sut).getByText(folioStepMessages.chooseFolio)).toBeVisible();
    },
    'redeemAll.changed': async (sut) => {
      const wasOn = await redeemAllBox(sut).isChecked();
      await redeemAllBox(sut).click();
      if (wasOn) {
        await expect(unitsField(sut)).toBeEnabled();
        await expect(unitsField(sut)).toHaveValue(await freeWholeUnits(sut));
      } else {
        await expect(unitsField(sut)).toBeDisabled();
        await expect(unitsField(sut)).toHaveValue('');
      }
    },
    'units.changed': async (sut) => {
      await ensureUnitsEditable(sut);
      // Issue 26: the point and what follows it are refused, never joined: 12, not 125.
      await unitsField(sut).clear();
      await unitsField(sut).pressSequentially('12a.5');
      await expect(unitsField(sut)).toHaveValue('12');
      await expect(unitsField(sut)).toHaveAccessibleDescription(new RegExp(wholeNumberMessages.units));
    },
    'redemption.submit': async (sut, step) => {
      await ensureUnitsEditable(sut);
      if (step.case === 'isRedeemable') {
        await unitsField(sut).fill(UNITS);
        await button(sut, detailsStepMessages.submit).click();
        return;
      }
      const held = sut.placing.count;
      await unitsField(sut).fill('');
      await button(sut, detailsStepMessages.submit).click();
      await expect(unitsField(sut)).toHaveAccessibleDescription(/Please enter the units to redeem\./);
      expect(sut.placing.count).toBe(held);
    },
    'step.previous': (sut) => button(sut, detailsStepMessages.back).click(),
    'done.placeRedemption': async (sut) => {
      // The same redemption placed again within 10 minutes answers the earlier one: no new code.
      sut.otpNotice = sut.awaitingCode ? 'STILL_VALID' : 'SENT';
      if (!sut.awaitingCode) sut.wrongCodes = 0;
      await sut.placing.release();
      sut.awaitingCode = true;
    },
    'error.placeRedemption': async (sut) => {
      // 001 §8: no message from the server, the default text.
      sut.failure = DEFAULT_FAILURE;
      await sut.placing.fail();
    },
    'done.codeEntry': async (sut) => {
      await otpField(sut).fill('12');
      await button(sut, 'Verify').click();
      await expect(otpField(sut)).toHaveAccessibleDescription(otpStepMessages.otpLength);
      await otpField(sut).fill(await latestCode(sut.sandbox));
      await button(sut, 'Verify').click();
      sut.awaitingCode = false;
      sut.wrongCodes = 0;
    },
    'error.codeEntry': () => {
      throw new Error('unused: the code entry never fails, it tells the redemption a code was refused');
    },
    'code.refused': async (sut) => {
      await otpField(sut).fill(wrongCode(await latestCode(sut.sandbox)));
      sut.wrongCodes += 1;
      sut.failure = wrongCodeMessage(5 - sut.wrongCodes);
      await button(sut, 'Verify').click();
    },
    'otp.resendFailed': async (sut) => {
      sut.failure = RESENT_TOO_SOON;
      // A code sent again replaces the old one, with its attempts.
      if (await resendTooSoon(sut.page, dialogOf(sut), dialogOf(sut).getByRole('alert'))) sut.wrongCodes = 0;
    },
    'redemption.retry': (sut) => button(sut, resultMessages.retry).click(),
    'dialog.close': async (sut) => {
      await sut.placing.dropAll();
      const panel = dialogOf(sut).getByRole('button', { name: /^(Close|Done)$/ });
      await ((await panel.count()) > 0 ? panel : button(sut, redemptionMessages.close)).click();
      await expect(dialogOf(sut)).toBeHidden();
      await expect(sut.page).toHaveURL(/\/portfolio$/);
      await openRedemption(sut);
    },
  },
});
