import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAdult, latestAdultDob, PAN_PATTERN, pan as panRule } from '../../../domain/fields';
import { adultDob, normalisePan } from '../../../domain/onboarding/pan';
import { firstError } from '../../../domain/validate';

const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const digit = fc.constantFrom(...'0123456789');
const validPan = fc
  .tuple(fc.array(upper, { minLength: 5, maxLength: 5 }), fc.array(digit, { minLength: 4, maxLength: 4 }), upper)
  .map(([letters, digits, last]) => `${letters.join('')}${digits.join('')}${last}`);

describe('PAN (001 §5)', () => {
  it('accepts every five-letters, four-digits, one-letter PAN', () => {
    fc.assert(
      fc.property(validPan, (pan) => {
        expect(PAN_PATTERN.test(pan)).toBe(true);
        expect(firstError(panRule, pan)).toBeNull();
      }),
    );
  });

  it('rejects any string that breaks the shape', () => {
    fc.assert(
      fc.property(
        fc
          .string({ maxLength: 14 })
          .filter((value) => value.trim() !== '' && !/^[A-Z]{5}\d{4}[A-Z]$/.test(value.trim())),
        (value) => {
          expect(firstError(panRule, value)).toBe(
            'Please enter a valid PAN (five capital letters, four digits, one capital letter).',
          );
        },
      ),
    );
  });

  it('rejects a PAN with a single character changed to the wrong class', () => {
    fc.assert(
      fc.property(validPan, fc.integer({ min: 0, max: 9 }), (pan, index) => {
        const wrong = index >= 5 && index <= 8 ? 'A' : '7';
        const broken = `${pan.slice(0, index)}${wrong}${pan.slice(index + 1)}`;
        expect(firstError(panRule, broken)).not.toBeNull();
      }),
    );
  });

  it('says a PAN is required when empty or blank', () => {
    expect(firstError(panRule, '')).toBe('PAN is required.');
    expect(firstError(panRule, '   ')).toBe('PAN is required.');
    expect(firstError(panRule, null)).toBe('PAN is required.');
  });

  it('normalises to upper case, trimmed, at most 10 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (value) => {
        const pan = normalisePan(value);
        expect(pan.length).toBeLessThanOrEqual(10);
        expect(pan).toBe(pan.toUpperCase());
        expect(normalisePan(pan)).toBe(pan);
      }),
    );
    expect(normalisePan(' abcde1234f99 ')).toBe('ABCDE1234F');
  });

  it('a normalised lower-case valid PAN is valid', () => {
    fc.assert(
      fc.property(validPan, (pan) => {
        expect(firstError(panRule, normalisePan(pan.toLowerCase()))).toBeNull();
      }),
    );
  });
});

describe('date of birth (001 §5, 001 §9 minimum age 18)', () => {
  const today = new Date(2026, 10, 22);

  it('the latest adult date of birth is the same day 18 years ago', () => {
    expect(latestAdultDob(today)).toEqual(new Date(2008, 10, 22));
    expect(latestAdultDob(new Date(2028, 1, 29))).toEqual(new Date(2010, 1, 28));
  });

  it('is adult exactly from the 18th birthday', () => {
    expect(isAdult(new Date(2008, 10, 22), today)).toBe(true);
    expect(isAdult(new Date(2008, 10, 23), today)).toBe(false);
  });

  it('isAdult agrees with latestAdultDob for any pair of dates', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        fc.date({ min: new Date(1950, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        (dob, now) => {
          const latest = latestAdultDob(now);
          const day = new Date(dob.getFullYear(), dob.getMonth(), dob.getDate());
          expect(isAdult(dob, now)).toBe(day.getTime() <= latest.getTime());
        },
      ),
    );
  });

  it('asks for a valid date when empty, invalid or in the future', () => {
    expect(firstError(adultDob(today), null)).toBe('Please enter a valid date of birth');
    expect(firstError(adultDob(today), new Date(Number.NaN))).toBe('Please enter a valid date of birth');
    expect(firstError(adultDob(today), new Date(2026, 10, 23))).toBe('Please enter a valid date of birth');
  });

  it('refuses a minor and accepts an adult', () => {
    expect(firstError(adultDob(today), new Date(2010, 0, 1))).toBe('You must be at least 18 years old.');
    expect(firstError(adultDob(today), new Date(1986, 2, 14))).toBeNull();
  });
});
