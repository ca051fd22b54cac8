/**
 * PAN and date-of-birth rules of the PAN screens (001 §5 PAN, 001 §2.6, 001 §9 "Minimum age
 * for the PAN step: 18 years"). The screens validate with `panFormSchema`; the server re-checks
 * the same rules on the KYC and CKYC calls, since the contract cannot say "18 years before today".
 */
import * as v from 'valibot';
import { dateOfBirth, PAN_MAX_LENGTH, pan } from '../fields';

/** PAN and an adult's date of birth (a Date, 'yyyy-MM-dd' or 'DD-MM-YYYY'), as of `today`. */
export function panSchema(today: Date) {
  return v.object({ pan, dob: adultDob(today) });
}

/** 001 §5: required, a real date, in the past, and at least 18 years old on `today`. */
export function adultDob(today: Date) {
  return dateOfBirth(today, { adult: true });
}

/** 001 §5 "automatically upper-cased", max 10: what the PAN input keeps of what was typed. */
export function normalisePan(value: string | null | undefined): string {
  return (value ?? '').trim().toUpperCase().slice(0, PAN_MAX_LENGTH);
}
