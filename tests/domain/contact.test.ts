import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  areValidContactDetails,
  CONTACT_MAX_LENGTH,
  type ContactDetails,
  invalidContactFields,
  isPresent,
  isStandardEmail,
  isValidContactPhone,
  normalizeContactDetails,
  parseContactText,
  toContactText,
} from '../../domain/contact';

const valid: ContactDetails = {
  name: 'Asha Rao',
  email: 'asha.rao@example.in',
  phone: '9876543210',
  message: 'Please call me about SIPs.',
};

describe('contact rules (000 §5)', () => {
  it('accepts complete, well-formed details', () => {
    expect(invalidContactFields(valid)).toEqual([]);
    expect(areValidContactDetails(valid)).toBe(true);
  });

  describe('name, email and message are required', () => {
    it.each(['name', 'email', 'message'] as const)('%s empty or blank is invalid', (field) => {
      expect(invalidContactFields({ ...valid, [field]: '' })).toEqual([field]);
      expect(invalidContactFields({ ...valid, [field]: '   \t ' })).toEqual([field]);
    });

    it('isPresent needs a non-blank character', () => {
      expect(isPresent('')).toBe(false);
      expect(isPresent('  ')).toBe(false);
      expect(isPresent(' a ')).toBe(true);
    });

    it('lists every broken field in form order', () => {
      expect(invalidContactFields({ name: '', email: 'x', phone: '12', message: '' })).toEqual([
        'name',
        'email',
        'phone',
        'message',
      ]);
    });
  });

  describe('email matches a standard address pattern', () => {
    it.each([
      'a@b.co',
      'first.last@example.com',
      'user+tag@mail.example.co.in',
      'USER_1%x@sub-domain.example.org',
      '  padded@example.com  ',
    ])('accepts %s', (email) => {
      expect(isStandardEmail(email)).toBe(true);
    });

    it.each([
      '',
      'plain',
      '@example.com',
      'user@',
      'user@example',
      'user@example.c',
      'user@@example.com',
      'user example@example.com',
      'user@exa mple.com',
      'user@-example.com',
      'user@example-.com',
      'user@example..com',
      'user@.example.com',
    ])('rejects %j', (email) => {
      expect(isStandardEmail(email)).toBe(false);
    });
  });

  describe('phone: exactly 10 digits when given', () => {
    it('is optional', () => {
      expect(isValidContactPhone('')).toBe(true);
      expect(isValidContactPhone('   ')).toBe(true);
      expect(invalidContactFields({ ...valid, phone: '' })).toEqual([]);
    });

    it.each(['9876543210', '0000000000', ' 9876543210 '])('accepts %j', (phone) => {
      expect(isValidContactPhone(phone)).toBe(true);
    });

    it.each([
      '987654321',
      '98765432101',
      '98765 43210',
      '+919876543210',
      '98765-4321',
      'abcdefghij',
      '９８７６５４３２１０',
    ])('rejects %j', (phone) => {
      expect(isValidContactPhone(phone)).toBe(false);
    });

    it('any string of exactly ten ASCII digits is valid, any other length is not', () => {
      fc.assert(
        fc.property(fc.stringMatching(/^\d{1,20}$/), (digits) => {
          expect(isValidContactPhone(digits)).toBe(digits.length === 10);
        }),
      );
    });
  });

  describe('lengths: text inputs 30, phone 10, message 500', () => {
    it('declares the input limits', () => {
      expect(CONTACT_MAX_LENGTH).toEqual({ name: 30, email: 30, phone: 10, message: 500 });
    });

    it('accepts values at the limit and rejects one character more', () => {
      expect(invalidContactFields({ ...valid, name: 'n'.repeat(30) })).toEqual([]);
      expect(invalidContactFields({ ...valid, name: 'n'.repeat(31) })).toEqual(['name']);
      const localPart = 'e'.repeat(30 - '@ex.in'.length);
      expect(invalidContactFields({ ...valid, email: `${localPart}@ex.in` })).toEqual([]);
      expect(invalidContactFields({ ...valid, email: `${localPart}e@ex.in` })).toEqual(['email']);
      expect(invalidContactFields({ ...valid, message: 'm'.repeat(500) })).toEqual([]);
      expect(invalidContactFields({ ...valid, message: 'm'.repeat(501) })).toEqual(['message']);
    });

    it('counts length without surrounding blanks', () => {
      expect(invalidContactFields({ ...valid, name: ` ${'n'.repeat(30)} ` })).toEqual([]);
    });
  });

  describe('the wire separator', () => {
    it('rejects "|" in the name or message, which would split the text differently', () => {
      expect(invalidContactFields({ ...valid, name: 'A|B' })).toEqual(['name']);
      expect(invalidContactFields({ ...valid, message: 'either | or' })).toEqual(['message']);
    });
  });

  describe('lines', () => {
    it('keeps the name on one line, while the message may span lines', () => {
      expect(invalidContactFields({ ...valid, name: 'Asha\nBcc: all@example.com' })).toEqual(['name']);
      expect(invalidContactFields({ ...valid, name: 'Asha\u2028Rao' })).toEqual(['name']);
      expect(invalidContactFields({ ...valid, message: 'First line\nsecond line' })).toEqual([]);
    });
  });
});

describe('contact text: Email | Name | Messagetext | Phone', () => {
  it('joins the trimmed parts in that order', () => {
    expect(toContactText({ ...valid, name: '  Asha Rao ' })).toBe(
      'asha.rao@example.in | Asha Rao | Please call me about SIPs. | 9876543210',
    );
  });

  it('keeps an empty phone as an empty fourth part', () => {
    const text = toContactText({ ...valid, phone: '' });
    expect(text).toBe('asha.rao@example.in | Asha Rao | Please call me about SIPs. | ');
    expect(parseContactText(text)).toEqual({ ...valid, phone: '' });
  });

  it('reads back what it wrote for any valid details', () => {
    const part = (max: number) =>
      fc
        .string({ minLength: 1, maxLength: max })
        .filter((s) => !s.includes('|') && s.trim().length > 0 && s.trim().length <= max);
    fc.assert(
      fc.property(part(30), part(500), fc.stringMatching(/^\d{10}$/), (name, message, phone) => {
        const details = { name, email: valid.email, phone, message };
        expect(parseContactText(toContactText(details))).toEqual(normalizeContactDetails(details));
      }),
    );
  });

  it('refuses a text without exactly four parts', () => {
    expect(parseContactText('a@b.co | Name | Message')).toBeUndefined();
    expect(parseContactText('a@b.co | Name | Mess | age | 9876543210')).toBeUndefined();
  });
});
