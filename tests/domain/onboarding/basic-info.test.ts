import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pincode as pincodeRule } from '../../../domain/fields';
import {
  type BasicInfoPayload,
  basicInfoSchema,
  FOREIGN_COUNTRIES,
  INDIAN_STATES,
  lettersRule,
} from '../../../domain/onboarding/basic-info';
import { fieldErrors, firstError } from '../../../domain/validate';

const resident: BasicInfoPayload = {
  taxStatus: 'INDIVIDUAL',
  firstName: 'Asha',
  middleName: '',
  lastName: 'Rao',
  address1: '12 MG Road',
  city: 'Bengaluru',
  state: 'KA',
  pincode: '560001',
  country: 'IN',
};

const nonResident: BasicInfoPayload = {
  taxStatus: 'NRE',
  firstName: 'Ravi',
  lastName: 'Menon',
  foreignAddress1: '1 Market Street',
  foreignCity: 'San Francisco',
  foreignState: 'California',
  foreignPincode: '941050',
  foreignCountry: 'US',
  country: 'IN',
};

describe('state and country lists (001 §3)', () => {
  it('has the 28 state codes in the spec order', () => {
    expect(INDIAN_STATES.map((state) => state.value).join(', ')).toBe(
      'AP, AR, AS, BR, CG, GA, GJ, HR, HP, JH, KA, KL, MP, MH, MN, ML, MZ, NL, OD, PB, RJ, SK, TN, TS, TR, UP, UK, WB',
    );
  });

  it('has the 20 foreign countries in the spec order', () => {
    expect(FOREIGN_COUNTRIES.map((country) => country.value).join(', ')).toBe(
      'IN, US, GB, AE, SA, CA, AU, DE, FR, JP, CN, RU, ZA, SG, QA, KW, OM, NZ, MY, BH',
    );
  });
});

describe('pincode (001 §5, 001 §9 "Pincode: 6 digits")', () => {
  it('accepts exactly six digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6}$/), (pincode) => {
        expect(firstError(pincodeRule({ required: true }), pincode)).toBeNull();
        expect(firstError(pincodeRule({ required: false }), pincode)).toBeNull();
      }),
    );
  });

  it('rejects anything else that is not blank, required or not', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 10 }).filter((value) => value.trim() !== '' && !/^\d{6}$/.test(value.trim())),
        fc.boolean(),
        (value, required) => {
          expect(firstError(pincodeRule({ required }), value)).toBe('Pincode must be exactly 6 digits.');
        },
      ),
    );
  });

  it('blank is an error only when required', () => {
    expect(firstError(pincodeRule({ required: true }), '')).toBe('Pincode is required.');
    expect(firstError(pincodeRule({ required: false }), '')).toBeNull();
  });
});

describe('names and city (001 §5 letters and spaces)', () => {
  it('accepts letters and spaces up to 30 characters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,29}$/), (name) => {
        expect(firstError(lettersRule(), name)).toBeNull();
        expect(firstError(lettersRule(), name)).toBeNull();
      }),
    );
  });

  it('rejects digits and symbols', () => {
    expect(firstError(lettersRule(), 'Asha2')).toBe('Please use letters and spaces only.');
    expect(firstError(lettersRule(), 'Navi-Mumbai')).toBe('Please use letters and spaces only.');
  });

  it('requires first and last name but not middle', () => {
    expect(firstError(lettersRule(), '')).toBe('This field is required.');
    expect(firstError(lettersRule({ required: false }), '')).toBeNull();
    expect(firstError(lettersRule(), 'A'.repeat(31))).toBe('Please use at most 30 characters.');
  });
});

describe('basicInfoErrors', () => {
  it('accepts a complete resident and a complete non-resident', () => {
    expect(fieldErrors(basicInfoSchema, resident)).toEqual({});
    expect(fieldErrors(basicInfoSchema, nonResident)).toEqual({});
    expect(fieldErrors(basicInfoSchema, { ...nonResident, taxStatus: 'NRO' })).toEqual({});
  });

  it('asks a non-resident to pick NRE or NRO', () => {
    expect(fieldErrors(basicInfoSchema, { ...nonResident, taxStatus: '' }).taxStatus).toBe(
      'Please select NRE or NRO status for NRI.',
    );
  });

  it('requires the resident address with a selected state', () => {
    const errors = fieldErrors(basicInfoSchema, { ...resident, address1: '', city: '', state: '', pincode: '' });
    expect(errors).toEqual({
      address1: 'This field is required.',
      city: 'This field is required.',
      state: 'Please select a valid option.',
      pincode: 'Pincode is required.',
    });
  });

  it('requires the foreign address of a non-resident and a real country', () => {
    const errors = fieldErrors(basicInfoSchema, {
      ...nonResident,
      foreignAddress1: '',
      foreignCity: '',
      foreignState: '',
      foreignPincode: '',
      foreignCountry: 'Select Country',
    });
    expect(errors).toEqual({
      foreignAddress1: 'This field is required.',
      foreignCity: 'This field is required.',
      foreignState: 'This field is required.',
      foreignPincode: 'Pincode is required.',
      foreignCountry: 'Please select a valid option.',
    });
  });

  it("still checks a non-resident's optional Indian pincode", () => {
    expect(fieldErrors(basicInfoSchema, { ...nonResident, pincode: '12345' }).pincode).toBe(
      'Pincode must be exactly 6 digits.',
    );
  });

  it('keeps the residential country India', () => {
    expect(fieldErrors(basicInfoSchema, { ...resident, country: 'US' }).country).toBe('Please select a valid option.');
  });
});
