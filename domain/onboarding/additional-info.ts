/**
 * Additional Info rules (001 §5 "Additional info", 001 §3 "Additional info"): gender, income
 * and occupation must be real choices, and the affirmation checkbox must be ticked.
 */

import * as v from 'valibot';
import { CHOICE_MESSAGE, type Choice, checked, choice } from '../fields';

export const GENDERS = [
  { value: 'MALE', label: 'Male' },
  { value: 'FEMALE', label: 'Female' },
  { value: 'OTHERS', label: 'Others' },
] as const satisfies readonly Choice[];

/** Labels chosen here for the spec's bands (rupees per year; 1 lakh = 100,000; 1 crore = 100 lakh). */
export const INCOME_BANDS = [
  { value: 'BELOW_ONE', label: 'Below 1 Lakh' },
  { value: 'ONE_AND_FIVE', label: '1 - 5 Lakhs' },
  { value: 'FIVE_AND_TEN', label: '5 - 10 Lakhs' },
  { value: 'TEN_AND_TWENTY_FIVE', label: '10 - 25 Lakhs' },
  { value: 'TWENTY_FIVE_AND_ONE', label: '25 Lakhs - 1 Crore' },
  { value: 'ABOVE_ONE', label: 'Above 1 Crore' },
] as const satisfies readonly Choice[];

export const OCCUPATIONS = [
  { value: 'BUSINESS', label: 'Business' },
  { value: 'PROFESSIONAL', label: 'Professional' },
  { value: 'SERVICES', label: 'Services' },
  { value: 'RETIRED', label: 'Retired' },
  { value: 'STUDENT', label: 'Student' },
  { value: 'HOUSEWIFE', label: 'Housewife' },
  { value: 'AGRICULTURE', label: 'Agriculture' },
  { value: 'OTHERS', label: 'Others' },
] as const satisfies readonly Choice[];

/** 001 §3 "resident (fixed INDIAN)". */
export const NATIONALITY = 'INDIAN';

/** 001 §5 Additional info: real choices, and Indian nationality (the form fixes it). */
export const additionalInfoSchema = v.object({
  gender: choice(GENDERS),
  grossAnnualIncome: choice(INCOME_BANDS),
  occupation: choice(OCCUPATIONS),
  resident: v.literal(NATIONALITY, CHOICE_MESSAGE),
});

/** What the screen asks: the three choices and the not-politically-exposed / born-in-India affirmation (001 §5). */
export const additionalInfoFormSchema = v.object({
  gender: additionalInfoSchema.entries.gender,
  grossAnnualIncome: additionalInfoSchema.entries.grossAnnualIncome,
  occupation: additionalInfoSchema.entries.occupation,
  affirmed: checked,
});
