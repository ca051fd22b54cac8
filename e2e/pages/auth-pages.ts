import type { Page } from '@playwright/test';
import { type A11y, expect } from '../fixtures';

export interface NewInvestor {
  email: string;
  phone: string;
  password: string;
}

/** A fresh investor per run: the e-mail and phone are unique so journeys never collide. */
export function newInvestor(): NewInvestor {
  const stamp = `${Date.now()}`.slice(-8);
  return { email: `asha.${stamp}@example.com`, phone: `98${stamp}`, password: 'Sanchay@2026' };
}

export class SignUpPage {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11y,
  ) {}

  async open(): Promise<void> {
    await this.page.goto('/signup');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    // The page arrives prerendered, its fields inert until the app takes it over.
    await expect(this.page.locator('#root [inert]')).toHaveCount(0);
    await this.a11y.check('sign up');
  }

  async signUp(investor: NewInvestor): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Email', exact: true }).fill(investor.email);
    await this.page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill(investor.phone);
    await this.page.getByRole('textbox', { name: 'Password', exact: true }).fill(investor.password);
    await this.page.getByRole('checkbox', { name: /I agree to the Terms of Use/ }).check();
    await this.page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  }
}

export class MobileVerificationPage {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11y,
  ) {}

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(/\/mobileverification/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Mobile Verification' })).toBeVisible();
    await this.a11y.check('mobile verification');
  }

  async verify(code: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'OTP', exact: true }).fill(code);
    await this.page.getByRole('button', { name: 'Verify', exact: true }).click();
  }
}

export class SignInPage {
  constructor(
    private readonly page: Page,
    private readonly a11y: A11y,
  ) {}

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(/\/signin/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await this.a11y.check(`sign in ${new URL(this.page.url()).search}`);
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await this.page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Sign In', exact: true }).click();
  }
}
