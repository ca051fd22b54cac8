/**
 * The profile steps of onboarding (001 §7): KYC check, CKYC download, basic and additional
 * information, and what the onboarding needs to know on opening (signup status, tax status,
 * PAN). The actors the PAN, basic-info and additional-info step machines run, and those
 * machines with them provided.
 */
import { fromPromise } from 'xstate';
import type { components } from '../../../domain/contract/user';
import { isBasicInfoSaved } from '../../../domain/onboarding-resume';
import {
  type AdditionalInfoDetails,
  additionalInfoMachine,
} from '../../../machines/onboarding/additional-info.machine';
import {
  type BasicInfoDetails,
  basicInfoMachine,
  type SavedBasicInfo,
} from '../../../machines/onboarding/basic-info.machine';
import { type CkycDownload, type CkycRecord, panFetchMachine } from '../../../machines/onboarding/pan-fetch.machine';
import {
  type KycAnswer,
  type KycCheck,
  panVerificationMachine,
} from '../../../machines/onboarding/pan-verification.machine';
import type { StepFailure } from '../../../machines/onboarding/step-failure';
import type { OnboardingProgress } from '../../../machines/onboarding.machine';
import { fetchSignupStatus } from '../account';
import { ApiRequestError, unwrap, userApi } from '../client';
import { callStep, stepFailureOf } from './step-calls';

type CkycConsent = components['schemas']['CkycConsent'];
type UserProfile = components['schemas']['UserProfile'];

/** The signup status as the server knows it now (GET users/status). */
const getUserStatus = fetchSignupStatus;

/**
 * The tax status (GET users/taxStatus); null while Basic Info has not been saved (404). The
 * onboarding asks only once the status says Basic Info was saved, so a new investor's visit
 * makes no call that is bound to fail.
 */
export async function getTaxStatus(signal?: AbortSignal): Promise<string | null> {
  try {
    return unwrap(await userApi.GET('/users/taxStatus', { signal })).taxStatus;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** PAN and date of birth saved by the KYC check, and the CKYC name (GET users); null before each. */
async function getUser(signal?: AbortSignal): Promise<UserProfile> {
  return unwrap(await userApi.GET('/users', { signal }));
}

/**
 * Where the investor stands. It never rejects: a status that cannot be read is null, which
 * starts at the PAN check (000 §4.1 "or a failure, to /pancardverification"); the tax status,
 * PAN and CKYC name only fill in later steps' inputs and are null when they cannot be read. The
 * tax status is asked for only once the status says Basic Info was saved (before, it does not
 * exist and the server answers 404).
 */
export async function loadOnboardingProgress(signal?: AbortSignal): Promise<OnboardingProgress> {
  const profile = getUser(signal).catch(() => null);
  const status = await getUserStatus(signal).catch((error: unknown) => {
    console.warn('Onboarding: the signup status could not be fetched', error);
    return null;
  });
  const [taxStatus, saved] = await Promise.all([
    isBasicInfoSaved(status) ? getTaxStatus(signal).catch(() => null) : null,
    profile,
  ]);
  return { status, taxStatus, pan: saved?.pan ?? null, dob: saved?.dob ?? null, fullName: saved?.fullName ?? null };
}

/**
 * POST users/kyc-status. The registry's answer comes back as it is (the step decides on it);
 * a refused call rejects with a `StepFailure` (code '8015' when the registry failed, 001 §8).
 */
export async function checkKycStatus(check: KycCheck, signal?: AbortSignal): Promise<KycAnswer> {
  return callStep(userApi.POST('/users/kyc-status', { body: { pan: check.pan, dob: check.dob }, signal }));
}

/** What the browser says about itself for the CKYC consent (001 §3). */
interface ConsentEnvironment {
  now: Date;
  language: string;
  userAgent: string;
  screen: { width: number; height: number };
}

/**
 * The ip the spec fetches from a public IP-lookup service. The sandbox calls no third party
 * and the API offers no same-origin lookup, so the client says it does not know; the server
 * sees the connection's address anyway.
 */
const UNKNOWN_IP = 'unknown';

/** 001 §3 consent object: ip, language, browser, os, clientTimeStamp (UTC, no ms), location, screenSize. */
export function ckycConsent(environment: ConsentEnvironment): CkycConsent {
  const { browser, os } = describeUserAgent(environment.userAgent);
  return {
    ip: UNKNOWN_IP,
    language: environment.language.slice(0, 35) || 'en',
    browser,
    os,
    clientTimeStamp: environment.now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    location: 'India',
    screenSize: `${Math.round(environment.screen.width)}*${Math.round(environment.screen.height)}`,
  };
}

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg\/([\d.]+)/, 'Edge'],
  [/OPR\/([\d.]+)/, 'Opera'],
  [/Firefox\/([\d.]+)/, 'Firefox'],
  [/Chrome\/([\d.]+)/, 'Chrome'],
  [/Version\/([\d.]+).*Safari/, 'Safari'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** Browser name and major version, and operating system, from the user agent. */
export function describeUserAgent(userAgent: string): { browser: string; os: string } {
  let browser = 'Unknown';
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) {
      browser = `${name} ${match[1]?.split('.')[0] ?? ''}`.trim();
      break;
    }
  }
  const os = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Unknown';
  return { browser, os };
}

