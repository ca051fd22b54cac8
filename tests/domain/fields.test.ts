import { describe, expect, it } from 'vitest';
import {
  accountNumber,
  checked,
  choice,
  dateOfBirth,
  email,
  ifsc,
  letters,
  optional,
  pan,
  phone,
  pincode,
  plainText,
  required,
} from '../../domain/fields';
import { firstError } from '../../domain/validate';

describe('required and optional text', () => {
  const name = required('This field is required.', letters);

  it('reads missing, null and blank as absent', () => {
    for (const blank of [undefined, null, '', '   ']) {
      expect(firstError(name, blank)).toBe('This field is required.');
      expect(firstError(optional(letters), blank)).toBeNull();
    }
  });

  it('checks a given value after trimming it', () => {
    expect(firstError(name, '  Asha Rao ')).toBeNull();
    expect(firstError(optional(letters), 'Asha2')).toBe('Please use letters and spaces only.');
  });

  it('refuses a value that is not text with the required message', () => {
    expect(firstError(name, 42)).toBe('This field is required.');
  });

  it('allows 30 characters and not 31', () => {
    expect(firstError(plainText, 'a'.repeat(30))).toBeNull();
    expect(firstError(plainText, 'a'.repeat(31))).toBe('Please use at most 30 characters.');
    expect(firstError(letters, 'a'.repeat(31))).toBe('Please use at most 30 characters.');
  });
});

describe('email (001 §5 global validators)', () => {
  it.each([
    ['asha.rao@example.in', null],
    ['', 'Email is required.'],
    ['asha.rao@', 'Enter a valid email.'],
    ['asha rao@example.in', 'Enter a valid email.'],
    [`${'a'.repeat(49)}@example.in`, null],
    [`${'a'.repeat(50)}@example.in`, 'Enter a valid email.'],
  ])('%j → %s', (value, message) => {
    expect(firstError(email(), value)).toBe(message);
  });

  it('sign-up words "too long" its own way', () => {
    expect(firstError(email('Email must be at most 60 characters.'), `${'a'.repeat(50)}@example.in`)).toBe(
      'Email must be at most 60 characters.',
    );
  });
});

describe('phone', () => {
  it.each([
    ['9876543210', null],
    ['', 'Phone number is required'],
    ['987654321', 'Phone number must contain exactly 10 numbers'],
    ['98765432101', 'Phone number must contain exactly 10 numbers'],
    ['98765-4321', 'Phone number must contain exactly 10 numbers'],
  ])('%j → %s', (value, message) => {
    expect(firstError(phone, value)).toBe(message);
  });
});

describe('PAN', () => {
  it.each([
    ['ABCPM1234K', null],
    [null, 'PAN is required.'],
    ['abcpm1234k', 'Please enter a valid PAN (five capital letters, four digits, one capital letter).'],
    ['ABCPM12345', 'Please enter a valid PAN (five capital letters, four digits, one capital letter).'],
    ['ABCPM1234KK', 'Please enter a valid PAN (five capital letters, four digits, one capital letter).'],
  ])('%j → %s', (value, message) => {
    expect(firstError(pan, value)).toBe(message);
  });
});

describe('IFSC', () => {
  it.each([
    ['HDFC0001234', null],
    ['', 'The IFSC Code is required'],
    ['HDFC1001234', 'Invalid IFSC Code format'],
    ['HDFC000123', 'Invalid IFSC Code format'],
    ['hdfc0001234', 'Invalid IFSC Code format'],
  ])('%j → %s', (value, message) => {
    expect(firstError(ifsc, value)).toBe(message);
  });
});

describe('account number', () => {
  it.each([
    ['123456789', null],
    ['123456789012345678', null],
    ['', 'Account number is required.'],
    ['12345678', 'Account number must be 9 to 18 digits.'],
    ['1234567890123456789', 'Account number must be 9 to 18 digits.'],
    ['12345678A', 'Account number must contain digits only.'],
  ])('%j → %s', (value, message) => {
    expect(firstError(accountNumber, value)).toBe(message);
  });
});

describe('pincode', () => {
  it.each([
    ['560001', true, null],
    ['', true, 'Pincode is required.'],
    ['', false, null],
    ['56000', false, 'Pincode must be exactly 6 digits.'],
    ['5600011', true, 'Pincode must be exactly 6 digits.'],
    ['56000A', true, 'Pincode must be exactly 6 digits.'],
  ])('%j (required %s) → %s', (value, isRequired, message) => {
    expect(firstError(pincode({ required: isRequired }), value)).toBe(message);
  });
});

describe('choice and check', () => {
  const options = [
    { value: 'MALE', label: 'Male' },
    { value: 'FEMALE', label: 'Female' },
  ];

  it('takes only an offered value', () => {
    expect(firstError(choice(options), 'MALE')).toBeNull();
    for (const value of ['', null, 'Select', 'male']) {
      expect(firstError(choice(options), value)).toBe('Please select a valid option.');
    }
  });

  it('needs the box ticked', () => {
    expect(firstError(checked, true)).toBeNull();
    expect(firstError(checked, false)).toBe('Select the checkbox above to proceed.');
  });
});

describe('date of birth (001 §5, §9: 18 years)', () => {
  // A fixed today: 22 November 2026, local time.
  const today = new Date(2026, 10, 22, 15, 30);
  const adult = dateOfBirth(today, { adult: true });

  it('an 18th birthday today is adult; tomorrow is not', () => {
    expect(firstError(adult, new Date(2008, 10, 22))).toBeNull();
    expect(firstError(adult, '2008-11-22')).toBeNull();
    expect(firstError(adult, '22-11-2008')).toBeNull();
    expect(firstError(adult, new Date(2008, 10, 23))).toBe('You must be at least 18 years old.');
    expect(firstError(adult, '2008-11-23')).toBe('You must be at least 18 years old.');
  });

  it('born on 29 February: 18 on 28 February of a common year', () => {
    const leapDay = dateOfBirth(new Date(2028, 1, 28), { adult: true });
    expect(firstError(leapDay, '2010-02-28')).toBeNull();
    expect(firstError(leapDay, '2010-03-01')).toBe('You must be at least 18 years old.');
  });

  it('refuses missing, unreal and future dates with the spec message', () => {
    for (const value of [null, undefined, '', '1990-02-30', '31-02-1990', '1990-4-1', 42, new Date(Number.NaN)]) {
      expect(firstError(adult, value)).toBe('Please enter a valid date of birth');
    }
    expect(firstError(adult, '2026-11-23')).toBe('Please enter a valid date of birth');
  });

  it('a nominee may be any age up to today, not after', () => {
    const any = dateOfBirth(today, { adult: false });
    expect(firstError(any, '2026-11-22')).toBeNull();
    expect(firstError(any, '2026-11-23')).toBe('Please enter a valid date of birth');
  });
});
