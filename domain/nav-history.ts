/** One published NAV; `value` is a 4-decimal string, `date` is yyyy-MM-dd. */
export interface NavPoint {
  date: string;
  value: string;
}

/** Whole days from `from` to `to` (both yyyy-MM-dd), counted on UTC calendar days. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The yyyy-MM-dd date `days` calendar days before `date`. */
export function daysBefore(date: string, days: number): string {
  const ms = Date.parse(`${date}T00:00:00Z`) - days * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}
