/** Seconds as minutes:seconds, e.g. 300 → '5:00', 59 → '0:59' (001 §9). */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
