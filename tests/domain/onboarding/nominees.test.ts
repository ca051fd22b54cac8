import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canAddNominee,
  canDeleteNominee,
  isMinor,
  MAX_NOMINEES,
  type NomineeInput,
  nomineeErrors,
  nomineeListError,
  nomineeShare,
  RELATIONSHIPS,
  remainingShare,
} from '../../../domain/onboarding/nominees';
import { firstError } from '../../../domain/validate';

const today = new Date(2026, 10, 22);
const context = { holderPan: 'BQKPM4821L', taxStatus: 'INDIVIDUAL', today };

const adult: NomineeInput = {
  name: 'Meera Rao',
  relationship: 'SPOUSE',
  idType: 'PAN',
  idNumber: 'ABCDE1234F',
  email: 'meera@example.in',
  mobile: '9876543210',
  address1: '12 MG Road',
  address2: '',
  address3: null,
  city: 'Bengaluru',
  pincode: '560001',
  country: 'India',
  percentage: 60,
  dob: '14-03-1988',
};

const minor: NomineeInput = {
  ...adult,
  name: 'Kiran Rao',
  relationship: 'SON',
  idType: 'AADHAR',
  idNumber: '1234',
  percentage: 40,
  dob: '01-01-2015',
  guardianName: 'Meera Rao',
  guardianPan: 'ABCDE1234F',
};

describe('one nominee (001 §5 Nominee)', () => {
  it('accepts a complete adult and a complete minor with guardian', () => {
    expect(nomineeErrors(adult, context)).toEqual({});
    expect(nomineeErrors(minor, context)).toEqual({});
  });

  it('lists the 22 relationships of 001 §3', () => {
    expect(RELATIONSHIPS).toHaveLength(22);
    expect(RELATIONSHIPS[0]?.value).toBe('SPOUSE');
    expect(RELATIONSHIPS.at(-1)?.value).toBe('OTHERS');
  });

  it("refuses the primary holder's own PAN", () => {
    expect(nomineeErrors({ ...adult, idNumber: 'BQKPM4821L' }, context).idNumber).toBe(
      'Cannot be the same as the primary holder.',
    );
  });

  it('needs a guardian name and PAN for a minor', () => {
    const errors = nomineeErrors({ ...minor, guardianName: '', guardianPan: '' }, context);
    expect(errors.guardianName).toBe('Guardian name required for minors.');
    expect(errors.guardianPan).toBe('Guardian PAN required for minors.');
    expect(nomineeErrors({ ...minor, guardianPan: 'abc' }, context).guardianPan).toBe(
      'Please enter a valid PAN (five capital letters, four digits, one capital letter).',
    );
  });

  it('Aadhar is the last 4 digits', () => {
    expect(nomineeErrors({ ...minor, idNumber: '12345' }, context).idNumber).toBe(
      'Please enter the last 4 digits of the Aadhar number.',
    );
  });

  it('uses the global e-mail and phone messages', () => {
    expect(nomineeErrors({ ...adult, email: '' }, context).email).toBe('Email is required.');
    expect(nomineeErrors({ ...adult, email: 'meera@' }, context).email).toBe('Enter a valid email.');
    expect(nomineeErrors({ ...adult, mobile: '' }, context).mobile).toBe('Phone number is required');
    expect(nomineeErrors({ ...adult, mobile: '98765' }, context).mobile).toBe(
      'Phone number must contain exactly 10 numbers',
    );
  });

  it('pincode: 6 digits for INDIVIDUAL, up to 10 otherwise', () => {
    expect(nomineeErrors({ ...adult, pincode: 'SW1A1AA' }, context).pincode).toBe('Pincode must be exactly 6 digits.');
    expect(nomineeErrors({ ...adult, pincode: 'SW1A1AA' }, { ...context, taxStatus: 'NRE' }).pincode).toBeUndefined();
    expect(nomineeErrors({ ...adult, pincode: '12345678901' }, { ...context, taxStatus: 'NRE' }).pincode).toBe(
      'Pincode must be at most 10 letters or digits.',
    );
  });

  it('date of birth is required and not in the future', () => {
    expect(nomineeErrors({ ...adult, dob: null }, context).dob).toBe('Please enter a valid date of birth');
    expect(nomineeErrors({ ...adult, dob: '23-11-2026' }, context).dob).toBe('Please enter a valid date of birth');
  });

  it('is a minor until the 18th birthday', () => {
    expect(isMinor('22-11-2008', today)).toBe(false);
    expect(isMinor('2008-11-23', today)).toBe(true);
    expect(isMinor(null, today)).toBe(false);
  });
});

