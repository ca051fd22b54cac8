import { describe, expect, it } from 'vitest';
import { checked, choice } from '../../../domain/fields';
import { additionalInfoSchema, GENDERS, INCOME_BANDS, OCCUPATIONS } from '../../../domain/onboarding/additional-info';
import { fieldErrors, firstError } from '../../../domain/validate';

describe('additional info (001 §5, 001 §3)', () => {
  it('offers the spec values', () => {
    expect(GENDERS.map((option) => option.value)).toEqual(['MALE', 'FEMALE', 'OTHERS']);
    expect(INCOME_BANDS.map((option) => option.value)).toEqual([
      'BELOW_ONE',
      'ONE_AND_FIVE',
      'FIVE_AND_TEN',
      'TEN_AND_TWENTY_FIVE',
      'TWENTY_FIVE_AND_ONE',
      'ABOVE_ONE',
    ]);
    expect(OCCUPATIONS.map((option) => option.value)).toEqual([
      'BUSINESS',
      'PROFESSIONAL',
      'SERVICES',
      'RETIRED',
      'STUDENT',
      'HOUSEWIFE',
      'AGRICULTURE',
      'OTHERS',
    ]);
  });

  it('a choice must be a real option', () => {
    expect(firstError(choice(GENDERS), 'MALE')).toBeNull();
    expect(firstError(choice(GENDERS), '')).toBe('Please select a valid option.');
    expect(firstError(choice(GENDERS), 'Select')).toBe('Please select a valid option.');
    expect(firstError(choice(OCCUPATIONS), undefined)).toBe('Please select a valid option.');
  });

  it('checks every choice of the payload', () => {
    expect(
      fieldErrors(additionalInfoSchema, {
        gender: 'FEMALE',
        grossAnnualIncome: 'FIVE_AND_TEN',
        occupation: 'SERVICES',
        resident: 'INDIAN',
      }),
    ).toEqual({});
    expect(
      fieldErrors(additionalInfoSchema, { gender: 'X', grossAnnualIncome: '', occupation: 'CEO', resident: 'US' }),
    ).toEqual({
      gender: 'Please select a valid option.',
      grossAnnualIncome: 'Please select a valid option.',
      occupation: 'Please select a valid option.',
      resident: 'Please select a valid option.',
    });
  });

  it('requires the affirmation checkbox', () => {
    expect(firstError(checked, false)).toBe('Select the checkbox above to proceed.');
    expect(firstError(checked, true)).toBeNull();
  });
});
