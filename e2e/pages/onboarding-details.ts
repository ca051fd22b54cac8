import type { Locator, Page } from '@playwright/test';
import { type A11y, expect } from '../fixtures';

export interface IndianAddress {
  address1: string;
  city: string;
  /** The state's name as the list shows it, e.g. 'Karnataka'. */
  state: string;
  pincode: string;
}

export interface ForeignAddress {
  address1: string;
  city: string;
  state: string;
  pincode: string;
  /** The country's name as the list shows it, e.g. 'United Arab Emirates'. */
  country: string;
}

/** Chooses an option of a Mantine Select (a combobox with a listbox of options). */
async function choose(page: Page, field: Locator, option: string): Promise<void> {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(field).toHaveValue(option);
}

/** /basicInfo (001 §2.7, §5): names, tax status and addresses. */
export class BasicInfoPage {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11y,
  ) {}

  get form(): Locator {
    return this.page.getByRole('form', { name: 'Basic Info' });
  }

  /** The greeting carries the CKYC record's name, title-cased. */
  async expectOpen(greetingName: string): Promise<void> {
    await expect(this.page).toHaveURL(/\/basicInfo$/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Basic Info' })).toBeVisible();
    await expect(this.form.getByRole('heading', { level: 2 })).toHaveText(`Hello, ${greetingName}!`);
    await expect(this.form.getByText('Please fill in your basic information.', { exact: true })).toBeVisible();
    await this.a11y.check('basic info');
  }

  /** The names are filled from the CKYC record: the first and last name are there already. */
  async expectNames(first: string, last: string): Promise<void> {
    await expect(this.form.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue(first);
    await expect(this.form.getByRole('textbox', { name: 'Last name', exact: true })).toHaveValue(last);
  }

  async chooseResidency(residency: 'Residential' | 'Non Residential'): Promise<void> {
    await this.form.getByRole('radio', { name: residency, exact: true }).check();
  }

  async chooseNriStatus(status: 'NRE' | 'NRO'): Promise<void> {
    await this.form.getByRole('radio', { name: status, exact: true }).check();
  }

  async fillResidentialAddress(address: IndianAddress): Promise<void> {
    const block = this.form.getByRole('group', { name: 'Residential address' });
    await block.getByRole('textbox', { name: 'Address line 1', exact: true }).fill(address.address1);
    await block.getByRole('textbox', { name: 'City', exact: true }).fill(address.city);
    const state = block.getByRole('combobox', { name: 'State', exact: true });
    await state.fill(address.state);
    await this.page.getByRole('option', { name: address.state, exact: true }).click();
    await expect(state).toHaveValue(address.state);
    await block.getByRole('textbox', { name: 'Pincode', exact: true }).fill(address.pincode);
    await expect(block.getByRole('textbox', { name: 'Country', exact: true })).toHaveValue('India');
    await expect(block.getByRole('textbox', { name: 'Country', exact: true })).toBeDisabled();
  }

  async fillForeignAddress(address: ForeignAddress): Promise<void> {
    const block = this.form.getByRole('group', { name: 'Foreign address' });
    await block.getByRole('textbox', { name: 'Address line 1', exact: true }).fill(address.address1);
    await block.getByRole('textbox', { name: 'City', exact: true }).fill(address.city);
    await block.getByRole('textbox', { name: 'State', exact: true }).fill(address.state);
    await block.getByRole('textbox', { name: 'Pincode', exact: true }).fill(address.pincode);
    await choose(this.page, block.getByRole('combobox', { name: 'Country', exact: true }), address.country);
  }

  async proceed(): Promise<void> {
    await this.form.getByRole('button', { name: 'Proceed' }).click();
  }

  /** A rule's message, shown verbatim in the form. */
  async expectMessage(message: string): Promise<void> {
    await expect(this.form.getByText(message, { exact: true }).first()).toBeVisible();
  }
}

export interface AdditionalInfo {
  gender: string;
  income: string;
  occupation: string;
}

/** /additionalinfo (001 §2.8, §5): gender, nationality, income, occupation, affirmation. */
export class AdditionalInfoPage {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11y,
  ) {}

  get form(): Locator {
    return this.page.getByRole('form', { name: 'Additional Info' });
  }

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(/\/additionalinfo$/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Additional Info' })).toBeVisible();
    await expect(this.form.getByRole('textbox', { name: 'Nationality', exact: true })).toHaveValue('Indian');
    await this.a11y.check('additional info');
  }

  /** Proceed with nothing chosen: every choice says 'Please select a valid option.' (001 §5). */
  async expectChoicesRequired(): Promise<void> {
    await this.proceed();
    await expect(this.form.getByText('Please select a valid option.', { exact: true })).toHaveCount(3);
  }

  async fill(info: AdditionalInfo): Promise<void> {
    await choose(this.page, this.form.getByRole('combobox', { name: 'Gender', exact: true }), info.gender);
    await choose(this.page, this.form.getByRole('combobox', { name: 'Gross annual income', exact: true }), info.income);
    await choose(this.page, this.form.getByRole('combobox', { name: 'Occupation', exact: true }), info.occupation);
    await this.form.getByRole('checkbox', { name: /not a politically exposed person/ }).check();
  }

  async proceed(): Promise<void> {
    await this.form.getByRole('button', { name: 'Proceed' }).click();
  }
}