describe('shares (001 §5, 001 §9 whole numbers totalling 100)', () => {
  it('accepts any whole share from 1 to 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.boolean(), (share, asText) => {
        expect(firstError(nomineeShare, asText ? String(share) : share)).toBeNull();
      }),
    );
  });

  it('refuses fractions', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 99.99, noNaN: true }).filter((value) => !Number.isInteger(value)),
        (share) => {
          expect(firstError(nomineeShare, share)).toBe('Nominee share must be a whole number.');
        },
      ),
    );
    expect(firstError(nomineeShare, 'abc')).toBe('Nominee share must be a whole number.');
  });

  it('refuses zero and negatives', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 0 }), (share) => {
        expect(firstError(nomineeShare, share)).toBe('Nominee share should be a positive value for each nominee.');
      }),
    );
  });

  it('a list of 1 to 3 whole shares passes exactly when they total 100', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 3 }), (shares) => {
        const nominees = shares.map((percentage, index) => ({
          ...adult,
          name: `Nominee ${'abc'[index]}`,
          percentage,
        }));
        const total = shares.reduce((sum, share) => sum + share, 0);
        const expected =
          total === 100
            ? null
            : total > 100
              ? 'Total shares have exceeded 100%'
              : 'Please ensure the total shares sum up to 100% before proceeding.';
        expect(nomineeListError(nominees)).toBe(expected);
        expect(remainingShare(nominees)).toBe(Math.max(0, 100 - total));
      }),
    );
  });

  it('any split of 100 into up to three whole parts is accepted', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 98 }), fc.integer({ min: 1, max: 98 }), (a, b) => {
        fc.pre(a + b < 100);
        const nominees = [a, b, 100 - a - b].map((percentage, index) => ({
          ...adult,
          name: `Nominee ${'abc'[index]}`,
          percentage,
        }));
        expect(nomineeListError(nominees)).toBeNull();
      }),
    );
  });
});

describe('the nominee list', () => {
  it('refuses duplicate name plus date of birth', () => {
    expect(
      nomineeListError([
        { ...adult, percentage: 50 },
        { ...adult, name: ' meera  rao', percentage: 50 },
      ]),
    ).toBe('Duplicate entries are not allowed. Please check the nominee details.');
  });

  it('needs a date of birth for every nominee', () => {
    expect(nomineeListError([adult, { ...minor, dob: '' }])).toBe('Date of birth must be filled out for all nominees.');
  });

  it('at most three nominees', () => {
    const four = [1, 2, 3, 4].map((index) => ({ ...adult, name: `N ${'abcd'[index - 1]}`, percentage: 25 }));
    expect(MAX_NOMINEES).toBe(3);
    expect(nomineeListError(four)).toBe('You can add at most 3 nominees.');
    expect(canAddNominee(four.slice(0, 3))).toEqual({ ok: false, message: 'You can add at most 3 nominees.' });
  });

  it('adding needs complete nominees and room in the total', () => {
    expect(canAddNominee([adult])).toEqual({ ok: true });
    expect(canAddNominee([{ ...adult, city: '' }])).toEqual({
      ok: false,
      message: 'Please complete all fields for existing nominees before adding a new one.',
    });
    expect(canAddNominee([{ ...minor, guardianName: '' }], { today })).toEqual({
      ok: false,
      message: 'Please complete all fields for existing nominees before adding a new one.',
    });
    expect(canAddNominee([{ ...adult, percentage: 100 }])).toEqual({
      ok: false,
      message: 'Total shares have already reached 100%. No additional nominees can be added.',
    });
  });

  it('deleting is offered only with more than one nominee', () => {
    expect(canDeleteNominee([adult])).toBe(false);
    expect(canDeleteNominee([adult, minor])).toBe(true);
  });
});
