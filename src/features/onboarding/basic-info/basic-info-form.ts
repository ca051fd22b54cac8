/**
 * The Basic Info form's values and how they become the saved payload (001 §3): residents are
 * INDIVIDUAL with an Indian address; non-residents choose NRE or NRO and give a foreign address
 * (the Indian one is then optional). Empty optional fields are left out.
 */

import * as v from 'valibot';
import {
  type BasicInfoPayload,
  basicInfoSchemaFor,
  NON_RESIDENT_TAX_STATUSES,
  NRI_STATUS_MESSAGE,
  RESIDENTIAL_COUNTRY,
} from '../../../../domain/onboarding/basic-info';
import type { BasicInfoDetails } from '../../../../machines/onboarding/basic-info.machine';
import { titleCase } from '../../../lib/format';

type Residency = 'RESIDENT' | 'NON_RESIDENT';

export interface BasicInfoValues {
  firstName: string;
  middleName: string;
  lastName: string;
  /** 001 §3 "Tax status default in the form is RESIDENT". */
  residency: Residency;
  nriStatus: '' | 'NRE' | 'NRO';
  address1: string;
  address2: string;
  address3: string;
  city: string;
  state: string | null;
  pincode: string;
  foreignAddress1: string;
  foreignAddress2: string;
  foreignAddress3: string;
  foreignCity: string;
  foreignState: string;
  foreignPincode: string;
  foreignCountry: string | null;
}

/** Splits the CKYC name (title-cased) into first, middle and last to start the form with. */
function namesFrom(fullName: string | null): Pick<BasicInfoValues, 'firstName' | 'middleName' | 'lastName'> {
  const words = titleCase(fullName ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return { firstName: '', middleName: '', lastName: '' };
  if (words.length === 1) return { firstName: words[0] ?? '', middleName: '', lastName: '' };
  return {
    firstName: words[0] ?? '',
    middleName: words.slice(1, -1).join(' '),
    lastName: words[words.length - 1] ?? '',
  };
}

export function initialBasicInfoValues(fullName: string | null, saved: BasicInfoDetails | null): BasicInfoValues {
  const names = namesFrom(fullName);
  const nonResident = saved !== null && saved.taxStatus !== 'INDIVIDUAL';
  return {
    firstName: saved?.firstName ?? names.firstName,
    middleName: saved ? (saved.middleName ?? '') : names.middleName,
    lastName: saved?.lastName ?? names.lastName,
    residency: nonResident ? 'NON_RESIDENT' : 'RESIDENT',
    nriStatus: saved && saved.taxStatus !== 'INDIVIDUAL' ? saved.taxStatus : '',
    address1: saved?.address1 ?? '',
    address2: saved?.address2 ?? '',
    address3: saved?.address3 ?? '',
    city: saved?.city ?? '',
    state: saved?.state ?? null,
    pincode: saved?.pincode ?? '',
    foreignAddress1: saved?.foreignAddress1 ?? '',
    foreignAddress2: saved?.foreignAddress2 ?? '',
    foreignAddress3: saved?.foreignAddress3 ?? '',
    foreignCity: saved?.foreignCity ?? '',
    foreignState: saved?.foreignState ?? '',
    foreignPincode: saved?.foreignPincode ?? '',
    foreignCountry: saved?.foreignCountry ?? null,
  };
}

/** The payload the shared rules and the server see. */
function toPayload(values: BasicInfoValues): BasicInfoPayload {
  const nonResident = values.residency === 'NON_RESIDENT';
  return {
    taxStatus: nonResident ? values.nriStatus : 'INDIVIDUAL',
    firstName: values.firstName,
    middleName: values.middleName,
    lastName: values.lastName,
    address1: values.address1,
    address2: values.address2,
    address3: values.address3,
    city: values.city,
    state: values.state ?? '',
    pincode: values.pincode,
    country: RESIDENTIAL_COUNTRY,
    ...(nonResident
      ? {
          foreignAddress1: values.foreignAddress1,
          foreignAddress2: values.foreignAddress2,
          foreignAddress3: values.foreignAddress3,
          foreignCity: values.foreignCity,
          foreignState: values.foreignState,
          foreignPincode: values.foreignPincode,
          foreignCountry: values.foreignCountry ?? '',
        }
      : {}),
  };
}

/**
 * The shared Basic Info rules on the form's fields: the tax status is the residency choice, and
 * a non-resident who has not chosen NRE or NRO yet is held to the foreign-address rules all the
 * same, so one Proceed shows every message at once.
 */
function formSchemaFor(nonResident: boolean) {
  const { taxStatus: _, country: __, ...fields } = basicInfoSchemaFor(nonResident).entries;
  if (!nonResident) return v.object(fields);
  return v.object({ ...fields, nriStatus: v.picklist(NON_RESIDENT_TAX_STATUSES, NRI_STATUS_MESSAGE) });
}

const residentForm = formSchemaFor(false);
const nonResidentForm = formSchemaFor(true);

export const basicInfoFormSchema = v.lazy(
  (values: unknown): v.GenericSchema =>
    (values as BasicInfoValues).residency === 'NON_RESIDENT' ? nonResidentForm : residentForm,
);

/** What Proceed saves: trimmed, with empty optional fields left out. Call only on valid values. */
export function toDetails(values: BasicInfoValues): BasicInfoDetails {
  const payload = toPayload(values);
  const entries = Object.entries(payload)
    .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value] as const)
    .filter(([, value]) => typeof value === 'string' && value !== '');
  return Object.fromEntries(entries) as unknown as BasicInfoDetails;
}
