// @vitest-environment happy-dom
/**
 * Every path of the shared code-entry child through the rendered CodeEntry component, with the
 * child invoked by a small parent (as every OTP step does) so what it tells the parent is
 * checked too: a refused code, a failed resend and the verified code's answer as its output.
 * The resend-countdown grandchild runs for real under fake timers: its 60-s lock is asserted to
 * the second in every state and waited out to the millisecond before each resend.
 */
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef, useSelector } from '@xstate/react';
import { afterEach, expect, vi } from 'vitest';
import { assign, setup as setupMachine } from 'xstate';
import { type CodeEntryParentEvent, codeEntryMachine } from '../../../machines/shared/code-entry.machine';
import { resendCountdownMachine } from '../../../machines/shared/resend-countdown.machine';
import { CodeEntry } from '../../../src/components/code-entry';
import { advanceUntilResendOpens, resendButton, shownSeconds } from '../../features/onboarding/resend-steps';
import { createDeferredActors, describeModelPaths } from '../../support/model';

const SECONDS = 60;
const PAYLOAD = { orderId: '42', fundId: 'INF0A1B01234' };
const ANSWER = { orderId: 42, status: 'AUTHENTICATED' };

afterEach(() => {
  vi.useRealTimers();
});

function parentOf(child: typeof codeEntryMachine) {
  return setupMachine({
    types: { context: {} as { heard: string[]; output: unknown }, events: {} as CodeEntryParentEvent },
    actors: { codeEntry: child },
  }).createMachine({
    context: { heard: [], output: null },
    initial: 'entry',
    states: {
      entry: {
        invoke: {
          id: 'codeEntry',
          src: 'codeEntry',
          input: { resendSeconds: SECONDS, payload: PAYLOAD },
          onDone: { target: 'done', actions: assign({ output: ({ event }) => event.output }) },
        },
        on: {
          'code.refused': { actions: assign({ heard: ({ context }) => [...context.heard, 'refused'] }) },
          'otp.resendFailed': { actions: assign({ heard: ({ context }) => [...context.heard, 'resendFailed'] }) },
        },
      },
      done: {},
    },
  });
}

function Harness({ machine }: { machine: ReturnType<typeof parentOf> }) {
  const parent = useActorRef(machine);
  const child = useSelector(parent, (s) => s.children.codeEntry);
  const heard = useSelector(parent, (s) => s.context.heard.join(','));
  const output = useSelector(parent, (s) => JSON.stringify(s.context.output));
  return (
    <MantineProvider env="test">
      <CodeEntry
        actor={child}
        formLabel="Verify your code"
        inputType="password"
        renderFailure={(error) => <div role="alert">Refused: {String((error as Error).message)}</div>}
        renderResendFailure={(error, available) => (
          <div role="alert">
            Not resent: {String((error as Error).message)} ({available ? 'press again' : 'locked'})
          </div>
        )}
      />
      <output aria-label="Parent heard">{heard}</output>
      <output aria-label="Parent output">{output}</output>
    </MantineProvider>
  );
}

function setup() {
  vi.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const deferred = createDeferredActors(codeEntryMachine, ['verifyCode']);
  const resend = createDeferredActors(resendCountdownMachine, ['sendCode']);
  const child = codeEntryMachine.provide({
    actors: { ...deferred.actors, resendCountdown: resendCountdownMachine.provide({ actors: resend.actors }) },
  });
  const lockedAt = Date.now();
  render(<Harness machine={parentOf(child)} />);
  return { user, deferred, resend, lockedAt, heard: [] as string[], resendFailed: false, typed: '' };
}

type Sut = ReturnType<typeof setup>;

const form = () => screen.getByRole('form', { name: 'Verify your code' });
const codeField = () => screen.getByLabelText(/^OTP/);
const verifyButton = () => screen.getByRole('button', { name: 'Verify' });
const heard = () => screen.getByRole('status', { name: 'Parent heard' });
const refusal = () => screen.queryByText(/^Refused:/);

async function enter(sut: Sut, typed: string) {
  await sut.user.clear(codeField());
  if (typed) await sut.user.type(codeField(), typed);
}

