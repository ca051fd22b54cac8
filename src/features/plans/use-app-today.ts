import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { sandboxClockQueryOptions } from '../../api/sandbox';
import { config } from '../../app/config';

/**
 * Today on the app's clock: the sandbox clock in sandbox builds, so 'Due in N days.' agrees with
 * the server after time is moved; the browser's clock otherwise (and while the clock is read).
 */
export function useAppToday(): Date {
  const [browserNow] = useState(() => new Date());
  const clock = useQuery({ ...sandboxClockQueryOptions(), enabled: config.sandbox });
  return clock.data ? new Date(clock.data.now) : browserNow;
}
