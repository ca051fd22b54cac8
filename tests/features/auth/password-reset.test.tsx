// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdentityError } from '../../../src/api/identity/identity-provider';
import { FakeIdentityProvider } from '../../api/identity/fake-identity-provider';
import { flush } from '../../support/clock';
import { expectFieldError } from './field-error';
import { currentHref, renderAuth } from './harness';

const EMAIL = 'asha@example.in';

afterEach(() => {
  vi.useRealTimers();
});

function investor() {
  return new FakeIdentityProvider().addUser({
    email: EMAIL,
    password: 'Sanchay@2026',
    phone: '9876543210',
    confirmed: true,
  });
}

describe('Reset Password (001 §2.5)', () => {
  it('takes the e-mail from the query, e-mails a code and goes to /newpassword with the e-mail', async () => {
    const identity = investor();
    const { router } = renderAuth(`/resetpassword?email=${encodeURIComponent(EMAIL)}`, { identity });
    const form = await screen.findByRole('form', { name: 'Reset Password' });
    expect(within(form).getByLabelText(/^Email/)).toHaveValue(EMAIL);
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Send Code' }));
    await waitFor(() => expect(currentHref(router)).toBe(`/newpassword?email=${encodeURIComponent(EMAIL)}`));
    expect(identity.outbox).toEqual([{ to: EMAIL, channel: 'email', code: expect.any(String) }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'New Password' })).toBeVisible();
  });

  it('shows the server message when no code could be sent', async () => {
    renderAuth('/resetpassword', { identity: investor() });
    const form = await screen.findByRole('form', { name: 'Reset Password' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Send Code' }));
    expectFieldError(within(form).getByLabelText(/^Email/), 'Email is required.');
    await user.type(within(form).getByLabelText(/^Email/), 'nobody@example.in');
    await user.click(within(form).getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username/client id combination not found.');
  });
});

describe('New Password (001 §2.5, §5)', () => {
  async function open(identity: FakeIdentityProvider, address = `/newpassword?email=${encodeURIComponent(EMAIL)}`) {
    const view = renderAuth(address, { identity });
    // Under fake timers the screen settles without moving the clock, so its lock counts from here.
    if (vi.isFakeTimers()) await flush();
    const form = await screen.findByRole('form', { name: 'New Password' });
    const field = (label: RegExp) => within(form).getByLabelText(label);
    return {
      ...view,
      form,
      user: userEvent.setup(),
      code: () => field(/^OTP/),
      password: () => field(/^New Password/),
      confirm: () => field(/^Confirm Password/),
      submit: () => within(form).getByRole('button', { name: 'Set New Password' }),
    };
  }

  it("requires the code, the password rule and 'Passwords must match'", async () => {
    const { user, code, password, confirm, submit } = await open(investor());
    await user.click(submit());
    expectFieldError(code(), 'OTP is required.');
    expectFieldError(password(), 'Password is required.');
    await user.type(password(), 'Sanchay@2027');
    await user.type(confirm(), 'Sanchay@2028');
    expectFieldError(confirm(), 'Passwords must match');
    expect(code()).toHaveAttribute('maxlength', '6');
  });

  it("changes the password and offers 'Back to Login' in a modal", async () => {
    const identity = investor();
    await identity.forgotPassword({ email: EMAIL });
    const { user, code, password, confirm, submit, router } = await open(identity);
    await user.type(code(), identity.lastCode(EMAIL) ?? '');
    await user.type(password(), 'Sanchay@2027');
    await user.type(confirm(), 'Sanchay@2027');
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Password changed' });
    expect(identity.users.get(EMAIL)?.password).toBe('Sanchay@2027');
    await user.click(within(dialog).getByRole('link', { name: 'Back to Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it('shows the server message for a wrong code', async () => {
    const identity = investor();
    await identity.forgotPassword({ email: EMAIL });
    const { user, code, password, confirm, submit } = await open(identity);
    await user.type(code(), '999999');
    await user.type(password(), 'Sanchay@2027');
    await user.type(confirm(), 'Sanchay@2027');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid verification code provided, please try again.');
  });

  it('prompts for the e-mail when the query has none; Resend OTP sends a code there, then locks for 60 s', async () => {
    vi.useFakeTimers();
    const identity = investor();
    const { form } = await open(identity, '/newpassword');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Enter the e-mail address of your account to set a new password.',
    );
    const email = within(form).getByLabelText(/^Email/);
    expect(email).toHaveValue('');
    // No code went out from this screen yet, so there is nothing to wait for.
    const resend = within(form).getByRole('button', { name: 'Resend OTP' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    expectFieldError(email, 'Email is required.');
    expect(identity.outbox).toEqual([]);
    await user.type(email, EMAIL);
    await user.click(resend);
    await flush();
    expect(within(form).getByRole('button', { name: 'Resend OTP in 60 s' })).toBeDisabled();
    expect(identity.outbox).toEqual([{ to: EMAIL, channel: 'email', code: expect.any(String) }]);
    // From then on the shared countdown resends to that address once the lock is over: locked to
    // its last millisecond, open at its end.
    await act(() => vi.advanceTimersByTimeAsync(59_999));
    expect(within(form).getByRole('button', { name: 'Resend OTP in 1 s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    await user.click(within(form).getByRole('button', { name: 'Resend OTP' }));
    await flush();
    expect(within(form).getByRole('button', { name: 'Resend OTP in 60 s' })).toBeDisabled();
    expect(identity.outbox).toHaveLength(2);
    expect(identity.outbox[1]).toEqual({ to: EMAIL, channel: 'email', code: expect.any(String) });
  });

  it('shows why a resend failed while Resend OTP can be pressed again', async () => {
    vi.useFakeTimers();
    const identity = investor();
    const { form } = await open(identity);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    expect(within(form).getByRole('button', { name: 'Resend OTP in 60 s' })).toBeDisabled();
    identity.forgotPassword = async () => {
      throw new IdentityError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
    };
    await act(() => vi.advanceTimersByTimeAsync(59_999));
    expect(within(form).getByRole('button', { name: 'Resend OTP in 1 s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    await user.click(within(form).getByRole('button', { name: 'Resend OTP' }));
    await flush();
    expect(screen.getByRole('alert', { name: 'We could not send a new code.' })).toHaveTextContent(
      'Attempt limit exceeded, please try after some time.',
    );
    expect(within(form).getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  });
});
