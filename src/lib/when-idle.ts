/**
 * Runs `run` once the browser is idle (at most `timeoutMs` later), or on the next task where
 * there is no idle callback (Safari, happy-dom). Returns what cancels it.
 */
export function whenIdle(run: () => void, timeoutMs = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 1);
  return () => window.clearTimeout(handle);
}
