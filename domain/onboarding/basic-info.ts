/**
 * Basic Info rules (001 §5 "Basic info", 001 §3 "Basic info payload" with its state and
 * country lists). Residents (taxStatus INDIVIDUAL) give an Indian address; non-residents (NRE or
 * NRO) give a foreign address and may give the Indian one.
 */

import {
  CHOICE_MESSAGE,
  type Choice,
  choiceError,
  collectErrors,
  isBlank,
  lettersError,
  REQUIRED_MESSAGE,
  type Text,
  textError,
} from './common';

/** 001 §3 "Indian state options (two-letter codes)", in the spec's order. */
export const INDIAN_STATES: readonly Choice[] = [
  { value: 'AP', label: 'Andhra Pradesh' },
  { value: 'AR', label: 'Arunachal Pradesh' },
  { value: 'AS', label: 'Assam' },
  { value: 'BR', label: 'Bihar' },
  { value: 'CG', label: 'Chhattisgarh' },
  { value: 'GA', label: 'Goa' },
  { value: 'GJ', label: 'Gujarat' },
  { value: 'HR', label: 'Haryana' },
  { value: 'HP', label: 'Himachal Pradesh' },
  { value: 'JH', label: 'Jharkhand' },
  { value: 'KA', label: 'Karnataka' },
  { value: 'KL', label: 'Kerala' },
  { value: 'MP', label: 'Madhya Pradesh' },
  { value: 'MH', label: 'Maharashtra' },
  { value: 'MN', label: 'Manipur' },
  { value: 'ML', label: 'Meghalaya' },
  { value: 'MZ', label: 'Mizoram' },
  { value: 'NL', label: 'Nagaland' },
  { value: 'OD', label: 'Odisha' },
  { value: 'PB', label: 'Punjab' },
  { value: 'RJ', label: 'Rajasthan' },
  { value: 'SK', label: 'Sikkim' },
  { value: 'TN', label: 'Tamil Nadu' },
  { value: 'TS', label: 'Telangana' },
  { value: 'TR', label: 'Tripura' },
  { value: 'UP', label: 'Uttar Pradesh' },
  { value: 'UK', label: 'Uttarakhand' },
  { value: 'WB', label: 'West Bengal' },
];

/** 001 §3 "Foreign country options", in the spec's order. */
export const FOREIGN_COUNTRIES: readonly Choice[] = [
  { value: 'IN', label: 'India' },
  { value: 'US', label: 'United States' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'AE', label: 'United Arab Emirates' },
  { value: 'SA', label: 'Saudi Arabia' },
  { value: 'CA', label: 'Canada' },
  { value: 'AU', label: 'Australia' },
  { value: 'DE', label: 'Germany' },
  { value: 'FR', label: 'France' },
  { value: 'JP', label: 'Japan' },
  { value: 'CN', label: 'China' },
  { value: 'RU', label: 'Russia' },
  { value: 'ZA', label: 'South Africa' },
  { value: 'SG', label: 'Singapore' },
  { value: 'QA', label: 'Qatar' },
  { value: 'KW', label: 'Kuwait' },
  { value: 'OM', label: 'Oman' },
  { value: 'NZ', label: 'New Zealand' },
  { value: 'MY', label: 'Malaysia' },
  { value: 'BH', label: 'Bahrain' },
];

/** 001 §3 "country (IN)": the residential address is always in India (the field is disabled). */
export const RESIDENTIAL_COUNTRY = 'IN';

export const RESIDENT_TAX_STATUS = 'INDIVIDUAL';
export const NON_RESIDENT_TAX_STATUSES = ['NRE', 'NRO'] as const;

/** 001 §5 "A non-resident must pick NRE or NRO, otherwise …". */
export const NRI_STATUS_MESSAGE = 'Please select NRE or NRO status for NRI.';
/** Chosen here (001 §5 "Pincode numeric and exactly 6 characters" quotes no wording). */
export const PINCODE_REQUIRED_MESSAGE = 'Pincode is required.';
export const PINCODE_INVALID_MESSAGE = 'Pincode must be exactly 6 digits.';

