import { describe, expect, it } from 'vitest';
import {
  additionalInfoErrors,
  affirmationError,
  choiceError,
  GENDERS,
  INCOME_BANDS,
  OCCUPATIONS,
} from '../../../domain/onboarding/additional-info';

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
    expect(choiceError('MALE', GENDERS)).toBeNull();
    expect(choiceError('', GENDERS)).toBe('Please select a valid option.');
    expect(choiceError('Select', GENDERS)).toBe('Please select a valid option.');
    expect(choiceError(undefined, OCCUPATIONS)).toBe('Please select a valid option.');
  });

  it('checks every choice of the payload', () => {
    expect(
      additionalInfoErrors({
        gender: 'FEMALE',
        grossAnnualIncome: 'FIVE_AND_TEN',
        occupation: 'SERVICES',
        resident: 'INDIAN',
      }),
    ).toEqual({});
    expect(additionalInfoErrors({ gender: 'X', grossAnnualIncome: '', occupation: 'CEO', resident: 'US' })).toEqual({
      gender: 'Please select a valid option.',
      grossAnnualIncome: 'Please select a valid option.',
      occupation: 'Please select a valid option.',
      resident: 'Please select a valid option.',
    });
  });

  it('requires the affirmation checkbox', () => {
    expect(affirmationError(false)).toBe('Select the checkbox above to proceed.');
    expect(affirmationError(true)).toBeNull();
  });
});
