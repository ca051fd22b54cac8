/**
 * Nominee calls (001 §7 POST /users/nominee?otp, GET /users/primaryAddress), the session storage
 * key `nomineeData` (001 §3) that carries the nominees from Nominee Details to Two Factor, and the
 * two step machines with these calls provided.
 */
import { fromPromise } from 'xstate';
import type { components } from '../../../domain/contract/user';
import { formatDmyDate, formatIsoDate, toCalendarDate } from '../../../domain/dates';
import { isMinor, NOMINEE_COUNTRY, type NomineeInput } from '../../../domain/onboarding/nominees';
import {
  type NomineeDraft,
  nomineeDetailsMachine,
  type PrimaryAddress,
} from '../../../machines/onboarding/nominee-details.machine';
import { NomineeDataError, twoFactorMachine } from '../../../machines/onboarding/two-factor.machine';
import { codeEntryMachine, type VerifyCodeInput } from '../../../machines/shared/code-entry.machine';
import { resendCountdownMachine } from '../../../machines/shared/resend-countdown.machine';
import { userApi } from '../client';
import { callStep } from './step-calls';

type Nominee = components['schemas']['Nominee'];

/** 001 §3 "Other session keys: … nomineeData". */
export const NOMINEE_DATA_KEY = 'nomineeData';

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/**
 * The wire nominee of a complete draft (001 §3): dob as dd-mm-yyyy, share as a whole number,
 * address 2 and 3 null when empty, guardian fields for minors only, country India.
 */
export function toNominee(draft: NomineeDraft, today: Date): Nominee {
  const dob = toCalendarDate(draft.dob);
  const minor = isMinor(draft.dob, today);
  return {
    name: draft.name.trim(),
    relationship: draft.relationship as Nominee['relationship'],
    idType: draft.idType as Nominee['idType'],
    idNumber: draft.idNumber.trim().toUpperCase(),
    email: draft.email.trim(),
    mobile: draft.mobile.trim(),
    address1: draft.address1.trim(),
    address2: blankToNull(draft.address2),
    address3: blankToNull(draft.address3),
    city: draft.city.trim(),
    pincode: draft.pincode.trim(),
    country: NOMINEE_COUNTRY,
    percentage: Number(draft.percentage.trim()),
    dob: dob ? formatDmyDate(dob) : '',
    guardianName: minor ? blankToNull(draft.guardianName) : null,
    guardianPan: minor ? blankToNull(draft.guardianPan.toUpperCase()) : null,
  };
}

/** Sends the nominees without a code: the server checks them and e-mails the code (also the resend). */
export async function requestNomineeCode(nominees: readonly Nominee[], signal?: AbortSignal): Promise<void> {
  await callStep(userApi.POST('/users/nominee', { body: { nomineeData: [...nominees] }, signal }));
}

/** Saves the nominees with the e-mailed code (a wrong code answers 422 with the server's message). */
async function saveNominees(nominees: readonly Nominee[], otp: string, signal?: AbortSignal): Promise<void> {
  await callStep(
    userApi.POST('/users/nominee', { params: { query: { otp } }, body: { nomineeData: [...nominees] }, signal }),
  );
}

async function fetchPrimaryAddress(signal?: AbortSignal): Promise<PrimaryAddress> {
  const address = await callStep(userApi.GET('/users/primaryAddress', { signal }));
  return {
    address1: address.address1,
    address2: address.address2,
    address3: address.address3,
    city: address.city,
    pincode: address.pincode,
  };
}

export function keepNomineeData(nominees: readonly Nominee[], storage: Storage = window.sessionStorage): void {
  storage.setItem(NOMINEE_DATA_KEY, JSON.stringify(nominees));
}