function browserEnvironment(): ConsentEnvironment {
  return {
    now: new Date(),
    language: navigator.language,
    userAgent: navigator.userAgent,
    screen: { width: window.screen.width, height: window.screen.height },
  };
}

/**
 * The CKYC download (POST /users/ckyc) with the consent details. A refusal rejects with the
 * first message of the answer's error list (001 §8 "first error message of the response
 * list"), or none, so the screen falls back to the spec's default.
 */
export async function downloadCkyc(
  request: CkycDownload,
  signal?: AbortSignal,
  environment: ConsentEnvironment = browserEnvironment(),
): Promise<CkycRecord> {
  try {
    return unwrap(
      await userApi.POST('/users/ckyc', {
        body: {
          pan: request.pan,
          email: request.email,
          dateOfBirth: request.dateOfBirth,
          consent: ckycConsent(environment),
        },
        signal,
      }),
    );
  } catch (error) {
    throw ckycFailureOf(error);
  }
}

function ckycFailureOf(error: unknown): StepFailure {
  const failure = stepFailureOf(error);
  const first = error instanceof ApiRequestError ? error.body?.errors?.[0]?.message?.trim() : undefined;
  return { code: failure.code, message: first ? first : null };
}

/**
 * PATCH /users/basicDetail. The screen let the details through the shared Basic Info rules,
 * whose state and country lists are the contract's enums, so they are the contract's payload.
 * Answers the tax status the server now holds (a firm's or HUF's PAN keeps its own).
 */
export async function saveBasicDetail(details: BasicInfoDetails, signal?: AbortSignal): Promise<SavedBasicInfo> {
  const body = details as components['schemas']['BasicInfo'];
  const saved = await callStep(userApi.PATCH('/users/basicDetail', { body, signal }));
  return { taxStatus: saved.taxStatus };
}

/** PATCH /users/detail; the choices passed the shared rules, whose lists are the contract's enums. */
export async function saveAdditionalDetail(
  details: AdditionalInfoDetails & { email: string },
  signal?: AbortSignal,
): Promise<void> {
  const body = details as components['schemas']['AdditionalInfo'];
  await callStep(userApi.PATCH('/users/detail', { body, signal }));
}

export const loadProgressActor = fromPromise<OnboardingProgress>(({ signal }) => loadOnboardingProgress(signal));

export const appPanVerificationMachine = panVerificationMachine.provide({
  actors: {
    checkKycStatus: fromPromise<KycAnswer, KycCheck>(({ input, signal }) => checkKycStatus(input, signal)),
  },
});

export const appPanFetchMachine = panFetchMachine.provide({
  actors: {
    downloadCkyc: fromPromise<CkycRecord, CkycDownload>(({ input, signal }) => downloadCkyc(input, signal)),
  },
});

export const appBasicInfoMachine = basicInfoMachine.provide({
  actors: {
    saveBasicInfo: fromPromise<SavedBasicInfo, BasicInfoDetails>(({ input, signal }) => saveBasicDetail(input, signal)),
  },
});

export const appAdditionalInfoMachine = additionalInfoMachine.provide({
  actors: {
    saveAdditionalInfo: fromPromise<void, AdditionalInfoDetails & { email: string }>(({ input, signal }) =>
      saveAdditionalDetail(input, signal),
    ),
  },
});
