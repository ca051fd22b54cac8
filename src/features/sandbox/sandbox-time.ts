import { format, isValid, parse } from 'date-fns';

/**
 * Sandbox time on screen. The sandbox clock is shown in India's zone (the product's) and in
 * UTC (the wire's), and the "move to" form is read as India time.
 */

const KOLKATA = 'Asia/Kolkata';

/** India has had one fixed offset and no daylight saving since 1945, so a wall time maps to one instant. */
const KOLKATA_OFFSET = '+05:30';

const parts = {
  weekday: 'short',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
} as const satisfies Intl.DateTimeFormatOptions;

const kolkataFormat = new Intl.DateTimeFormat('en-GB', { ...parts, timeZone: KOLKATA });
const utcFormat = new Intl.DateTimeFormat('en-GB', { ...parts, timeZone: 'UTC' });

/** "Mon, 01 Jul 2024, 10:00:05 IST". */
export function formatKolkata(instant: Date): string {
  return `${kolkataFormat.format(instant)} IST`;
}

/** "Mon, 01 Jul 2024, 04:30:05 UTC". */
export function formatUtc(instant: Date): string {
  return `${utcFormat.format(instant)} UTC`;
}

/** A wire timestamp in India time, or the raw text when it cannot be read. */
export function formatWireKolkata(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : formatKolkata(instant);
}

const SPAN_UNITS = [
  { ms: 86_400_000, one: 'day', many: 'days' },
  { ms: 3_600_000, one: 'hour', many: 'hours' },
  { ms: 60_000, one: 'minute', many: 'minutes' },
  { ms: 1_000, one: 'second', many: 'seconds' },
] as const;

/** "7 days 2 hours 5 minutes": days, hours and minutes; seconds only for a span under a minute. */
export function formatSpan(ms: number): string {
  let rest = Math.max(0, Math.floor(ms));
  const words: string[] = [];
  for (const unit of SPAN_UNITS) {
    const count = Math.floor(rest / unit.ms);
    rest -= count * unit.ms;
    if (count > 0 && (unit.ms > 1_000 || words.length === 0)) {
      words.push(`${count} ${count === 1 ? unit.one : unit.many}`);
    }
  }
  return words.length > 0 ? words.join(' ') : 'less than a second';
}

/**
 * A wall date and time ("2024-07-05 10:00:00" as the "move to" field gives it, or "2024-07-05T10:00")
 * read as India time, as the ISO instant the clock endpoint takes; null when it is not such a value.
 */
export function kolkataInputToIso(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2}(\.\d{1,3})?)?$/.exec(value.trim());
  if (!match) return null;
  const instant = new Date(`${match[1]}T${match[2]}${match[3] ?? ':00'}${KOLKATA_OFFSET}`);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/** How the "move to" field shows its value (dayjs tokens, as Mantine's date fields take them). */
export const MOVE_TO_FORMAT = 'DD/MM/YYYY HH:mm';

/**
 * Typed "move to" text, "05/07/2024 09:15" (day first, 24-hour), as the field's value
 * ("2024-07-05 09:15:00"); null when it is not such a date and time.
 */
export function parseMoveToText(text: string): string | null {
  const parsed = parse(text.trim(), 'dd/MM/yyyy HH:mm', new Date(0));
  return isValid(parsed) ? format(parsed, 'yyyy-MM-dd HH:mm:ss') : null;
}
