// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signUpMessages, validationMessages } from '../../../src/features/auth/messages';
import { FakeIdentityProvider } from '../../api/identity/fake-identity-provider';
import { expectFieldError } from './field-error';
import { renderAuth } from './harness';

const form = () => screen.getByRole('form', { name: 'Sign Up' });
const field = (label: RegExp) => within(form()).getByLabelText(label);
const email = () => field(/^Email/);
const phone = () => field(/^Phone Number/);
const password = () => field(/^Password/);
const terms = () => within(form()).getByRole('checkbox', { name: /I agree to the Terms of Use and Privacy Policy/ });
const submit = () => within(form()).getByRole('button', { name: 'Sign Up' });

async function fill(user: UserEvent, values: { email: string; phone: string; password: string; terms?: boolean }) {
  await user.type(email(), values.email);
  await user.type(phone(), values.phone);
  await user.type(password(), values.password);
  if (values.terms !== false) await user.click(terms());
}

async function open(identity = new FakeIdentityProvider()) {
  const view = renderAuth('/signup', { identity });
  await screen.findByRole('form', { name: 'Sign Up' });
  return { ...view, user: userEvent.setup() };
}

describe('Sign Up (001 §2.2, §5)', () => {
  it('shows every rule with the global validator messages, in the spec order', async () => {
    const { user, identity } = await open();
    await user.click(submit());
    expectFieldError(email(), 'Email is required.');
    expectFieldError(phone(), 'Phone number is required');
    expectFieldError(password(), 'Password is required.');
    expect(within(form()).getByText('Please accept the terms and conditions.')).toBeVisible();

    await user.type(email(), 'asha@');
    await user.type(phone(), '98765');
    expectFieldError(email(), 'Enter a valid email.');
    expectFieldError(phone(), 'Phone number must contain exactly 10 numbers');
    for (const [typed, message] of [
      ['abc', 'Password must be at least 8 characters long.'],
      ['abcdefgh', 'Password must have an uppercase letter.'],
      ['ABCDEFGH', 'Password must have a lowercase letter.'],
      ['Abcdefgh', 'Password must include a number.'],
      ['Abcdefg1', 'Password must include a special character.'],
    ] as const) {
      await user.clear(password());
      await user.type(password(), typed);
      expectFieldError(password(), message);
    }
    expect(identity.outbox).toEqual([]);
  });

  it('keeps the e-mail within 60 characters and the phone within 10', async () => {
    await open();
    expect(email()).toHaveAttribute('maxlength', '60');
    expect(phone()).toHaveAttribute('maxlength', '10');
  });

  it('opens the Terms of Use and the Privacy Policy in a modal without ticking the box', async () => {
    const { user } = await open();
    await user.click(within(form()).getByRole('button', { name: 'Terms of Use' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms of Use' });
    expect(within(dialog).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(1);
    await user.click(
      within(dialog).getAllByRole('button', { name: signUpMessages.closeDocument }).at(-1) as HTMLElement,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(form()).getByRole('button', { name: 'Privacy Policy' }));
    expect(await screen.findByRole('dialog', { name: 'Privacy Policy' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(terms()).not.toBeChecked();
  });

  it('signs up with the e-mail lower-cased and the phone with +91, then goes to Mobile Verification', async () => {
    const { user, identity, router, store } = await open();
    await fill(user, { email: ' Asha@Example.in', phone: '9876543210', password: 'Sanchay@2026' });
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/mobileverification'));
    expect(identity.users.get('asha@example.in')).toMatchObject({ phone: '9876543210', confirmed: false });
    expect(identity.outbox.at(-1)?.to).toBe('+919876543210');
    expect(store.get('verificationEmail')).toBe('asha@example.in');
  });

  it("'User already exists' with a confirmed phone says so and sends nothing (001 §4.1)", async () => {
    const identity = new FakeIdentityProvider().addUser({
      email: 'asha@example.in',
      password: 'Sanchay@2026',
      phone: '9876543210',
      confirmed: true,
    });
    const { user, router } = await open(identity);
    await fill(user, { email: 'asha@example.in', phone: '9876543210', password: 'Other@2026' });
    await user.click(submit());
    expect(await screen.findByText(signUpMessages.alreadyRegistered)).toBeVisible();
    expect(
      screen.getByText('It looks like you already have an account with us! Please log in to continue.'),
    ).toBeVisible();
    expect(identity.outbox).toEqual([]);
    expect(router.state.location.pathname).toBe('/signup');
  });

  it("'User already exists' with an unconfirmed phone resends the code and goes to verification (001 §4.1)", async () => {
    const identity = new FakeIdentityProvider().addUser({
      email: 'asha@example.in',
      password: 'Sanchay@2026',
      phone: '9876543210',
      confirmed: false,
    });
    const { user, router } = await open(identity);
    await fill(user, { email: 'asha@example.in', phone: '9876543210', password: 'Sanchay@2026' });
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/mobileverification'));
    expect(identity.outbox).toHaveLength(1);
  });

  it('shows any other server message', async () => {
    const identity = new FakeIdentityProvider();
    identity.signUp = async () => {
      const { IdentityError } = await import('../../../src/api/identity/identity-provider');
      throw new IdentityError('InvalidPasswordException', 'Password did not conform with policy: Password too long');
    };
    const { user } = await open(identity);
    await fill(user, { email: 'asha@example.in', phone: '9876543210', password: 'Sanchay@2026' });
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password did not conform with policy: Password too long',
    );
    expect(validationMessages.terms).toBe('Please accept the terms and conditions.');
  });
});
