/**
 * Onboarding as a new investor meets it (issue 4, 001 §2.6–2.12, §4.2, §5, §8): sign up, then
 * Create Account through PAN, KYC download, Basic and Additional Info, nominees and their code,
 * the bank account and the e-mail code, to the exchange's authentication page in a new tab.
 * One resident individual with two nominees (one a minor), and one non-resident whose bank
 * statement is a password-protected PDF. On the way, one rule message per screen is checked
 * verbatim. The sandbox's magic inputs decide the partners' answers (server/partners/*):
 * a PAN's 4th character is its holder type, a bank account ending 0000 fails verification,
 * a protected statement's password is `sanchay`.
 */

import type { Page } from '@playwright/test';
import { ckycFullName } from '../server/partners/ckyc';
import { SANDBOX_STATEMENT_PASSWORD } from '../server/partners/statement';
import { type A11y, expect, test } from './fixtures';
import { newInvestor } from './pages/auth-pages';
import { BankAccountPage, statementPdf } from './pages/onboarding-bank';
import { AdditionalInfoPage, BasicInfoPage } from './pages/onboarding-details';
import { EmailVerificationPage, ExchangeAuthPage } from './pages/onboarding-email';
import { codeBySubject, signUpAndSignIn } from './pages/onboarding-journey';
import { NomineeDetailsPage, TwoFactorPage } from './pages/onboarding-nominees';
import { type BirthDate, PanFetchPage, PanVerificationPage } from './pages/onboarding-pan';

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

