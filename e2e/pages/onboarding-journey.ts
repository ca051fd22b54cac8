import type { BrowserContext, Page } from '@playwright/test';
import { type A11y, expect, type Sandbox } from '../fixtures';
import { MobileVerificationPage, type NewInvestor, SignInPage, SignUpPage } from './auth-pages';
import { BankAccountPage } from './onboarding-bank';
import { AdditionalInfoPage, BasicInfoPage } from './onboarding-details';
import { EmailVerificationPage, ExchangeAuthPage } from './onboarding-email';
import { NomineeDetailsPage, TwoFactorPage } from './onboarding-nominees';
import { PanFetchPage, PanVerificationPage } from './onboarding-pan';

/** The newest code in an e-mail whose subject is given (the nominee and e-mail codes share the inbox). */
export async function codeBySubject(sandbox: Sandbox, to: string, subject: string): Promise<string> {
  let code: string | null | undefined;
  await expect
    .poll(
      async () => {
        code = (await sandbox.inbox(to)).find((message) => message.subject === subject)?.code;
        return code;
      },
      { message: `a '${subject}' code sent to ${to}` },
    )
    .toBeTruthy();
  return code as string;
}

/** Sign up with a new e-mail and phone, confirm the phone with the SMS code, sign in to the dashboard. */
export async function signUpAndSignIn(page: Page, a11y: A11y, sandbox: Sandbox, investor: NewInvestor): Promise<void> {
  const signUp = new SignUpPage(page, a11y);
  await signUp.open();
  await signUp.signUp(investor);
  const mobile = new MobileVerificationPage(page, a11y);
  await mobile.expectOpen();
  await mobile.verify(await sandbox.latestCode(`+91${investor.phone}`));
  const signIn = new SignInPage(page, a11y);
  await signIn.expectOpen();
  await signIn.signIn(investor.email, investor.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Investment Overview' })).toBeVisible();
}

/**
 * A brand-new resident investor signs up, signs in and goes through every onboarding step the
 * short way (one nominee, a verified bank account), then completes the exchange's client
 * registration in its tab. Ends on 'Onboarding complete'. The rules of each step are
 * onboarding.spec.ts's business; this is the road to verification.
 */
export async function signUpAndOnboard(
  page: Page,
  context: BrowserContext,
  a11y: A11y,
  sandbox: Sandbox,
  investor: NewInvestor,
  pan: string,
): Promise<void> {
  await signUpAndSignIn(page, a11y, sandbox, investor);
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();

  const panCheck = new PanVerificationPage(page, a11y);
  await panCheck.expectOpen();
  const dob = { year: 1988, month: 7, day: 21 };
  await panCheck.pickDob(dob);
  await panCheck.enterPan(pan);
  await panCheck.proceed();
  const panFetch = new PanFetchPage(page, a11y);
  await panFetch.expectOpen();
  await panFetch.ensurePanAndDob(pan, dob);
  await panFetch.consentAndProceed();

  const basicInfo = new BasicInfoPage(page, a11y);
  await expect(page).toHaveURL(/\/basicInfo$/);
  await basicInfo.chooseResidency('Residential');
  await basicInfo.fillResidentialAddress({
    address1: '14 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
  });
  await basicInfo.proceed();

  const additionalInfo = new AdditionalInfoPage(page, a11y);
  await additionalInfo.expectOpen();
  await additionalInfo.fill({ gender: 'Female', income: '10 - 25 Lakhs', occupation: 'Professional' });
  await additionalInfo.proceed();

  const nominees = new NomineeDetailsPage(page, a11y);
  await nominees.expectOpen();
  await nominees.fill(1, {
    name: 'Ravi Kumar',
    relationship: 'Spouse',
    id: { type: 'PAN', number: 'BKLPK3377Q' },
    email: 'ravi.kumar@example.com',
    mobile: '9876501234',
    address: { address1: '14 MG Road', city: 'Bengaluru', pincode: '560001' },
    dob: '02-05-1985',
    share: 100,
  });
  await nominees.proceed();
  const twoFactor = new TwoFactorPage(page, a11y);
  await twoFactor.expectOpen(investor.email);
  await twoFactor.verify(await codeBySubject(sandbox, investor.email, 'Confirm your nominee details'));

  const bank = new BankAccountPage(page, a11y);
  await bank.expectOpen();
  await bank.fill({
    bank: 'HDFC Bank',
    ifsc: 'HDFC0001234',
    accountNumber: '50100123456789',
    accountType: 'Savings',
    holdings: 'Single',
  });
  await bank.verify();
  await bank.expectVerified();
  await bank.proceed();

  const email = new EmailVerificationPage(page, a11y);
  await email.expectOpen(investor.email);
  await email.verify(await codeBySubject(sandbox, investor.email, 'Verify your e-mail address'));
  await email.expectSuccessModal();
  const popup = await email.proceedToAuthPage(context);
  const exchange = new ExchangeAuthPage(popup);
  await exchange.expectOpen(investor.email);
  await exchange.complete();
  await popup.close();
  await expect(page.getByRole('heading', { level: 1, name: 'Onboarding complete' })).toBeVisible();
}
