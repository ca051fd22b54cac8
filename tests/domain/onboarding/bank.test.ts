import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountNumber as accountNumberRule, IFSC_PATTERN, ifsc as ifscRule } from '../../../domain/fields';
import {
  accountTypesFor,
  BANKS,
  bankAccountSchema,
  MAX_STATEMENT_BYTES,
  needsStatement,
  statementFileError,
} from '../../../domain/onboarding/bank';
import { fieldErrors, firstError } from '../../../domain/validate';

const validIfsc = fc.stringMatching(/^[A-Z]{4}0[A-Z0-9]{6}$/);

describe('IFSC (001 §5 four capitals, zero, six alphanumerics)', () => {
  it('accepts every well-formed code', () => {
    fc.assert(
      fc.property(validIfsc, (ifsc) => {
        expect(IFSC_PATTERN.test(ifsc)).toBe(true);
        expect(firstError(ifscRule, ifsc)).toBeNull();
      }),
    );
  });

  it('rejects a code whose fifth character is not zero', () => {
    fc.assert(
      fc.property(validIfsc, fc.constantFrom(...'123456789ABZ'), (ifsc, fifth) => {
        expect(firstError(ifscRule, `${ifsc.slice(0, 4)}${fifth}${ifsc.slice(5)}`)).toBe('Invalid IFSC Code format');
      }),
    );
  });

  it('rejects any other non-blank text', () => {
    fc.assert(
      fc.property(
        fc
          .string({ maxLength: 14 })
          .filter((value) => value.trim() !== '' && !/^[A-Z]{4}0[A-Z0-9]{6}$/.test(value.trim())),
        (value) => {
          expect(firstError(ifscRule, value)).toBe('Invalid IFSC Code format');
        },
      ),
    );
  });

  it('is required', () => {
    expect(firstError(ifscRule, '')).toBe('The IFSC Code is required');
  });
});

describe('account number (001 §5: 9 to 18 digits, digits only)', () => {
  it('accepts 9 to 18 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9,18}$/), (value) => {
        expect(firstError(accountNumberRule, value)).toBeNull();
      }),
    );
  });

  it('rejects too few or too many digits', () => {
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(/^\d{1,8}$/), fc.stringMatching(/^\d{19,30}$/)), (value) => {
        expect(firstError(accountNumberRule, value)).toBe('Account number must be 9 to 18 digits.');
      }),
    );
  });

  it('rejects anything with a non-digit', () => {
    fc.assert(
      fc.property(
        fc
          .string({ minLength: 1, maxLength: 20 })
          .filter((value) => value.trim() !== '' && !/^\d+$/.test(value.trim())),
        (value) => {
          expect(firstError(accountNumberRule, value)).toBe('Account number must contain digits only.');
        },
      ),
    );
    expect(firstError(accountNumberRule, '')).toBe('Account number is required.');
  });
});

describe('tax status and the bank flow (001 §5)', () => {
  it('fixes the account type for NRE and NRO and offers savings or current to residents', () => {
    expect(accountTypesFor('NRE')).toEqual(['NRE']);
    expect(accountTypesFor('NRO')).toEqual(['NRO']);
    expect(accountTypesFor('INDIVIDUAL')).toEqual(['SAVINGS_BANK', 'CURRENT_BANK']);
    expect(accountTypesFor('HUF')).toEqual(['SAVINGS_BANK', 'CURRENT_BANK', 'NRE', 'NRO']);
  });

  it('needs a statement for every tax status but INDIVIDUAL (001 §4.2 non-individual)', () => {
    expect(needsStatement('INDIVIDUAL')).toBe(false);
    expect(needsStatement('NRE')).toBe(true);
    expect(needsStatement('NRO')).toBe(true);
    expect(needsStatement('HUF')).toBe(true);
  });

  it('checks the whole payload against the tax status', () => {
    const payload = {
      bankName: 'HDFC Bank',
      ifsc: 'HDFC0001234',
      accountNumber: '123456789012',
      accountType: 'SAVINGS_BANK',
      accountHoldings: 'SINGLE_BANK_ACCOUNT',
    };
    expect(BANKS.length).toBeGreaterThanOrEqual(38);
    expect(fieldErrors(bankAccountSchema('INDIVIDUAL'), payload)).toEqual({});
    expect(fieldErrors(bankAccountSchema('NRE'), payload)).toEqual({ accountType: 'Please select a valid option.' });
    expect(
      fieldErrors(bankAccountSchema('INDIVIDUAL'), { ...payload, bankName: 'Bank of Nowhere', accountHoldings: '' }),
    ).toEqual({
      bankName: 'Please select a valid option.',
      accountHoldings: 'Please select a valid option.',
    });
  });
});

describe('statement file (001 §5, 000 §5)', () => {
  it('accepts a PDF up to 10 MB', () => {
    expect(MAX_STATEMENT_BYTES).toBe(10485760);
    expect(
      statementFileError({ name: 'statement.PDF', type: 'application/pdf', size: MAX_STATEMENT_BYTES }),
    ).toBeNull();
  });

  it('gives the three spec messages in order', () => {
    expect(statementFileError({ name: 'statement.png', type: 'image/png', size: 10 })).toBe(
      'Please select a valid PDF file only.',
    );
    expect(statementFileError({ name: 'statement.txt', type: 'application/pdf', size: 10 })).toBe(
      'Please select a PDF file with .pdf extension only.',
    );
    expect(statementFileError({ name: 'statement.pdf', type: 'application/pdf', size: MAX_STATEMENT_BYTES + 1 })).toBe(
      'File size should not exceed 10MB.',
    );
  });
});
