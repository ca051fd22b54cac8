import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editWholeNumber, wholeNumberDigits } from '../../domain/whole-number';

/** One keystroke or paste at the end of what the field holds. */
const atEnd = (previous: string, added: string, fractionAt: number | null = null) =>
  editWholeNumber({ previous, next: previous + added, caret: previous.length + added.length, fractionAt });

describe('wholeNumberDigits', () => {
  it('keeps the whole part: what follows a point never joins the number', () => {
    expect(wholeNumberDigits('1000.5')).toBe('1000');
    expect(wholeNumberDigits('1.5')).toBe('1');
    expect(wholeNumberDigits('₹1,00,000.50')).toBe('100000');
    expect(wholeNumberDigits('1,000.5')).toBe('1000');
    expect(wholeNumberDigits('.5')).toBe('');
  });

  it('drops grouping commas, spaces and other non-digits (000 §5, 001 §5 "digits only")', () => {
    expect(wholeNumberDigits('1,00,000')).toBe('100000');
    expect(wholeNumberDigits(' 12a3 ')).toBe('123');
    expect(wholeNumberDigits('007')).toBe('007');
    expect(wholeNumberDigits('')).toBe('');
  });

  it('never yields more digits than the text has before its first point', () => {
    fc.assert(
      fc.property(
        fc.string().map((text) => text.replaceAll('.', '')),
        fc.string(),
        (whole, fraction) => {
          const text = `${whole}.${fraction}`;
          expect(wholeNumberDigits(text)).toBe(whole.replace(/\D/g, ''));
        },
      ),
    );
  });
});

describe('editWholeNumber', () => {
  it('takes a typed digit as it comes', () => {
    expect(atEnd('100', '0')).toEqual({ digits: '1000', pointRefused: false, fractionAt: null });
  });

  it('refuses a typed point: the value stays and the point is reported', () => {
    expect(atEnd('1000', '.')).toEqual({ digits: '1000', pointRefused: true, fractionAt: 4 });
  });

  it('refuses the digits typed straight after a refused point, so "1000.5" typed stays 1000', () => {
    expect(atEnd('1000', '5', 4)).toEqual({ digits: '1000', pointRefused: true, fractionAt: 4 });
    expect(atEnd('1000', '.', 4)).toEqual({ digits: '1000', pointRefused: true, fractionAt: 4 });
    let entry = { digits: '', pointRefused: false, fractionAt: null as number | null };
    for (const key of '1000.50') entry = atEnd(entry.digits, key, entry.fractionAt);
    expect(entry).toEqual({ digits: '1000', pointRefused: true, fractionAt: 4 });
  });

  it('ends the refusal with any other edit: a deletion, or digits typed elsewhere', () => {
    expect(editWholeNumber({ previous: '1000', next: '100', caret: 3, fractionAt: 4 })).toEqual({
      digits: '100',
      pointRefused: false,
      fractionAt: null,
    });
    // The caret says where the digit went: at the start, not after the refused point.
    expect(editWholeNumber({ previous: '1000', next: '21000', caret: 1, fractionAt: 4 })).toEqual({
      digits: '21000',
      pointRefused: false,
      fractionAt: null,
    });
    // A 0 typed after the 1 reads the same as one after the refused point; the caret tells them apart.
    expect(editWholeNumber({ previous: '1000', next: '10000', caret: 2, fractionAt: 4 }).digits).toBe('10000');
    expect(editWholeNumber({ previous: '1000', next: '10000', caret: 5, fractionAt: 4 }).digits).toBe('1000');
  });

  it('keeps the whole part of a paste and drops its fraction: "1.5" pasted is 1, never 15', () => {
    expect(atEnd('', '1.5')).toEqual({ digits: '1', pointRefused: true, fractionAt: null });
    expect(atEnd('', '1000.50')).toEqual({ digits: '1000', pointRefused: true, fractionAt: null });
    expect(atEnd('', '1,000.5')).toEqual({ digits: '1000', pointRefused: true, fractionAt: null });
    // A paste ending in its point leaves the fraction still to come.
    expect(atEnd('', '1,000.')).toEqual({ digits: '1000', pointRefused: true, fractionAt: 4 });
  });

  it('drops only the pasted text’s fraction, keeping what the field held around it', () => {
    // '12' with the caret after the 1; '3.5' pasted there: 1, 3, then the 2 that was there.
    expect(editWholeNumber({ previous: '12', next: '13.52', caret: 4 })).toEqual({
      digits: '132',
      pointRefused: true,
      fractionAt: null,
    });
  });

  it('replaces a selection with a pasted amount (autofill does the same)', () => {
    expect(editWholeNumber({ previous: '500', next: '2,500.75', caret: 8 })).toEqual({
      digits: '2500',
      pointRefused: true,
      fractionAt: null,
    });
  });

  it('takes grouping commas without a hint', () => {
    expect(atEnd('', '1,00,000')).toEqual({ digits: '100000', pointRefused: false, fractionAt: null });
  });

  it('finds the edit without a caret, as the rightmost insertion', () => {
    expect(editWholeNumber({ previous: '1000', next: '1000.' })).toEqual({
      digits: '1000',
      pointRefused: true,
      fractionAt: 4,
    });
    expect(editWholeNumber({ previous: '1000', next: '10005', fractionAt: 4 }).digits).toBe('1000');
  });

  it('never holds anything but digits, and never more digits than were typed before a point', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,6}$/), fc.string({ maxLength: 8 }), (previous, added) => {
        const entry = atEnd(previous, added);
        expect(entry.digits).toMatch(/^\d*$/);
        const whole = added.split('.')[0] ?? '';
        expect(entry.digits).toBe(previous + whole.replace(/\D/g, ''));
        expect(entry.pointRefused).toBe(added.includes('.'));
      }),
    );
  });
});
