// @vitest-environment happy-dom
/**
 * Every path of the shared code-entry child through the rendered CodeEntry component, with the
 * child invoked by a small parent (as every OTP step does) so what it tells the parent is
 * checked too: a refused code, a failed resend and the verified code's answer as its output.
 * The resend-countdown grandchild runs for real under fake timers: its lock is asserted to
 * the second in every state and waited out to the millisecond before each resend. Each path's
 * step keeps a refused code or clears it, and each code typed is whole or short, as the path goes
 * on (machines/shared/code-entry.spec-table.ts): Verify is never pressed on a code typed for it.
 */
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef, useSelector } from '@xstate/react';
import { afterEach, expect, vi } from 'vitest';
import { assign, setup as setupMachine } from 'xstate';
import { type CodeEntryParentEvent, codeEntryMachine } from '../../../machines/shared/code-entry.machine';
import { codeEntryPathContext } from '../../../machines/shared/code-entry.spec-table';
import { resendCountdownMachine } from '../../../machines/shared/resend-countdown.machine';
import { CodeEntry } from '../../../src/components/code-entry';
import { advanceUntilResendOpens, resendButton, shownSeconds } from '../../features/onboarding/resend-steps';
import { createDeferredActors, describeModelPaths, type PathInfo } from '../../support/model';
import { traceOf, tracing } from '../../support/model/path-trace';

/**
 * The lock this parent asks for. Each step's own length (60 s, 300 s) is held in its suite; here a
 * short one keeps the walks' many resends cheap, every tick of it still re-rendered and asserted.
 */
const SECONDS = 5;
const PAYLOAD = { orderId: '42', fundId: 'INF0A1B01234' };
const ANSWER = { orderId: 42, status: 'AUTHENTICATED' };

afterEach(() => {
  vi.useRealTimers();
});

function parentOf(child: typeof codeEntryMachine, clearRefusedCode: boolean) {
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
          input: { resendSeconds: SECONDS, payload: PAYLOAD, clearRefusedCode },
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

/** Each path's step keeps a refused code for correcting, or clears it, as its context says. */
function setup(path: PathInfo) {
  const trace = traceOf(codeEntryPathContext, path);
  const clearRefusedCode = trace.value.startsWith('clear');
  vi.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const deferred = createDeferredActors(codeEntryMachine, ['verifyCode']);
  const resend = createDeferredActors(resendCountdownMachine, ['sendCode']);
  const child = codeEntryMachine.provide({
    actors: { ...deferred.actors, resendCountdown: resendCountdownMachine.provide({ actors: resend.actors }) },
  });
  const lockedAt = Date.now();
  render(<Harness machine={parentOf(child, clearRefusedCode)} />);
  return {
    user,
    deferred,
    resend,
    lockedAt,
    trace,
    clearRefusedCode,
    heard: [] as string[],
    resendFailed: false,
    /** The code in the field. */
    typed: '',
    /** The refusal shows (a code was refused and no new code went out since). */
    refused: false,
  };
}

type Sut = ReturnType<typeof setup>;

const form = () => screen.getByRole('form', { name: 'Verify your code' });
const codeField = () => screen.getByLabelText(/^OTP/);
const verifyButton = () => screen.getByRole('button', { name: 'Verify' });
const heard = () => screen.getByRole('status', { name: 'Parent heard' });
const refusal = () => screen.queryByText(/^Refused:/);

/** Replaces the code with `typed` in one change: pasted over it, or the field cleared. */
async function enter(sut: Sut, typed: string) {
  if (typed === '') return sut.user.clear(codeField());
  await sut.user.tripleClick(codeField());
  await sut.user.paste(typed);
}

async function pressResend(sut: Sut) {
  if (!sut.resendFailed) await advanceUntilResendOpens(sut.lockedAt, SECONDS);
  await sut.user.click(resendButton());
  expect((await sut.resend.next('sendCode')).input).toEqual(PAYLOAD);
}

// Typed here: the traced executors (tracing) hide the handles' type from inference.
describeModelPaths<typeof codeEntryMachine, Sut>({
  name: 'code-entry',
  machine: codeEntryMachine,
  paths: 'pairs',
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
      expect((await sut.deferred.next('verifyCode')).input).toEqual({ code: sut.typed, payload: PAYLOAD });
      expectResend(sut);
    },
    failed: (sut) => {
      // The refusal shows until a new code went out; the code refused stays, or is cleared where the step says so.
      if (sut.refused) expect(screen.getByText('Refused: Incorrect code')).toBeVisible();
      else expect(refusal()).not.toBeInTheDocument();
      expect(codeField()).toBeEnabled();
      expect(codeField()).toHaveValue(sut.typed);
      expect(heard()).toHaveTextContent(sut.heard.join(','));
      expectResend(sut);
    },
    verified: () => {
      expect(screen.getByRole('status', { name: 'Parent output' })).toHaveTextContent(JSON.stringify(ANSWER));
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
    },
  },
  events: tracing({
    'code.changed': async (sut: Sut) => {
      // Digits only (001 §5; the field takes six characters): whole or short as the path goes on,
      // and never what was there.
      const [typed, kept] = sut.trace.value.endsWith('whole')
        ? sut.typed === '123456'
          ? ['654321', '654321']
          : ['123456', '123456']
        : sut.typed === ''
          ? ['12a', '12']
          : ['', ''];
      await enter(sut, typed);
      sut.typed = kept;
      expect(codeField()).toHaveValue(kept);
    },
    'code.submit': (sut: Sut) => sut.user.click(verifyButton()),
    'done.verifyCode': ({ deferred }: Sut) => act(() => deferred.resolve('verifyCode', ANSWER)),
    'error.verifyCode': async (sut: Sut) => {
      sut.heard.push('refused');
      sut.refused = true;
      if (sut.clearRefusedCode) sut.typed = '';
      await act(() => sut.deferred.reject('verifyCode', new Error('Incorrect code')));
    },
    'otp.resent': async (sut: Sut) => {
      await pressResend(sut);
      await act(() => sut.resend.resolve('sendCode', undefined));
      sut.lockedAt = Date.now();
      sut.resendFailed = false;
      sut.refused = false;
      expect(resendButton()).toBeDisabled();
      expect(shownSeconds()).toBe(SECONDS);
    },
    'otp.resendFailed': async (sut: Sut) => {
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
  }),
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