async function pressResend(sut: Sut) {
  if (!sut.resendFailed) await advanceUntilResendOpens(sut.lockedAt, SECONDS);
  await sut.user.click(resendButton());
  expect((await sut.resend.next('sendCode')).input).toEqual(PAYLOAD);
}

describeModelPaths({
  name: 'code-entry',
  machine: codeEntryMachine,
  setup,
  states: {
    entering: (sut) => {
      expect(form()).toBeVisible();
      expect(codeField()).toBeEnabled();
      expect(codeField()).toHaveValue(sut.typed);
      expect(codeField()).not.toHaveAttribute('aria-invalid', 'true');
      expect(refusal()).not.toBeInTheDocument();
      expectResend(sut);
    },
    incomplete: (sut) => {
      expect(codeField()).toHaveAttribute('aria-invalid', 'true');
      expect(codeField()).toHaveAccessibleDescription(
        sut.typed === '' ? 'OTP is required.' : 'Enter all 6 digits of the OTP.',
      );
      expect(refusal()).not.toBeInTheDocument();
      expectResend(sut);
    },
    verifying: async (sut) => {
      expect(codeField()).toBeDisabled();
      expect(verifyButton()).toHaveAttribute('data-loading', 'true');
      expect((await sut.deferred.next('verifyCode')).input).toEqual({ code: '123456', payload: PAYLOAD });
      expectResend(sut);
    },
    failed: (sut) => {
      expect(screen.getByText('Refused: Incorrect code')).toBeVisible();
      expect(codeField()).toBeEnabled();
      expect(heard()).toHaveTextContent(sut.heard.join(','));
      expectResend(sut);
    },
    verified: () => {
      expect(screen.getByRole('status', { name: 'Parent output' })).toHaveTextContent(JSON.stringify(ANSWER));
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
    },
  },
  events: {
    'code.changed': async (sut) => {
      // Digits only, at most six (001 §5).
      await enter(sut, '12a');
      sut.typed = '12';
      expect(codeField()).toHaveValue('12');
    },
    'code.submit': async (sut, step) => {
      if (step.case === 'isCodeComplete') {
        await enter(sut, '12 3456');
        sut.typed = '123456';
      } else {
        // Alternate an empty and a short code, so both messages are seen.
        sut.typed = sut.typed === '' ? '123' : '';
        await enter(sut, sut.typed);
      }
      await sut.user.click(verifyButton());
    },
    'done.verifyCode': ({ deferred }) => act(() => deferred.resolve('verifyCode', ANSWER)),
    'error.verifyCode': async (sut) => {
      sut.heard.push('refused');
      await act(() => sut.deferred.reject('verifyCode', new Error('Incorrect code')));
    },
    'otp.resent': async (sut) => {
      await pressResend(sut);
      await act(() => sut.resend.resolve('sendCode', undefined));
      sut.lockedAt = Date.now();
      sut.resendFailed = false;
      expect(resendButton()).toBeDisabled();
      expect(shownSeconds()).toBe(SECONDS);
    },
    'otp.resendFailed': async (sut) => {
      await pressResend(sut);
      await act(() => sut.resend.reject('sendCode', new Error('Too many codes')));
      sut.resendFailed = true;
      sut.heard.push('resendFailed');
      expect(heard()).toHaveTextContent(sut.heard.join(','));
    },
    'done.resendCountdown': () => {
      throw new Error('unused: the countdown child never finishes');
    },
    'error.resendCountdown': () => {
      throw new Error('unused: the countdown child never fails');
    },
  },
});

/** The resend control as the countdown stands: locked to the exact second, or open after a failure. */
function expectResend(sut: Sut) {
  if (sut.resendFailed) {
    expect(resendButton()).toBeEnabled();
    expect(screen.getByText('Not resent: Too many codes (press again)')).toBeVisible();
    return;
  }
  expect(screen.getByText("Haven't received it?")).toBeVisible();
  expect(resendButton()).toBeDisabled();
  // One second off the lock for every whole second since the code went out, exactly.
  expect(shownSeconds()).toBe(SECONDS - Math.floor((Date.now() - sut.lockedAt) / 1000));
  expect(screen.queryByText(/^Not resent:/)).not.toBeInTheDocument();
}
