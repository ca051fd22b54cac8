/**
 * Basic Info rules (001 §5 "Basic info", 001 §3 "Basic info payload" with its state and
 * country lists). Residents (taxStatus INDIVIDUAL) give an Indian address; non-residents (NRE or
 * NRO) give a foreign address and may give the Indian one.
 */

import * as v from 'valibot';
import {
  CHOICE_MESSAGE,
  type Choice,
  choice,
  letters,
  optional,
  pincode,
  plainText,
  REQUIRED_MESSAGE,
  required,
  type Text,
} from '../fields';

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

const RESIDENT_TAX_STATUS = 'INDIVIDUAL';
export const NON_RESIDENT_TAX_STATUSES = ['NRE', 'NRO'] as const;

/** 001 §5 "A non-resident must pick NRE or NRO, otherwise …". */
export const NRI_STATUS_MESSAGE = 'Please select NRE or NRO status for NRI.';

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

/** Names and cities (001 §5): letters and spaces, required unless told otherwise. */
export function lettersRule(options: { required?: boolean } = {}) {
  return options.required === false ? optional(letters) : required(REQUIRED_MESSAGE, letters);
}

function textField(options: { required: boolean }) {
  return options.required ? required(REQUIRED_MESSAGE, plainText) : optional(plainText);
}

function isNonResidentTaxStatus(value: unknown): value is 'NRE' | 'NRO' {
  return value === 'NRE' || value === 'NRO';
}

/**
 * Residents give the Indian address; non-residents (NRE, NRO) a foreign one and may give the
 * Indian one. A tax status that is neither is refused and held to the resident's rules.
 */
export function basicInfoSchemaFor(nonResident: boolean) {
  const indian = { required: !nonResident };
  const entries = {
    taxStatus: v.picklist([RESIDENT_TAX_STATUS, ...NON_RESIDENT_TAX_STATUSES], NRI_STATUS_MESSAGE),
    firstName: lettersRule(),
    middleName: lettersRule({ required: false }),
    lastName: lettersRule(),
    address1: textField(indian),
    address2: textField({ required: false }),
    address3: textField({ required: false }),
    city: lettersRule(indian),
    state: nonResident ? optional(choice(INDIAN_STATES)) : choice(INDIAN_STATES),
    pincode: pincode(indian),
    country: optional(v.pipe(v.string(), v.value(RESIDENTIAL_COUNTRY, CHOICE_MESSAGE))),
  };
  if (!nonResident) return v.object(entries);
  return v.object({
    ...entries,
    foreignAddress1: textField({ required: true }),
    foreignAddress2: textField({ required: false }),
    foreignAddress3: textField({ required: false }),
    foreignCity: lettersRule(),
    foreignState: textField({ required: true }),
    foreignPincode: pincode({ required: true }),
    foreignCountry: choice(FOREIGN_COUNTRIES),
  });
}

const residentSchema = basicInfoSchemaFor(false);
const nonResidentSchema = basicInfoSchemaFor(true);

/** 001 §5 Basic info: the rules of the payload the screen saves and the server stores. */
export const basicInfoSchema = v.lazy(
  (input: unknown): v.GenericSchema =>
    isNonResidentTaxStatus((input as BasicInfoPayload | null)?.taxStatus) ? nonResidentSchema : residentSchema,
);
