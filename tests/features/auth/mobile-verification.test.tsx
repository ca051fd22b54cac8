// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdentityError } from '../../../src/api/identity/identity-provider';
import { FakeIdentityProvider } from '../../api/identity/fake-identity-provider';
import { flush } from '../../support/clock';
import { currentHref, renderAuth } from './harness';

const EMAIL = 'ravi@example.in';

afterEach(() => {
  vi.useRealTimers();
});

async function open(identity: FakeIdentityProvider) {
  window.sessionStorage.setItem('verificationEmail', EMAIL);
  const view = renderAuth('/mobileverification', { identity });
  // Under fake timers the screen settles without moving the clock, so its lock counts from here.
  if (vi.isFakeTimers()) await flush();
  const form = await screen.findByRole('form', { name: 'Mobile Verification' });
  return { ...view, form, otp: within(form).getByLabelText(/^OTP/) };
}

function unconfirmed() {
  const identity = new FakeIdentityProvider().addUser({
    email: EMAIL,
    password: 'Sanchay@2026',
    phone: '9123456780',
    confirmed: false,
  });
  void identity.resendConfirmationCode({ email: EMAIL });
  return identity;
}

describe('Mobile Verification (001 §2.4, §5, §8)', () => {
  it('keeps digits only, at most six', async () => {
    const { otp } = await open(unconfirmed());
    await userEvent.setup().type(otp, '12a-3 4567');
    expect(otp).toHaveValue('123456');
    expect(otp).toHaveAttribute('inputmode', 'numeric');
  });

  it('confirms the code and goes to Sign In with message userCreated', async () => {
    const identity = unconfirmed();
    const { otp, form, router } = await open(identity);
    const user = userEvent.setup();
    await user.type(otp, identity.lastCode('+919123456780') ?? '');
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(currentHref(router)).toBe('/signin?message=userCreated'));
    expect(identity.users.get(EMAIL)?.confirmed).toBe(true);
    expect(
      await screen.findByText('Thank you for completing the verification! Please log in to continue.'),
    ).toBeVisible();
  });

  it("shows the server's message for a wrong code, else the spec's default", async () => {
    const identity = unconfirmed();
    const { otp, form } = await open(identity);
    const user = userEvent.setup();
    await user.type(otp, '000000');
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect confirmation code');

    identity.confirmSignUp = async () => {
      throw new IdentityError('NetworkError', '');
    };
    await user.type(otp, '{Backspace}1');
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'OTP validation failed, please request a new one or contact support.',
      ),
    );
  });

  it('locks Resend OTP for 300 s, shown as m:ss, then sends a new code and locks again', async () => {
    vi.useFakeTimers();
    const identity = unconfirmed();
    const { form } = await open(identity);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    expect(within(form).getByRole('button', { name: 'Resend OTP in 5:00' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(60_999));
    expect(within(form).getByRole('button', { name: 'Resend OTP in 4:00' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(within(form).getByRole('button', { name: 'Resend OTP in 3:59' })).toBeDisabled();
    // Locked to the last millisecond of the 300 s, open at their end.
    await act(() => vi.advanceTimersByTimeAsync(238_999));
    expect(within(form).getByRole('button', { name: 'Resend OTP in 0:01' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    const resend = within(form).getByRole('button', { name: 'Resend OTP' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    await flush();
    expect(within(form).getByRole('button', { name: 'Resend OTP in 5:00' })).toBeDisabled();
    expect(identity.outbox).toHaveLength(2);
  });

  it('without an account to verify, says so and links to Sign Up and Sign In', async () => {
    renderAuth('/mobileverification');
    expect(await screen.findByText('Nothing to verify yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  });
});
