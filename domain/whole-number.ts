/**
 * Whole-number entry (000 §5 "digits only (non-digits stripped while typing)", 001 §5; issue 26):
 * amounts in rupees, units and instalment counts are typed as digits. Stripping a decimal point
 * like any other character joined the digits after it to the number ('1000.5' became 10005,
 * '1.5' units 15), so a point is refused instead: a typed point is not entered, nor are the
 * digits typed straight after it (its fraction); a pasted or autofilled '1,000.50' keeps its
 * whole part. Either way the field says so. Grouping commas and other characters are still
 * stripped silently, as the spec says.
 */

const POINT = '.';

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The digits of the text's whole part: what follows its first point never joins the number. */
export function wholeNumberDigits(text: string): string {
  const point = text.indexOf(POINT);
  return digitsOf(point === -1 ? text : text.slice(0, point));
}

export interface WholeNumberEntry {
  /** What the field holds now: digits only (leading zeros are the caller's to drop). */
  digits: string;
  /** A decimal point was refused by this edit (typed, pasted, or digits typed after one). */
  pointRefused: boolean;
  /**
   * Where in `digits` a refused point stands while its fraction may still be typed: digits typed
   * there next are refused too. Null once the fraction is settled (a paste) or another edit ends it.
   */
  fractionAt: number | null;
}

interface WholeNumberEdit {
  /** What the field held before the edit (digits). */
  previous: string;
  /** What the browser holds after it. */
  next: string;
  /** The caret after the edit, where known: it says where text went in a run of equal digits. */
  caret?: number | null;
  /** The previous edit's `fractionAt`. */
  fractionAt?: number | null;
}

/** The text an edit put in, at `start` of `next`, and whether it replaced anything. */
function insertion({ previous, next, caret }: WholeNumberEdit) {
  const tail = caret == null ? null : next.slice(caret);
  let after = 0;
  if (tail !== null && tail.length <= previous.length && previous.endsWith(tail)) after = tail.length;
  // Without a caret the insertion is taken as far right as it can go: typing goes at the end.
  let start = 0;
  const limit = Math.min(previous.length, next.length) - after;
  while (start < limit && previous[start] === next[start]) start++;
  return {
    start,
    inserted: next.slice(start, next.length - after),
    replaced: previous.length - after > start,
    before: next.slice(0, start),
    after: next.slice(next.length - after),
  };
}

/** One edit of a whole-number field: what it holds now, and whether a point was refused. */
export function editWholeNumber(edit: WholeNumberEdit): WholeNumberEntry {
  const { start, inserted, replaced, before, after } = insertion(edit);
  const fractionAt = edit.fractionAt ?? null;
  if (fractionAt !== null && !replaced && start === fractionAt && /^[\d.]+$/.test(inserted)) {
    return { digits: edit.previous, pointRefused: true, fractionAt };
  }
  const point = inserted.indexOf(POINT);
  if (point === -1) return { digits: digitsOf(edit.next), pointRefused: false, fractionAt: null };
  const whole = digitsOf(before) + digitsOf(inserted.slice(0, point));
  const fractionTyped = /\d/.test(inserted.slice(point + 1));
  return {
    digits: whole + digitsOf(after),
    pointRefused: true,
    fractionAt: fractionTyped ? null : whole.length,
  };
}
