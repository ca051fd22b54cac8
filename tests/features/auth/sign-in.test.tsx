// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IdentityError } from '../../../src/api/identity';
import { signInMessages, validationMessages } from '../../../src/features/auth/messages';
import { FakeIdentityProvider } from '../../api/identity/fake-identity-provider';
import { expectFieldError } from './field-error';
import { currentHref, renderAuth } from './harness';

const banners = {
  userCreated: 'Thank you for completing the verification! Please log in to continue.',
  createUser: 'Please complete your onboarding process by logging in.',
  linkFailed: 'Invalid session, please sign in to continue.',
} as const;

const PASSWORD = 'Sanchay@2026';

function investors() {
  return new FakeIdentityProvider()
    .addUser({ email: 'asha@example.in', password: PASSWORD, phone: '9876543210', confirmed: true })
    .addUser({ email: 'ravi@example.in', password: PASSWORD, phone: '9123456780', confirmed: false })
    .addUser({ email: 'mfa@example.in', password: PASSWORD, phone: '9000000001', confirmed: true, challenge: 'mfa' })
    .addUser({
      email: 'new@example.in',
      password: PASSWORD,
      phone: '9000000002',
      confirmed: true,
      challenge: 'newPassword',
    });
}

const form = () => screen.getByRole('form', { name: 'Sign In' });
const emailField = () => within(form()).getByLabelText(/^Email/);
const passwordField = () => within(form()).getByLabelText(/^Password/);

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(passwordField(), password);
  await user.click(within(form()).getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('Sign In banners (001 §2.3, 000 §8)', () => {
  it.each(Object.entries(banners))('message=%s shows its banner verbatim', async (message, text) => {
    renderAuth(`/signin?message=${message}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(text);
    for (const other of Object.values(banners).filter((t) => t !== text)) {
      expect(screen.queryByText(other)).not.toBeInTheDocument();
    }
    expect(screen.queryByText('Token Expired')).not.toBeInTheDocument();
  });

  it("error=Expired shows 'Token Expired', together with a message banner", async () => {
    renderAuth('/signin?error=Expired&message=linkFailed');
    expect(await screen.findByRole('alert')).toHaveTextContent('Token Expired');
    expect(screen.getByRole('status')).toHaveTextContent(banners.linkFailed);
  });

  it('ignores values it does not know', async () => {
    renderAuth('/signin?message=somethingElse&error=Nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Sign In form', () => {
  it('has labelled e-mail and password fields, a link to /signup and a Forgot Password link carrying the e-mail', async () => {
    renderAuth('/signin');
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: signInMessages.signUpLink })).toHaveAttribute('href', '/signup');
    const forgot = screen.getByRole('link', { name: signInMessages.forgotPassword });
    expect(forgot).toHaveAttribute('href', '/resetpassword');
    await user.type(emailField(), 'asha@example.in');
    expect(forgot).toHaveAttribute('href', '/resetpassword?email=asha%40example.in');
  });

  it('reaches the show-password toggle by Tab, and it shows the password (WCAG 2.1.1)', async () => {
    renderAuth('/signin');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), 'asha@example.in');
    await user.tab();
    expect(passwordField()).toHaveFocus();
    await user.tab();
    const toggle = within(form()).getByRole('button', { name: 'Toggle password visibility' });
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(passwordField()).toHaveAttribute('type', 'text');
  });

  it('checks the fields before anything is sent (001 §5)', async () => {
    const identity = investors();
    renderAuth('/signin', { identity });
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('form', { name: 'Sign In' })).getByRole('button', { name: 'Sign In' }),
    );
    expectFieldError(emailField(), validationMessages.emailRequired);
    expectFieldError(passwordField(), validationMessages.passwordRequired);
    await user.type(emailField(), 'not-an-email');
    await user.click(within(form()).getByRole('button', { name: 'Sign In' }));
    expectFieldError(emailField(), validationMessages.emailInvalid);
  });

  it("maps wrong credentials to 'Invalid username/password combination' (000 §8)", async () => {
    renderAuth('/signin', { identity: investors() });
    await signIn('asha@example.in', 'Wrong@2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username/password combination');
    expect(emailField()).toBeEnabled();
  });

  it("shows the pool's lockout as it says it, not as wrong credentials (001 §8)", async () => {
    const identity = investors();
    identity.signIn = async () => {
      throw new IdentityError('NotAuthorizedException', 'Password attempts exceeded');
    };
    renderAuth('/signin', { identity });
    await signIn('asha@example.in', PASSWORD);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Password attempts exceeded');
    expect(alert).not.toHaveTextContent('Invalid username/password combination');
  });

  it.each([
    ['mfa@example.in', 'Mfa required'],
    ['new@example.in', 'New password required'],
  ])("shows the provider's challenge rejection for %s: '%s' (000 §4.2)", async (email, text) => {
    renderAuth('/signin', { identity: investors() });
    await signIn(email, PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('signs in: session storage is cleared, then holds the tokens and payload; the user goes to /dashboard', async () => {
    window.sessionStorage.setItem('panNumber', 'ABCDE1234F');
    const { router, store } = renderAuth('/signin', { identity: investors() });
    await signIn('ASHA@example.in ', PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByTestId('signed-in-as')).toHaveTextContent('asha@example.in');
    expect(store.get('panNumber')).toBeNull();
    expect(store.get('accessToken')).toMatch(/^ey/);
    expect(store.get('refreshToken')).toMatch(/^refresh-asha@example.in/);
    expect(JSON.parse(store.get('user') ?? '{}')).toMatchObject({ email: 'asha@example.in' });
    expect(store.get('isActive')).toBe('false');
  });

  it('goes to the redirect query after sign-in (001 §2.3)', async () => {
    const { router } = renderAuth(`/signin?redirect=${encodeURIComponent('/portfolio?tab=external')}`, {
      identity: investors(),
    });
    await signIn('asha@example.in', PASSWORD);
    await waitFor(() => expect(currentHref(router)).toBe('/portfolio?tab=external'));
  });

  it("'User is not confirmed.' stores the e-mail, resends the code and goes to /mobileverification (001 §4.1)", async () => {
    const identity = investors();
    const { router, store } = renderAuth('/signin', { identity });
    await signIn('ravi@example.in', PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/mobileverification'));
    expect(store.get('verificationEmail')).toBe('ravi@example.in');
    expect(identity.outbox).toEqual([{ to: '+919123456780', channel: 'sms', code: expect.stringMatching(/^\d{6}$/) }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mobile Verification' })).toBeVisible();
    expect(screen.getByText('ravi@example.in')).toBeVisible();
  });
});
