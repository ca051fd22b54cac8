import type { Locator, Page } from '@playwright/test';
import { type A11y, expect } from '../fixtures';

export interface BankAccount {
  /** As the list shows it, e.g. 'HDFC Bank'. */
  bank: string;
  ifsc: string;
  accountNumber: string;
  /** 'Savings' or 'Current' for residents; NRE and NRO are fixed by the tax status. */
  accountType?: string;
  holdings: 'Single' | 'Joint';
}

/**
 * A small real PDF statement, written here so the upload carries true PDF content (the server
 * checks the bytes, not the name). With `passwordProtected` the trailer names an /Encrypt
 * dictionary, which is what makes a PDF ask for its password.
 */
export function statementPdf({ passwordProtected }: { passwordProtected: boolean }): Buffer {
  const content = 'BT /F1 12 Tf 56 780 Td (Account statement - Sanchay e2e) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    ...(passwordProtected
      ? [
          '<< /Filter /Standard /V 1 /R 2 /Length 40 /P -3904 /O <28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A> /U <28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A> >>',
        ]
      : []),
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  const encrypt = passwordProtected ? ' /Encrypt 6 0 R /ID [<0123456789ABCDEF> <0123456789ABCDEF>]' : '';
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${encrypt} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** /bankaccountregister (001 §2.11, §4.2, §5 Bank). */
export class BankAccountPage {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11y,
  ) {}

  get form(): Locator {
    return this.page.getByRole('form', { name: 'Bank Account Verification' });
  }

  private get accountType(): Locator {
    return this.form.getByRole('combobox', { name: 'Account type', exact: true });
  }

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(/\/bankaccountregister$/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Bank Account Verification' })).toBeVisible();
    await this.a11y.check('bank account');
  }

  /** The account types offered: savings or current for INDIVIDUAL, every type for a firm or HUF (001 §5 Bank). */
  async expectAccountTypeChoices(labels: string[]): Promise<void> {
    await expect(this.accountType.locator('option')).toHaveText(['Select account type', ...labels]);
  }

  async fill(account: BankAccount): Promise<void> {
    await this.form.getByRole('combobox', { name: 'Bank', exact: true }).selectOption({ label: account.bank });
    const ifsc = this.form.getByRole('textbox', { name: 'IFSC Code', exact: true });
    await ifsc.fill(account.ifsc.toLowerCase());
    await expect(ifsc).toHaveValue(account.ifsc.toUpperCase());
    await this.form.getByRole('textbox', { name: 'Account number', exact: true }).fill(account.accountNumber);
    if (account.accountType) await this.accountType.selectOption({ label: account.accountType });
    await this.form
      .getByRole('combobox', { name: 'Account holdings', exact: true })
      .selectOption({ label: account.holdings });
  }

  async setAccountNumber(accountNumber: string): Promise<void> {
    await this.form.getByRole('textbox', { name: 'Account number', exact: true }).fill(accountNumber);
  }

  /** The file input of the statement (non-individual tax status only). */
  get statement(): Locator {
    return this.form.getByLabel(/^Bank statement \(PDF\)/);
  }

  async uploadStatement(name: string, buffer: Buffer, mimeType = 'application/pdf'): Promise<void> {
    await this.statement.setInputFiles({ name, mimeType, buffer });
  }

  get passwordPrompt(): Locator {
    return this.page.getByRole('dialog', { name: 'Password protected statement' });
  }

  /** 001 §8 code 8009: the prompt asks for the PDF's password; the upload is retried with it. */
  async answerPasswordPrompt(password: string): Promise<void> {
    const prompt = this.passwordPrompt;
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('alert')).toContainText('The uploaded PDF is password protected');
    const submit = prompt.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await this.a11y.check('statement password prompt');
    await prompt.getByRole('textbox', { name: 'PDF password', exact: true }).fill(password);
    await submit.click();
  }

  async expectStatementUploaded(name: string): Promise<void> {
    await expect(this.form.getByText(`Statement uploaded: ${name}`, { exact: true })).toBeVisible();
  }

  async verify(): Promise<void> {
    await this.form.getByRole('button', { name: 'Verify' }).click();
  }

  async expectFailed(): Promise<void> {
    const alert = this.form.getByRole('alert').filter({ hasText: 'Failed' });
    await expect(alert).toBeVisible();
    await this.a11y.check('bank account failed');
    // Failed leaves the fields open for a correction.
    await expect(this.form.getByRole('textbox', { name: 'Account number', exact: true })).toBeEnabled();
  }

  /** Verified: the fields are locked and Verify became Proceed (001 §4.2). */
  async expectVerified(): Promise<void> {
    await expect(this.form.getByRole('status').filter({ hasText: 'Your bank account is verified.' })).toBeVisible();
    await expect(this.form.getByRole('textbox', { name: 'Account number', exact: true })).toBeDisabled();
    await expect(this.form.getByRole('textbox', { name: 'IFSC Code', exact: true })).toBeDisabled();
    await expect(this.form.getByRole('combobox', { name: 'Bank', exact: true })).toBeDisabled();
    await expect(this.form.getByRole('button', { name: 'Verify' })).toHaveCount(0);
    await this.a11y.check('bank account verified');
  }

  async proceed(): Promise<void> {
    await this.form.getByRole('button', { name: 'Proceed' }).click();
  }

  async expectMessage(message: string): Promise<void> {
    await expect(this.form.getByText(message, { exact: true })).toBeVisible();
  }
}