export function forgetNomineeData(storage: Storage = window.sessionStorage): void {
  storage.removeItem(NOMINEE_DATA_KEY);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The nominees kept by Nominee Details. Throws NomineeDataError('missing') when there are none
 * and ('unreadable') when the stored text is not a list of nominees (001 §8).
 */
export function readNomineeData(storage: Storage = window.sessionStorage): Nominee[] {
  const stored = storage.getItem(NOMINEE_DATA_KEY);
  if (stored === null || stored === '') throw new NomineeDataError('missing');
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    throw new NomineeDataError('unreadable');
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every(isRecord)) {
    throw new NomineeDataError('unreadable');
  }
  // The server checks every field again; here it only matters that it is a list of nominees.
  return parsed as Nominee[];
}

/** A kept wire nominee back as a form draft (dob yyyy-MM-dd, texts for nulls, share as text). */
function toDraft(nominee: Nominee, key: string): NomineeDraft {
  const dob = toCalendarDate(nominee.dob);
  return {
    key,
    name: nominee.name,
    relationship: nominee.relationship,
    idType: nominee.idType,
    idNumber: nominee.idNumber,
    email: nominee.email,
    mobile: nominee.mobile,
    sameAsPrimary: false,
    address1: nominee.address1,
    address2: nominee.address2 ?? '',
    address3: nominee.address3 ?? '',
    city: nominee.city,
    pincode: nominee.pincode,
    country: NOMINEE_COUNTRY,
    percentage: String(nominee.percentage),
    dob: dob ? formatIsoDate(dob) : '',
    guardianName: nominee.guardianName ?? '',
    guardianPan: nominee.guardianPan ?? '',
  };
}

/** The kept nominees as drafts; none when nothing (readable) was kept. */
export function restoreNomineeDrafts(storage: Storage = window.sessionStorage): NomineeDraft[] {
  try {
    return readNomineeData(storage).map((nominee, index) => toDraft(nominee, `nominee-${index + 1}`));
  } catch {
    return [];
  }
}

const nomineeDetailsActors = {
  restoreNominees: fromPromise<NomineeDraft[]>(async () => restoreNomineeDrafts()),
  fetchPrimaryAddress: fromPromise<PrimaryAddress>(({ signal }) => fetchPrimaryAddress(signal)),
  sendNomineeCode: fromPromise<void, { nominees: readonly NomineeDraft[]; today: Date }>(async ({ input, signal }) => {
    const nominees = input.nominees.map((draft) => toNominee(draft, input.today));
    await requestNomineeCode(nominees, signal);
    keepNomineeData(nominees);
  }),
};

/**
 * The nominees the code entry's payload carries (`nomineeCodePayload`): the wire nominees that
 * `keepNomineeData` stored and `readNomineeData` read back; the server checks every field again.
 */
function payloadNominees(payload: Readonly<Record<string, string>>): Nominee[] {
  return JSON.parse(payload.nomineeData ?? '[]') as Nominee[];
}

const twoFactorActors = {
  loadNomineeData: fromPromise<readonly NomineeInput[]>(async () => readNomineeData()),
  codeEntry: codeEntryMachine.provide({
    actors: {
      verifyCode: fromPromise<unknown, VerifyCodeInput>(async ({ input, signal }) => {
        await saveNominees(payloadNominees(input.payload), input.code, signal);
        // 001 §4.2 "Nominee code verified: … remove nominee data from session".
        forgetNomineeData();
      }),
      resendCountdown: resendCountdownMachine.provide({
        actors: {
          sendCode: fromPromise<void, Readonly<Record<string, string>>>(({ input, signal }) =>
            requestNomineeCode(payloadNominees(input), signal),
          ),
        },
      }),
    },
  }),
};

/** The Nominee Details step with its calls, as the onboarding parent runs it. */
export const appNomineeDetailsMachine = nomineeDetailsMachine.provide({ actors: nomineeDetailsActors });

/** The Two Factor step with its calls, as the onboarding parent runs it. */
export const appTwoFactorMachine = twoFactorMachine.provide({ actors: twoFactorActors });
