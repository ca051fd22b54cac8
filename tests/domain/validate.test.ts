import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { email, phone } from '../../domain/fields';
import { fieldErrors, firstError, inOrder } from '../../domain/validate';

const schema = v.object({ people: v.array(v.object({ phone, email: email() })) });

describe('fieldErrors', () => {
  it('keeps the first message of each field and names nested fields by dot path', () => {
    expect(
      fieldErrors(schema, {
        people: [
          { phone: '1', email: '' },
          { phone: '9876543210', email: 'a@b.co' },
        ],
      }),
    ).toEqual({
      'people.0.phone': 'Phone number must contain exactly 10 numbers',
      'people.0.email': 'Email is required.',
    });
  });

  it('is empty for values that pass', () => {
    expect(fieldErrors(schema, { people: [] })).toEqual({});
  });
});

describe('firstError', () => {
  it('gives the first failing rule of one value, or null', () => {
    expect(firstError(phone, '')).toBe('Phone number is required');
    expect(firstError(phone, '9876543210')).toBeNull();
  });
});

describe('inOrder', () => {
  const rule = v.pipe(
    v.string(),
    v.regex(/^\d+$/, 'Digits only.'),
    v.check((text) => BigInt(text) > 10n, 'More than 10.'),
  );

  it('stops a field at its first failing rule, so no later rule reads what an earlier one refused', () => {
    expect(() => fieldErrors(v.object({ count: rule }), { count: 'x' })).toThrow();
    expect(fieldErrors(v.object({ count: inOrder(rule) }), { count: 'x' })).toEqual({ count: 'Digits only.' });
    expect(fieldErrors(v.object({ count: inOrder(rule) }), { count: '5' })).toEqual({ count: 'More than 10.' });
  });
});
