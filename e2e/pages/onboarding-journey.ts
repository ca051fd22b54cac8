import type { Page } from '@playwright/test';
import { type A11y, expect, type Sandbox } from '../fixtures';
import { MobileVerificationPage, type NewInvestor, SignInPage, SignUpPage } from './auth-pages';

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
