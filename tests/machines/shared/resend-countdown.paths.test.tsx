// @vitest-environment happy-dom
/**
 * Every path of the shared resend-countdown child through the rendered Resend control, with
 * the child invoked by a small parent (as every OTP step does) so its messages to the parent
 * are checked too. Fake timers drive the lock and the one-second ticks, each asserted to the
 * millisecond: the fake clock moves only when a step advances it. The lock runs out only after
 * a tick (machines/shared/resend-countdown.spec-table.ts): its step waits out the ticks left.
 */
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef, useSelector } from '@xstate/react';
import { afterEach, expect, vi } from 'vitest';
import { type ActorRefFrom, assign, setup as setupMachine } from 'xstate';
import {
  type ResendCountdownParentEvent,
  resendCountdownMachine,
} from '../../../machines/shared/resend-countdown.machine';
import { ResendCountdown } from '../../../src/components/resend-countdown';
import { createDeferredActors, describeModelPaths } from '../../support/model';

/**
 * The lock this parent asks for. Each step's own length (60 s, 300 s) is held in its suite; a short
 * one here keeps each wait to a few one-second ticks, every one still asserted.
 */
const SECONDS = 5;
const PAYLOAD = { orderId: '42', fundId: 'INF0A1B01234' };

afterEach(() => {
  vi.useRealTimers();
});

function parentOf(child: typeof resendCountdownMachine) {
  return setupMachine({
    types: { context: {} as { heard: string[] }, events: {} as ResendCountdownParentEvent },
    actors: { resendCountdown: child },
  }).createMachine({
    context: { heard: [] },
    invoke: { id: 'resend', src: 'resendCountdown', input: { seconds: SECONDS, payload: PAYLOAD } },
    on: {
      'otp.resent': { actions: assign({ heard: ({ context }) => [...context.heard, 'resent'] }) },
      'otp.resendFailed': { actions: assign({ heard: ({ context }) => [...context.heard, 'failed'] }) },
    },
  });
}

function Harness({ machine }: { machine: ReturnType<typeof parentOf> }) {
  const parent = useActorRef(machine);
  const child = useSelector(parent, (s) => s.children.resend as ActorRefFrom<typeof resendCountdownMachine>);
  const heard = useSelector(parent, (s) => s.context.heard.join(','));
  return (
    <MantineProvider>
      <ResendCountdown actor={child} prompt="Haven't received it?" />
      <output aria-label="Parent heard">{heard}</output>
    </MantineProvider>
  );
}

async function setup() {
  vi.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const deferred = createDeferredActors(resendCountdownMachine, ['sendCode']);
  const lockedAt = Date.now();
  render(<Harness machine={parentOf(resendCountdownMachine.provide({ actors: deferred.actors }))} />);
  return { user, deferred, lockedAt, heard: [] as string[] };
}

type Sut = Awaited<ReturnType<typeof setup>>;

const resendButton = () => screen.getByRole('button', { name: 'Resend OTP' });
const heard = () => screen.getByRole('status', { name: 'Parent heard' });

function shownSeconds(): number {
  const match = /^in (\d+) seconds?$/.exec(screen.getByTestId('resend-time-left').textContent ?? '');
  if (!match) throw new Error('No countdown shown');
  return Number(match[1]);
}

describeModelPaths({
  name: 'resend-countdown',
  machine: resendCountdownMachine,
  paths: 'pairs',
  setup,
  states: {
    locked: ({ heard: expected }) => {
      expect(screen.getByText("Haven't received it?")).toBeVisible();
      expect(resendButton()).toBeDisabled();
      expect(heard()).toHaveTextContent(expected.join(','));
    },
    'locked.counting': ({ lockedAt }) => {
      // One second off the lock for every whole second since it started, exactly.
      expect(shownSeconds()).toBe(SECONDS - Math.floor((Date.now() - lockedAt) / 1000));
    },
    available: ({ heard: expected }) => {
      expect(resendButton()).toBeEnabled();
      expect(screen.queryByTestId('resend-time-left')).not.toBeInTheDocument();
      expect(heard()).toHaveTextContent(expected.join(','));
    },
    sending: async ({ deferred }) => {
      expect((await deferred.next('sendCode')).input).toEqual(PAYLOAD);
    },
  },
  events: {
    'after.COUNTDOWN_TICK': async () => {
      const before = shownSeconds();
      await act(() => vi.advanceTimersByTimeAsync(999));
      expect(shownSeconds()).toBe(before);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(shownSeconds()).toBe(before - 1);
    },
    'after.RESEND_WAIT': async ({ lockedAt }: Sut) => {
      // The last millisecond of the lock still shows one second left; at the lock's end, Resend.
      await act(() => vi.advanceTimersByTimeAsync(lockedAt + SECONDS * 1000 - 1 - Date.now()));
      expect(resendButton()).toBeDisabled();
      expect(shownSeconds()).toBe(1);
      await act(() => vi.advanceTimersByTimeAsync(1));
    },
    resend: ({ user }) => user.click(resendButton()),
    'done.sendCode': async (sut: Sut) => {
      sut.lockedAt = Date.now();
      sut.heard.push('resent');
      await act(() => sut.deferred.resolve('sendCode', undefined));
    },
    'error.sendCode': async (sut: Sut) => {
      sut.heard.push('failed');
      await act(() => sut.deferred.reject('sendCode', new Error('mail server down')));
    },
  },
});
