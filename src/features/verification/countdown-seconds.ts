import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { COUNTDOWN_SECONDS } from '../../../domain/verification/verification';
import type { countdownMachine } from '../../../machines/shared/countdown.machine';

export type CountdownActor = ActorRefFrom<typeof countdownMachine>;

/**
 * The seconds a 10-second countdown child shows (000 §2.7, §9). Once its parent has moved on
 * (the modal closing, the bank page opening) the child is gone, and the last seconds it showed
 * stay on screen for the moment the view remains.
 */
export function useCountdownSeconds(countdown: CountdownActor | undefined): number {
  const [last, setLast] = useState(countdown);
  if (countdown && countdown !== last) setLast(countdown);
  return useSelector(countdown ?? last, (s) => s?.context.secondsLeft ?? COUNTDOWN_SECONDS);
}
