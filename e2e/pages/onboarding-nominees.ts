import type { Locator, Page } from '@playwright/test';
import { type A11y, expect } from '../fixtures';

export interface Nominee {
  name: string;
  /** As the list shows it, e.g. 'Spouse', 'Daughter'. */
  relationship: string;
  id: { type: 'PAN'; number: string } | { type: 'Aadhar'; lastFour: string };
  email: string;
  mobile: string;
  /** An address of its own, or the primary holder's (the same-as-primary tick). */
  address: { address1: string; city: string; pincode: string } | 'same as primary';
  /** DD-MM-YYYY, typed into the date field. */
  dob: string;
  share: number;
}

/** /nomineedetails (001 §2.9, §5 Nominee): up to three nominees whose shares total 100. */
export class NomineeDetailsPage {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11y,
  ) {}

  get form(): Locator {
    return this.page.getByRole('form', { name: 'Nominee Details' });
  }

  nominee(position: number): Locator {
    return this.form.getByRole('group', { name: `Nominee ${position}`, exact: true });
  }

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(/\/nomineedetails$/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Nominee Details' })).toBeVisible();
    await expect(this.nominee(1)).toBeVisible();
    await this.a11y.check('nominee details');
  }

  async fill(position: number, nominee: Nominee): Promise<void> {
    const card = this.nominee(position);
    await card.getByRole('textbox', { name: 'Name', exact: true }).fill(nominee.name);
    await card
      .getByRole('combobox', { name: 'Relationship', exact: true })
      .selectOption({ label: nominee.relationship });
    if (nominee.id.type === 'PAN') {
      await card.getByRole('combobox', { name: 'ID type', exact: true }).selectOption({ label: 'PAN' });
      await card.getByRole('textbox', { name: 'PAN', exact: true }).fill(nominee.id.number);
    } else {
      await card
        .getByRole('combobox', { name: 'ID type', exact: true })
        .selectOption({ label: 'Aadhar (last 4 digits)' });
      await card.getByRole('textbox', { name: 'Aadhar (last 4 digits)', exact: true }).fill(nominee.id.lastFour);
    }
    await card.getByRole('textbox', { name: 'Email', exact: true }).fill(nominee.email);
    await card.getByRole('textbox', { name: 'Mobile', exact: true }).fill(nominee.mobile);
    if (nominee.address === 'same as primary') {
      await card.getByRole('checkbox', { name: 'Same as primary holder address' }).check();
      // The primary holder's address arrives and locks the fields.
      await expect(card.getByRole('textbox', { name: 'Address line 1', exact: true })).not.toHaveValue('');
      await expect(card.getByRole('textbox', { name: 'Address line 1', exact: true })).toBeDisabled();
    } else {
      await card.getByRole('textbox', { name: 'Address line 1', exact: true }).fill(nominee.address.address1);
      await card.getByRole('textbox', { name: 'City', exact: true }).fill(nominee.address.city);
      await card.getByRole('textbox', { name: 'Pincode', exact: true }).fill(nominee.address.pincode);
    }
    const dob = card.getByRole('textbox', { name: 'Date of birth', exact: true });
    await dob.fill(nominee.dob);
    await dob.press('Escape');
    await card.getByRole('textbox', { name: 'Share (%)', exact: true }).fill(String(nominee.share));
    await expect(dob).toHaveValue(nominee.dob);
  }

  /** An adult nominee has no guardian fields. */
  async expectAdult(position: number): Promise<void> {
    await expect(this.nominee(position).getByRole('textbox', { name: 'Guardian name', exact: true })).toHaveCount(0);
  }

  /** A minor nominee (under 18) asks for a guardian's name and PAN (001 §5). */
  async fillGuardian(position: number, guardian: { name: string; pan: string }): Promise<void> {
    const card = this.nominee(position);
    await expect(card.getByRole('note')).toHaveText('This nominee is a minor: a guardian is required.');
    await card.getByRole('textbox', { name: 'Guardian name', exact: true }).fill(guardian.name);
    const pan = card.getByRole('textbox', { name: 'Guardian PAN', exact: true });
    await pan.fill(guardian.pan.toLowerCase());
    await expect(pan).toHaveValue(guardian.pan.toUpperCase());
  }

  async setShare(position: number, share: number): Promise<void> {
    await this.nominee(position).getByRole('textbox', { name: 'Share (%)', exact: true }).fill(String(share));
  }

  async add(): Promise<void> {
    await this.form.getByRole('button', { name: 'Add Nominee' }).click();
  }

  async proceed(): Promise<void> {
    await this.form.getByRole('button', { name: 'Proceed' }).click();
  }

  async expectTotal(total: number): Promise<void> {
    await expect(this.form.getByText(`Total share: ${total}%`, { exact: true })).toBeVisible();
  }

  /** A list rule's or add rule's message, verbatim. */
  async expectMessage(message: string): Promise<void> {
    await expect(this.form.getByText(message, { exact: true })).toBeVisible();
  }
}

/** /two-factor-otp (001 §2.10): the nominee code from the e-mail. */
export class TwoFactorPage {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11y,
  ) {}

  get form(): Locator {
    return this.page.getByRole('form', { name: 'Two Factor Authentication' });
  }

  /** The e-mail is masked: the first two characters kept, the rest starred. */
  async expectOpen(email: string): Promise<void> {
    await expect(this.page).toHaveURL(/\/two-factor-otp$/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Two Factor Authentication' })).toBeVisible();
    await expect(this.page.getByTestId('otp-address')).toHaveText(
      `${email.slice(0, 2)}${'*'.repeat(email.length - 2)}`,
    );
    await expect(this.form.getByText(/Haven't received it\?/)).toBeVisible();
    await this.a11y.check('two factor');
  }

  /** The code field is a password-type field (001 §2.10). */
  async verify(code: string): Promise<void> {
    const field = this.form.getByRole('textbox', { name: 'OTP', exact: true });
    await expect(field).toHaveAttribute('type', 'password');
    await field.fill(code);
    await this.form.getByRole('button', { name: 'Verify' }).click();
  }
}
