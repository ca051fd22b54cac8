import type { Locator, Page } from '@playwright/test';
import { type A11y, expect } from '../fixtures';

/** A date of birth as the investor picks it in the calendar: year, month (1–12) and day. */
export interface BirthDate {
  year: number;
  month: number;
  day: number;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * The date-of-birth picker of the PAN screens (001 §2.6): a button that opens a calendar at the
 * decade of the latest allowed date (18 years ago); it cannot be typed into. Picks decade → year
 * → month → day, as an investor does, and checks the field then reads DD-MM-YYYY.
 */
export async function pickBirthDate(page: Page, field: Locator, date: BirthDate): Promise<void> {
  await field.click();
  const previousDecade = page.getByRole('button', { name: 'Previous decade' });
  await expect(previousDecade).toBeVisible();
  const year = page.getByRole('button', { name: String(date.year), exact: true });
  for (let step = 0; step < 10 && !(await year.isVisible()); step += 1) await previousDecade.click();
  await year.click();
  const month = MONTHS[date.month - 1] ?? 'January';
  await page.getByRole('button', { name: month.slice(0, 3), exact: true }).click();
  await page.getByRole('button', { name: `${date.day} ${month} ${date.year}`, exact: true }).click();
  const dd = String(date.day).padStart(2, '0');
  const mm = String(date.month).padStart(2, '0');
  await expect(field).toHaveText(`${dd}-${mm}-${date.year}`);
}

/** /pancardverification (001 §2.6, §4.2): PAN and date of birth checked with the KYC registry. */
export class PanVerificationPage {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11y,
  ) {}

  get form(): Locator {
    return this.page.getByRole('form', { name: 'PAN Verification' });
  }

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(/\/pancardverification$/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'PAN Verification' })).toBeVisible();
    await this.a11y.check('PAN verification');
  }

  /** Types the PAN in lower case: the field upper-cases it (001 §5). */
  async enterPan(pan: string): Promise<void> {
    const field = this.form.getByRole('textbox', { name: 'PAN', exact: true });
    await field.fill(pan.toLowerCase());
    await expect(field).toHaveValue(pan.toUpperCase());
  }

  async pickDob(date: BirthDate): Promise<void> {
    await pickBirthDate(this.page, this.form.getByRole('button', { name: /^Date of birth/ }), date);
  }

  async proceed(): Promise<void> {
    await this.form.getByRole('button', { name: 'Proceed' }).click();
  }

  /** The registry's answer in a dialog ('KYC not validated or registered', 'Technical Issue Detected'), closed. */
  async closeDialog(title: string): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await this.a11y.check(`PAN verification, ${title}`);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}

/** /panFetch (001 §2.6): 'Enter your PAN details', consent to the CKYC download. */
export class PanFetchPage {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11y,
  ) {}

  get form(): Locator {
    return this.page.getByRole('form', { name: 'Enter your PAN details' });
  }

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(/\/panFetch$/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Enter your PAN details' })).toBeVisible();
    await this.a11y.check('PAN fetch');
  }

  /** The PAN and date of birth the KYC check saved are filled in again; enters them when they are not. */
  async ensurePanAndDob(pan: string, dob: BirthDate): Promise<void> {
    const panField = this.form.getByRole('textbox', { name: 'PAN', exact: true });
    if ((await panField.inputValue()) === '') await panField.fill(pan);
    await expect(panField).toHaveValue(pan);
    const dobField = this.form.getByRole('button', { name: /^Date of birth \(as per PAN\)/ });
    const dd = String(dob.day).padStart(2, '0');
    const mm = String(dob.month).padStart(2, '0');
    if ((await dobField.textContent())?.trim() !== `${dd}-${mm}-${dob.year}`) {
      await pickBirthDate(this.page, dobField, dob);
    }
  }

  /**
   * Proceed without consent shows the terms message (001 §5); ticking the box clears it, and the
   * terms modal is read and closed.
   */
  async expectConsentRequired(): Promise<void> {
    const message = this.form.getByText('Please accept the terms and conditions.', { exact: true });
    await this.form.getByRole('button', { name: 'Proceed' }).click();
    await expect(message).toBeVisible();
    await this.consent.check();
    await expect(message).toBeHidden();
    await this.form.getByRole('button', { name: 'Read the consent terms' }).click();
    const terms = this.page.getByRole('dialog', { name: 'Consent to download KYC records' });
    await expect(terms).toContainText('Central KYC Registry');
    await this.a11y.check('PAN fetch consent terms');
    await terms.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(terms).toBeHidden();
  }

  private get consent(): Locator {
    return this.form.getByRole('checkbox', { name: /I consent to my KYC records being downloaded/ });
  }

  async consentAndProceed(): Promise<void> {
    await this.consent.check();
    await this.form.getByRole('button', { name: 'Proceed' }).click();
  }
}
