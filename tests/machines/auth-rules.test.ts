/** The pure rules the identity machines decide with, and their guarded branches. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { normaliseEmail } from '../../domain/email';
import { passwordResetMachine } from '../../machines/password-reset.machine';
import { resendCountdownMachine } from '../../machines/shared/resend-countdown.machine';
import { signInMachine, toIdentityFailure } from '../../machines/sign-in.machine';
import { type SignUpDetails, signUpMachine } from '../../machines/sign-up.machine';

describe('identity failures', () => {
  it('keep the code and message of what the adapter threw', () => {
    expect(
      toIdentityFailure(Object.assign(new Error('User is not confirmed.'), { code: 'UserNotConfirmedException' })),
    ).toEqual({ code: 'UserNotConfirmedException', message: 'User is not confirmed.' });
    expect(toIdentityFailure(new Error('boom'))).toEqual({ code: 'Unknown', message: 'boom' });
    expect(toIdentityFailure(undefined)).toEqual({ code: 'Unknown', message: '' });
  });

  it('e-mails are trimmed and lower-cased', () => {
    expect(normaliseEmail('  Asha@Example.IN ')).toBe('asha@example.in');
  });
});

describe('sign-in (001 §4.1)', () => {
  it("'User is not confirmed.' stores the e-mail and resends the code; other failures are kept", async () => {
    const remembered: string[] = [];
    const machine = signInMachine.provide({
      actors: {
        signIn: fromPromise(async ({ input }) => {
          throw Object.assign(new Error('User is not confirmed.'), {
            code: input.password === 'x' ? 'UserNotConfirmedException' : 'NotAuthorizedException',
          });
        }),
        resendConfirmationCode: fromPromise(async () => {}),
      },
      actions: { rememberEmailToVerify: (_, params) => remembered.push(params.email) },
    });
    const unconfirmed = createActor(machine).start();
    unconfirmed.send({ type: 'submit', email: 'Ravi@Example.in', password: 'x' });
    await waitFor(unconfirmed, (s) => s.status === 'done');
    expect(unconfirmed.getSnapshot().value).toBe('verifyingPhone');
    expect(remembered).toEqual(['ravi@example.in']);

    const refused = createActor(machine).start();
    refused.send({ type: 'submit', email: 'ravi@example.in', password: 'y' });
    await waitFor(refused, (s) => s.matches('failed'));
    expect(refused.getSnapshot().context.error?.code).toBe('NotAuthorizedException');
    expect(JSON.stringify(refused.getSnapshot().context)).not.toContain('"y"');
  });
});

describe('sign-up (001 §4.1)', () => {
  const run = async (phone: () => Promise<{ confirmed: boolean }>) => {
    let resent = 0;
    const actor = createActor(
      signUpMachine.provide({
        actors: {
          signUp: fromPromise<void, SignUpDetails>(async () => {
            throw Object.assign(new Error('User already exists'), { code: 'UsernameExistsException' });
          }),
          getPhoneInfo: fromPromise(phone),
          resendConfirmationCode: fromPromise(async () => {
            resent += 1;
          }),
        },
      }),
    ).start();
    actor.send({ type: 'submit', email: 'asha@example.in', phone: '9876543210', password: 'Sanchay@2026' });
    await waitFor(actor, (s) => s.status === 'done' || s.matches('alreadyRegistered'));
    return { state: actor.getSnapshot().value, resent };
  };

  it('an existing user with a confirmed phone is told to log in', async () => {
    expect(await run(async () => ({ confirmed: true }))).toEqual({ state: 'alreadyRegistered', resent: 0 });
  });

  it('an unconfirmed phone, or a failed phone check, gets a new code', async () => {
    expect(await run(async () => ({ confirmed: false }))).toEqual({ state: 'codeSent', resent: 1 });
    expect(
      await run(async () => {
        throw new Error('404');
      }),
    ).toEqual({ state: 'codeSent', resent: 1 });
  });
});

describe('password reset (001 §2.5)', () => {
  it('opens the screen the route asks for, with the e-mail lower-cased', () => {
    const request = createActor(passwordResetMachine, { input: { stage: 'request', email: null } }).start();
    expect(request.getSnapshot().matches({ request: 'editing' })).toBe(true);
    const choose = createActor(passwordResetMachine, {
      input: { stage: 'newPassword', email: 'Asha@Example.in' },
    }).start();
    expect(choose.getSnapshot().matches({ newPassword: { form: 'editing', resend: 'countdown' } })).toBe(true);
    expect(choose.getSnapshot().context).toMatchObject({ email: 'asha@example.in', codeSentTo: 'asha@example.in' });
    // The shared countdown child runs for the address the code went to (001 §9: 60 s).
    expect(choose.getSnapshot().children.resend?.getSnapshot().context).toMatchObject({
      seconds: 60,
      secondsLeft: 60,
      payload: { email: 'asha@example.in' },
    });
    request.stop();
    choose.stop();
  });

  describe('without an e-mail in the address', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('asks for a first code to the typed address, then the countdown resends there; another address asks again', async () => {
      vi.useFakeTimers();
      const requested: string[] = [];
      const resent: Array<Readonly<Record<string, string>>> = [];
      const actor = createActor(
        passwordResetMachine.provide({
          actors: {
            forgotPassword: fromPromise(async ({ input }) => {
              requested.push(input.email);
            }),
            resendCountdown: resendCountdownMachine.provide({
              actors: {
                sendCode: fromPromise(async ({ input }) => {
                  resent.push(input);
                }),
              },
            }),
          },
        }),
        { input: { stage: 'newPassword', email: null } },
      ).start();
      expect(actor.getSnapshot().matches({ newPassword: { resend: { typedAddress: 'needsEmail' } } })).toBe(true);
      expect(actor.getSnapshot().children.resend).toBeUndefined();

      actor.send({ type: 'code.resend', email: ' Asha@Example.in' });
      await vi.waitFor(() =>
        expect(actor.getSnapshot().matches({ newPassword: { resend: { typedAddress: 'countdown' } } })).toBe(true),
      );
      expect(requested).toEqual(['asha@example.in']);
      const countdown = () => actor.getSnapshot().children.resend?.getSnapshot();
      expect(countdown()?.context.payload).toEqual({ email: 'asha@example.in' });

      await vi.advanceTimersByTimeAsync(60_000);
      expect(countdown()?.matches('available')).toBe(true);
      actor.send({ type: 'code.resend', email: 'asha@example.in' });
      await vi.waitFor(() => expect(countdown()?.matches('locked')).toBe(true));
      expect(resent).toEqual([{ email: 'asha@example.in' }]);
      expect(requested).toHaveLength(1);

      actor.send({ type: 'code.resend', email: 'ravi@example.in' });
      await vi.waitFor(() => expect(countdown()?.context.payload).toEqual({ email: 'ravi@example.in' }));
      expect(requested).toEqual(['asha@example.in', 'ravi@example.in']);
      expect(countdown()?.matches('locked')).toBe(true);
      actor.stop();
    });

    it('a failed resend is shown until a code goes out, whichever way it goes', async () => {
      vi.useFakeTimers();
      let failNext = true;
      const send = async () => {
        if (failNext) throw new Error('Attempt limit exceeded, please try after some time.');
      };
      const actor = createActor(
        passwordResetMachine.provide({
          actors: {
            forgotPassword: fromPromise(send),
            resendCountdown: resendCountdownMachine.provide({ actors: { sendCode: fromPromise(send) } }),
          },
        }),
        { input: { stage: 'newPassword', email: null } },
      ).start();
      const resendError = () => actor.getSnapshot().context.resendError?.message ?? null;
      const countdown = () => actor.getSnapshot().children.resend?.getSnapshot();
      const failThenSucceed = async (press: () => void) => {
        failNext = true;
        press();
        await vi.waitFor(() => expect(resendError()).toBe('Attempt limit exceeded, please try after some time.'));
        failNext = false;
        press();
        await vi.waitFor(() => expect(countdown()?.matches('locked')).toBe(true));
        expect(resendError()).toBeNull();
      };
      // The first code to the typed address, asked from the form.
      await failThenSucceed(() => actor.send({ type: 'code.resend', email: 'asha@example.in' }));
      // The countdown's own resend to that address.
      await vi.advanceTimersByTimeAsync(60_000);
      await failThenSucceed(() => actor.send({ type: 'code.resend', email: 'asha@example.in' }));
      // A code to another address, after a failed resend to the first.
      await vi.advanceTimersByTimeAsync(60_000);
      failNext = true;
      actor.send({ type: 'code.resend', email: 'asha@example.in' });
      await vi.waitFor(() => expect(resendError()).not.toBeNull());
      failNext = false;
      actor.send({ type: 'code.resend', email: 'ravi@example.in' });
      await vi.waitFor(() => expect(countdown()?.context.payload).toEqual({ email: 'ravi@example.in' }));
      expect(resendError()).toBeNull();
      actor.stop();

      // With the e-mail in the address, the screen presses the countdown itself.
      const withAddress = createActor(
        passwordResetMachine.provide({
          actors: { resendCountdown: resendCountdownMachine.provide({ actors: { sendCode: fromPromise(send) } }) },
        }),
        { input: { stage: 'newPassword', email: 'asha@example.in' } },
      ).start();
      await vi.advanceTimersByTimeAsync(60_000);
      const press = () => withAddress.getSnapshot().children.resend?.send({ type: 'resend' });
      failNext = true;
      press();
      await vi.waitFor(() => expect(withAddress.getSnapshot().context.resendError).not.toBeNull());
      failNext = false;
      press();
      await vi.waitFor(() =>
        expect(withAddress.getSnapshot().children.resend?.getSnapshot().matches('locked')).toBe(true),
      );
      expect(withAddress.getSnapshot().context.resendError).toBeNull();
      withAddress.stop();
    });

    it('a second try at saving goes to the e-mail typed for it', async () => {
      const saved: string[] = [];
      const actor = createActor(
        passwordResetMachine.provide({
          actors: {
            confirmPassword: fromPromise(async ({ input }) => {
              saved.push(input.email);
              if (saved.length === 1) throw new Error('Invalid verification code provided, please try again.');
            }),
          },
        }),
        { input: { stage: 'newPassword', email: null } },
      ).start();
      const submit = (email: string) =>
        actor.send({ type: 'password.submit', email, code: '123456', password: 'Sanchay@2027' });
      submit('asha@example.in');
      await vi.waitFor(() => expect(actor.getSnapshot().matches({ newPassword: { form: 'failed' } })).toBe(true));
      submit('Ravi@Example.in');
      await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
      expect(saved).toEqual(['asha@example.in', 'ravi@example.in']);
    });
  });
});
