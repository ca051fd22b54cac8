import { useEffect, useState } from 'react';
import type { SandboxClock } from '../../api/sandbox';

/**
 * The sandbox time, ticking each second between reads of the clock. It runs from the server's
 * `now` at the moment it arrived (`receivedAt`), not from the browser's clock plus `offsetMs`,
 * so a browser whose own clock is off still shows the server's time.
 */
export function useSandboxNow(clock: SandboxClock | undefined, receivedAt: number): Date | null {
  const [wallNow, setWallNow] = useState(() => Date.now());
  useEffect(() => {
    if (!clock) return;
    setWallNow(Date.now());
    const timer = window.setInterval(() => setWallNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, [clock]);
  if (!clock) return null;
  const serverNow = Date.parse(clock.now);
  if (Number.isNaN(serverNow)) return null;
  return new Date(serverNow + Math.max(0, wallNow - receivedAt));
}