const PINCODE_PATTERN = /^\d{6}$/;

/** 001 §3 basic info payload, as the form holds it (every field may be missing before submit). */
export interface BasicInfoPayload {
  /** INDIVIDUAL for residents, NRE or NRO for non-residents; '' while a non-resident has not chosen. */
  taxStatus?: Text;
  firstName?: Text;
  middleName?: Text;
  lastName?: Text;
  address1?: Text;
  address2?: Text;
  address3?: Text;
  city?: Text;
  state?: Text;
  pincode?: Text;
  country?: Text;
  foreignAddress1?: Text;
  foreignAddress2?: Text;
  foreignAddress3?: Text;
  foreignCity?: Text;
  foreignState?: Text;
  foreignPincode?: Text;
  foreignCountry?: Text;
}

export type BasicInfoField = keyof BasicInfoPayload;

/** First and last name required, middle optional; letters and spaces (001 §5). */
export function personNameError(value: Text, options: { required?: boolean } = {}): string | null {
  return lettersError(value, options);
}

/** 001 §5 "city (letters/spaces)", required unless told otherwise. */
export function cityError(value: Text, options: { required?: boolean } = {}): string | null {
  return lettersError(value, options);
}

/** 001 §5 "Pincode numeric and exactly 6 characters (also when optional for a non-resident)". */
export function pincodeError(value: Text, options: { required: boolean }): string | null {
  if (isBlank(value)) return options.required ? PINCODE_REQUIRED_MESSAGE : null;
  return PINCODE_PATTERN.test((value ?? '').trim()) ? null : PINCODE_INVALID_MESSAGE;
}

export function isNonResidentTaxStatus(value: Text): value is 'NRE' | 'NRO' {
  return value === 'NRE' || value === 'NRO';
}

function optionalChoiceError(value: Text, options: readonly Choice[]): string | null {
  return isBlank(value) ? null : choiceError(value, options);
}

/** Every broken rule of the payload, keyed by field; empty when it can be saved. */
export function basicInfoErrors(payload: BasicInfoPayload): Partial<Record<BasicInfoField, string>> {
  const resident = payload.taxStatus === RESIDENT_TAX_STATUS;
  const nonResident = isNonResidentTaxStatus(payload.taxStatus);
  const indianAddressRequired = !nonResident;
  return collectErrors<BasicInfoField>({
    taxStatus: resident || nonResident ? null : NRI_STATUS_MESSAGE,
    firstName: personNameError(payload.firstName),
    middleName: personNameError(payload.middleName, { required: false }),
    lastName: personNameError(payload.lastName),
    address1: textError(payload.address1, { required: indianAddressRequired }),
    address2: textError(payload.address2, { required: false }),
    address3: textError(payload.address3, { required: false }),
    city: cityError(payload.city, { required: indianAddressRequired }),
    state: indianAddressRequired
      ? choiceError(payload.state, INDIAN_STATES)
      : optionalChoiceError(payload.state, INDIAN_STATES),
    pincode: pincodeError(payload.pincode, { required: indianAddressRequired }),
    country: isBlank(payload.country) || payload.country === RESIDENTIAL_COUNTRY ? null : CHOICE_MESSAGE,
    foreignAddress1: nonResident ? textError(payload.foreignAddress1) : null,
    foreignAddress2: nonResident ? textError(payload.foreignAddress2, { required: false }) : null,
    foreignAddress3: nonResident ? textError(payload.foreignAddress3, { required: false }) : null,
    foreignCity: nonResident ? cityError(payload.foreignCity) : null,
    foreignState: nonResident ? textError(payload.foreignState) : null,
    foreignPincode: nonResident ? pincodeError(payload.foreignPincode, { required: true }) : null,
    foreignCountry: nonResident ? choiceError(payload.foreignCountry, FOREIGN_COUNTRIES) : null,
  });
}

export { REQUIRED_MESSAGE };