/** A wrong code of the same shape. */
function wrongCode(code: string): string {
  return `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
}

/** Create Account in the navbar opens onboarding where a new investor starts: PAN verification. */
async function createAccount(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
}

/** A PAN the KYC registry refuses first, and the dialog that says so (001 §4.2). */
interface KycRefusal {
  pan: string;
  dialog: 'KYC not validated or registered' | 'Technical Issue Detected';
}

/**
 * PAN check and CKYC download; answers the name Basic Info greets with (the CKYC record's name,
 * title-cased). `refusals` are tried first, each answered by its dialog.
 */
async function verifyPan(
  page: Page,
  a11y: A11y,
  pan: string,
  dob: BirthDate,
  refusals: readonly KycRefusal[] = [],
): Promise<string> {
  const panCheck = new PanVerificationPage(page, a11y);
  await panCheck.expectOpen();
  // 001 §5: PAN and date of birth are required.
  await panCheck.proceed();
  await expect(panCheck.form.getByText('PAN is required.', { exact: true })).toBeVisible();
  await expect(panCheck.form.getByText('Please enter a valid date of birth', { exact: true })).toBeVisible();
  await a11y.check('PAN verification, with its error messages');
  await panCheck.pickDob(dob);
  for (const refusal of refusals) {
    await panCheck.enterPan(refusal.pan);
    await panCheck.proceed();
    await panCheck.closeDialog(refusal.dialog);
  }
  await panCheck.enterPan(pan);
  await panCheck.proceed();

  const panFetch = new PanFetchPage(page, a11y);
  await panFetch.expectOpen();
  await panFetch.ensurePanAndDob(pan, dob);
  await panFetch.expectConsentRequired();
  await panFetch.consentAndProceed();

  return ckycFullName(pan)
    .toLowerCase()
    .replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}

test('a new resident investor onboards with two nominees, one a minor, to a verified e-mail', async ({
  page,
  context,
  a11y,
  sandbox,
}) => {
  test.setTimeout(240_000);
  const investor = newInvestor();
  const holderPan = 'AFKPR4821M';
  await signUpAndSignIn(page, a11y, sandbox, investor);
  await createAccount(page);

  const name = await verifyPan(page, a11y, holderPan, { year: 1988, month: 7, day: 21 });
  const [first = '', last = ''] = name.split(' ');

  // Basic Info as a resident individual.
  const basicInfo = new BasicInfoPage(page, a11y);
  await basicInfo.expectOpen(name);
  await basicInfo.expectNames(first, last);
  await basicInfo.chooseResidency('Residential');
  await basicInfo.proceed();
  await basicInfo.expectMessage('Pincode is required.');
  await a11y.check('basic info, with its error messages');
  await basicInfo.fillResidentialAddress({
    address1: '14 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
  });
  await basicInfo.proceed();

  // Additional Info.
  const additionalInfo = new AdditionalInfoPage(page, a11y);
  await additionalInfo.expectOpen();
  await additionalInfo.expectChoicesRequired();
  await additionalInfo.fill({ gender: 'Female', income: '10 - 25 Lakhs', occupation: 'Professional' });
  await additionalInfo.proceed();

  // Nominee Details: an adult spouse and a minor daughter with her guardian.
  const nominees = new NomineeDetailsPage(page, a11y);
  await nominees.expectOpen();
  await nominees.fill(1, {
    name: 'Ravi Kumar',
    relationship: 'Spouse',
    id: { type: 'PAN', number: holderPan },
    email: 'ravi.kumar@example.com',
    mobile: '9876501234',
    address: { address1: '14 MG Road', city: 'Bengaluru', pincode: '560001' },
    dob: '02-05-1985',
    share: 100,
  });
  // 001 §5: the nominee's PAN must differ from the holder's.
  await nominees.expectMessage('Cannot be the same as the primary holder.');
  await nominees.nominee(1).getByRole('textbox', { name: 'PAN', exact: true }).fill('BKLPK3377Q');
  await expect(nominees.form.getByText('Cannot be the same as the primary holder.', { exact: true })).toBeHidden();
  await nominees.expectTotal(100);
  // A full share leaves no room for a second nominee.
  await nominees.add();
  await nominees.expectMessage('Total shares have already reached 100%. No additional nominees can be added.');
  await nominees.setShare(1, 60);
  await nominees.add();
  // The new nominee starts with the remaining share.
  await expect(nominees.nominee(2).getByRole('textbox', { name: 'Share (%)', exact: true })).toHaveValue('40');
  const minorBirthYear = new Date().getFullYear() - 10;
  await nominees.fill(2, {
    name: 'Meera Kumar',
    relationship: 'Daughter',
    id: { type: 'Aadhar', lastFour: '4821' },
    email: 'meera.kumar@example.com',
    mobile: '9876505678',
    address: 'same as primary',
    dob: `15-01-${minorBirthYear}`,
    share: 30,
  });
  await nominees.expectAdult(1);
  await nominees.expectTotal(90);
  await nominees.proceed();
  // 001 §5: a minor needs a guardian, and the shares must total 100.
  await nominees.expectMessage('Guardian name required for minors.');
  await nominees.expectMessage('Please ensure the total shares sum up to 100% before proceeding.');
  await nominees.fillGuardian(2, { name: 'Ravi Kumar', pan: 'BKLPK3377Q' });
  await nominees.setShare(2, 40);
  await nominees.expectTotal(100);
  await a11y.check('nominee details, two nominees');
  await nominees.proceed();

  // The nominee code from the e-mail.
  const twoFactor = new TwoFactorPage(page, a11y);
  await twoFactor.expectOpen(investor.email);
  await twoFactor.verify(await codeBySubject(sandbox, investor.email, 'Confirm your nominee details'));

  // Bank: an account ending 0000 fails, a correct one is verified.
  const bank = new BankAccountPage(page, a11y);
  await bank.expectOpen();
  await expect(bank.statement).toHaveCount(0);
  await bank.expectAccountTypeChoices(['Savings', 'Current']);
  await bank.verify();
  await bank.expectMessage('The IFSC Code is required');
  await bank.fill({
    bank: 'HDFC Bank',
    ifsc: 'HDFC0001234',
    accountNumber: '50100123450000',
    accountType: 'Savings',
    holdings: 'Single',
  });
  await bank.verify();
  await bank.expectFailed();
  await bank.setAccountNumber('50100123456789');
  await bank.verify();
  await bank.expectVerified();
  await bank.proceed();

  // E-mail verification: a wrong code is refused, the right one opens the success modal.
  const email = new EmailVerificationPage(page, a11y);
  await email.expectOpen(investor.email);
  const emailCode = await codeBySubject(sandbox, investor.email, 'Verify your e-mail address');
  await email.verify(wrongCode(emailCode));
  await email.expectCodeRefused();
  await email.verify(emailCode);
  await email.expectSuccessModal();
  const popup = await email.proceedToAuthPage(context);

  // Back in the app, onboarding is finished at EMAIL_VERIFIED: Create Account is hidden for it
  // (000 §4.1), the verification notice shows, and the dashboard names the status.
  await expect(page.getByRole('heading', { level: 1, name: 'Onboarding complete' })).toBeVisible();
  // It says what is still to do before investing, not 'We will let you know…'.
  await expect(page.getByRole('list', { name: 'Still to do before you can invest' }).getByRole('listitem')).toHaveText([
    'Complete your registration on the exchange’s page, which opened in a new tab when your e-mail was verified.',
    'Authenticate your nominee declaration (ELOG) on the exchange’s page.',
    'Authorise your autopay mandate with your bank.',
  ]);
  await expect(page.getByText(/We will let you know when your account is ready to invest/)).toHaveCount(0);
  await a11y.check('onboarding complete');
  await expect(page.getByRole('button', { name: 'Create Account', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your account verification is being processed' })).toBeVisible();
  // Its link opens the dashboard with the verification modal (issue 11); closing it leaves the dashboard.
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\?openModal=true$/);
  const verification = page.getByRole('dialog', { name: 'Account verification' });
  await expect(verification.getByRole('region', { name: 'Verify', exact: true })).toBeVisible();
  await verification.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const account = page.getByRole('region', { name: 'Your account' });
  await expect(account.getByText('E-mail verified', { exact: true })).toBeVisible();
  await expect(account.getByText('Your account verification is being processed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Account', exact: true })).toHaveCount(0);
  await a11y.check('dashboard, e-mail verified');

  // The exchange's page in the new tab completes the registration.
  const exchange = new ExchangeAuthPage(popup);
  await exchange.expectOpen(investor.email);
  await exchange.complete();
  await popup.close();
  await page.reload();
  await expect(account.getByText('Registered with the exchange', { exact: true })).toBeVisible();
});

test('a non-resident HUF with a password-protected bank statement onboards to the e-mail step', async ({
  page,
  context,
  a11y,
  sandbox,
}) => {
  test.setTimeout(240_000);
  const investor = newInvestor();
  // 4th character 'H': a HUF, a non-individual holder, so the bank step needs a statement.
  const holderPan = 'ABCHM1234K';
  await signUpAndSignIn(page, a11y, sandbox, investor);
  await createAccount(page);

  // Sandbox magic: a PAN ending X is not KYC-registered, one ending Z makes the registry fail (8015).
  const name = await verifyPan(page, a11y, holderPan, { year: 1979, month: 11, day: 3 }, [
    { pan: 'ABCHM1234X', dialog: 'KYC not validated or registered' },
    { pan: 'ABCHM1234Z', dialog: 'Technical Issue Detected' },
  ]);

  // Basic Info as a non-resident: NRE with a foreign address.
  const basicInfo = new BasicInfoPage(page, a11y);
  await basicInfo.expectOpen(name);
  await basicInfo.chooseResidency('Non Residential');
  await basicInfo.fillForeignAddress({
    address1: 'Villa 12 Palm Street',
    city: 'Dubai',
    state: 'Dubai',
    pincode: '123456',
    country: 'United Arab Emirates',
  });
  await basicInfo.proceed();
  await basicInfo.expectMessage('Please select NRE or NRO status for NRI.');
  await basicInfo.chooseNriStatus('NRE');
  await expect(basicInfo.form.getByText('Please select NRE or NRO status for NRI.', { exact: true })).toBeHidden();
  await a11y.check('basic info, non-resident');
  await basicInfo.proceed();

  const additionalInfo = new AdditionalInfoPage(page, a11y);
  await additionalInfo.expectOpen();
  await additionalInfo.fill({ gender: 'Male', income: 'Above 1 Crore', occupation: 'Business' });
  await additionalInfo.proceed();

  const nominees = new NomineeDetailsPage(page, a11y);
  await nominees.expectOpen();
  await nominees.fill(1, {
    name: 'Anita Mehta',
    relationship: 'Spouse',
    id: { type: 'Aadhar', lastFour: '7788' },
    email: 'anita.mehta@example.com',
    mobile: '9812345670',
    address: { address1: 'Villa 12 Palm Street', city: 'Dubai', pincode: 'DXB12345' },
    dob: '09-09-1982',
    share: 100,
  });
  await nominees.expectAdult(1);
  await nominees.proceed();

  const twoFactor = new TwoFactorPage(page, a11y);
  await twoFactor.expectOpen(investor.email);
  await twoFactor.verify(await codeBySubject(sandbox, investor.email, 'Confirm your nominee details'));

  // Bank: the HUF's own tax status (the PAN's 4th letter) wins over the form's NRE, in this very
  // session as after a reload: every account type, and the statement comes first (password-protected).
  const bank = new BankAccountPage(page, a11y);
  await bank.expectOpen();
  await bank.expectAccountTypeChoices(['Savings', 'Current', 'NRE', 'NRO']);
  await expect(bank.statement).toBeVisible();
  await bank.fill({
    bank: 'State Bank of India',
    ifsc: 'SBIN0004321',
    accountNumber: '30012345678',
    accountType: 'NRE',
    holdings: 'Single',
  });
  await bank.verify();
  await bank.expectMessage('Please upload your statement before verifying.');
  await bank.uploadStatement('statement.txt', Buffer.from('not a statement'), 'text/plain');
  await bank.expectMessage('Please select a valid PDF file only.');
  // Named and typed as a PDF, but not one inside: the server refuses it (001 §8 other upload failure).
  await bank.uploadStatement('statement.pdf', Buffer.from('not a statement either'));
  await expect(bank.form.getByRole('alert').filter({ hasText: 'Statement not uploaded' })).toContainText(
    'Failed to upload statement. Please try again.',
  );
  await bank.uploadStatement('statement.pdf', statementPdf({ passwordProtected: true }));
  // A wrong password is refused with code 8009 again: the prompt stays.
  await bank.answerPasswordPrompt('wrong-password');
  await expect(bank.passwordPrompt).toBeVisible();
  await expect(bank.passwordPrompt).toContainText('The password for the uploaded PDF is not correct.');
  await bank.answerPasswordPrompt(SANDBOX_STATEMENT_PASSWORD);
  await expect(bank.passwordPrompt).toBeHidden();
  await bank.expectStatementUploaded('statement.pdf');
  await bank.verify();
  await bank.expectVerified();
  await bank.proceed();

  const email = new EmailVerificationPage(page, a11y);
  await email.expectOpen(investor.email);
  await email.verify(await codeBySubject(sandbox, investor.email, 'Verify your e-mail address'));
  await email.expectSuccessModal();
  const popup = await email.proceedToAuthPage(context);
  await expect(popup).toHaveURL(/\/sandbox\/exchange\/authenticate\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Onboarding complete' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Account', exact: true })).toHaveCount(0);
});
