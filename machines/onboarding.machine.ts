/**
 * The onboarding sequence (001 §4.2, §2.6–2.12; 000 §4.1): one parent with a child machine per
 * step. It asks the server where the investor stands (signup status, tax status, the PAN the
 * KYC check saved), works out the furthest step that status allows, and opens the step the
 * address asks for when it is allowed, else the furthest one. Each step reports back through
 * its final state's output; the parent then moves on, refreshes the session tokens (the server
 * changed `custom:user_signup_status`, which the navbar follows) and sends the app to the next
 * step's route with `goTo`. A step's Previous button asks the parent (`step.previous`), which
 * knows where Previous goes.
 *
 * Order: PAN check → PAN fetch (CKYC download) → Basic Info → Additional Info → Nominee
 * Details → nominee code → Bank → e-mail code. 001 §2.6 names the targets loosely (the PAN check
 * "goes to the Basic Info route", PAN fetch "goes to Additional Info with the full name"), but
 * the name PAN fetch returns is what Basic Info greets with (§2.7), and §4.2 lists PAN, Basic
 * Info, Additional Info; so the CKYC download sits between the PAN check and Basic Info, and
 * every screen is on a new investor's way.
 * Resuming follows 000 §4.1 (USER_CREATED → PAN, PAN_SAVED → Basic Info, BASIC_INFO →
 * Additional Info, ADDITIONAL_INFO → Nominees, NOMINEE_ENROLLMENT_INITIATED → Bank) and goes
 * further: BANK_DETAILS_SAVED and BANK_DETAILS_VERIFIED resume at the e-mail code, and
 * EMAIL_VERIFIED or later shows the finished state ("onboarding complete", a link to the
 * dashboard) instead of a step.
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  furthestOnboardingStep,
  ONBOARDING_STEP_PATHS,
  ONBOARDING_STEPS,
  type OnboardingStep,
  onboardingStepIndex,
} from '../domain/onboarding-resume';
import { additionalInfoMachine } from './onboarding/additional-info.machine';
import { type BankAccountInput, bankAccountMachine } from './onboarding/bank-account.machine';
import { type BasicInfoDetails, type BasicInfoOutput, basicInfoMachine } from './onboarding/basic-info.machine';
import { type EmailVerificationInput, emailVerificationMachine } from './onboarding/email-verification.machine';
import { type NomineeDetailsInput, nomineeDetailsMachine } from './onboarding/nominee-details.machine';
import { panFetchMachine } from './onboarding/pan-fetch.machine';
import { type PanDetails, panVerificationMachine } from './onboarding/pan-verification.machine';
import { type TwoFactorInput, twoFactorMachine } from './onboarding/two-factor.machine';

export type { OnboardingStep };

/** Where the investor stands, as the server says when the onboarding area opens. */
export interface OnboardingProgress {
  /** `custom:user_signup_status`; null when the server did not say (the call failed). */
  status: string | null;
  /** INDIVIDUAL, NRE, NRO or another value (001 §3); null before Basic Info is saved. */
  taxStatus: string | null;
  /** The PAN the KYC check saved (GET users); null before it. */
  pan: string | null;
  /** The date of birth saved with it, 'yyyy-MM-dd'; null before it. */
  dob: string | null;
  /** The name the CKYC download gave (GET users); null before it. */
  fullName: string | null;
}

interface OnboardingInput {
  /** The signed-in investor's e-mail (session user payload). */
  email: string;
  /** Today's date, for the date-of-birth rules of the PAN and nominee steps. */
  today: Date;
  /**
   * The name the CKYC download gave earlier in this session (session storage `name`), if any;
   * the server's record replaces it once the progress is loaded.
   */
  fullName: string | null;
}

interface OnboardingContext {
  email: string;
  today: Date;
  status: string | null;
  taxStatus: string | null;
  pan: string | null;
  dob: string | null;
  fullName: string | null;
  /** What Basic Info last saved in this visit, so coming back to it shows the answers. */
  basicInfo: BasicInfoDetails | null;
  /** Index of the furthest step the investor may open: the server's status or progress made here. */
  reached: number;
  /** The step whose route was opened; null until a route says. */
  requested: OnboardingStep | null;
  /**
   * The first step is still to be shown: its address replaces the one opened (Back then leaves
   * the onboarding); later steps are pushed, so Back returns to the step before.
   */
  resuming: boolean;
}

type OnboardingEvent =
  /** A step's route was opened (Create Account, a link, Back, typing the address). */
  | { type: 'route.entered'; step: OnboardingStep }
  /** The current step's Previous button. */
  | { type: 'step.previous' };

const meta = (description: string, spec = '001 §4.2') => ({ description, spec });

type Guard = (args: { context: OnboardingContext; event: OnboardingEvent }) => boolean;

const allows = (context: OnboardingContext, step: OnboardingStep) => onboardingStepIndex(step) <= context.reached;

/**
 * The step to open after loading: the requested one when allowed, else the furthest allowed.
 * The PAN check's address is also where Create Account sends every status its map (000 §4.1)
 * does not name (a saved bank account, a downloaded CKYC record), so on opening it means
 * "resume" rather than "show the PAN check again".
 */
export function entryStep(context: Pick<OnboardingContext, 'reached' | 'requested'>): OnboardingStep {
  const { requested } = context;
  if (requested && requested !== 'pan' && onboardingStepIndex(requested) <= context.reached) return requested;
  return ONBOARDING_STEPS[Math.min(context.reached, ONBOARDING_STEPS.length - 1)] ?? 'pan';
}

const FINISHED_INDEX = ONBOARDING_STEPS.length;

/** The reach a status gives: the furthest step's index, or past the last step when finished. */
export function reachOf(status: string | null): number {
  const furthest = furthestOnboardingStep(status);
  return furthest === 'done' ? FINISHED_INDEX : onboardingStepIndex(furthest);
}

const resumesAt =
  (step: OnboardingStep): Guard =>
  ({ context }) =>
    context.reached < FINISHED_INDEX && entryStep(context) === step;

const mayOpen =
  (step: OnboardingStep): Guard =>
  ({ context, event }) =>
    event.type === 'route.entered' && event.step === step && allows(context, step);

/** Entering a step state sends the app to its route (a no-op when it is there already). */
const enter = (step: OnboardingStep) => [
  {
    type: 'goTo' as const,
    params: ({ context }: { context: OnboardingContext }) => ({
      path: ONBOARDING_STEP_PATHS[step],
      replace: context.resuming,
    }),
  },
  { type: 'markEntered' as const, params: { step } },
];

/** A step finished: the next one opens, and reaches at least there. */
const advanceTo = (step: OnboardingStep) => [
  { type: 'reach' as const, params: { index: onboardingStepIndex(step) } },
  'refreshSession' as const,
];

export const onboardingMachine = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    input: {} as OnboardingInput,
    children: {} as {
      pan: 'panVerification';
      panFetch: 'panFetch';
      basicInfo: 'basicInfo';
      additionalInfo: 'additionalInfo';
      nominees: 'nomineeDetails';
      twoFactor: 'twoFactor';
      bank: 'bankAccount';
      email: 'emailVerification';
    },
  },
  actors: {
    loadProgress: fromPromise<OnboardingProgress>(async () => {
      throw new Error('loadProgress not provided');
    }),
    panVerification: panVerificationMachine,
    panFetch: panFetchMachine,
    basicInfo: basicInfoMachine,
    additionalInfo: additionalInfoMachine,
    nomineeDetails: nomineeDetailsMachine,
    twoFactor: twoFactorMachine,
    bankAccount: bankAccountMachine,
    emailVerification: emailVerificationMachine,
  },
  guards: {
    isFinished: ({ context }) => context.reached >= FINISHED_INDEX,
    resumesAtPanFetch: resumesAt('panFetch'),
    resumesAtBasicInfo: resumesAt('basicInfo'),
    resumesAtAdditionalInfo: resumesAt('additionalInfo'),
    resumesAtNominees: resumesAt('nominees'),
    resumesAtTwoFactor: resumesAt('twoFactor'),
    resumesAtBank: resumesAt('bank'),
    resumesAtEmail: resumesAt('email'),
    isCurrentStep: ({ event }, params: { step: OnboardingStep }) =>
      event.type === 'route.entered' && event.step === params.step,
    mayOpenPan: mayOpen('pan'),
    mayOpenPanFetch: mayOpen('panFetch'),
    mayOpenBasicInfo: mayOpen('basicInfo'),
    mayOpenAdditionalInfo: mayOpen('additionalInfo'),
    mayOpenNominees: mayOpen('nominees'),
    mayOpenTwoFactor: mayOpen('twoFactor'),
    mayOpenBank: mayOpen('bank'),
    mayOpenEmail: mayOpen('email'),
  },
  actions: {
    rememberRequest: assign({
      requested: ({ context, event }) => (event.type === 'route.entered' ? event.step : context.requested),
    }),
    storeProgress: assign(({ context }, params: { progress: OnboardingProgress }) => ({
      status: params.progress.status,
      taxStatus: params.progress.taxStatus,
      pan: params.progress.pan,
      dob: params.progress.dob,
      fullName: params.progress.fullName ?? context.fullName,
      reached: reachOf(params.progress.status),
    })),
    reach: assign({ reached: ({ context }, params: { index: number }) => Math.max(context.reached, params.index) }),
    markEntered: assign((_, params: { step: OnboardingStep }) => ({ requested: params.step, resuming: false })),
    storePan: assign((_, params: { saved: PanDetails }) => ({ pan: params.saved.pan, dob: params.saved.dob })),
    storeFullName: assign({ fullName: (_, params: { fullName: string }) => params.fullName }),
    // The tax status is the server's answer to the save: a firm's or HUF's PAN keeps its own
    // status, which the form (resident or not) cannot say.
    storeBasicInfo: assign((_, params: { saved: BasicInfoOutput }) => ({
      basicInfo: params.saved.details,
      taxStatus: params.saved.taxStatus,
    })),
    // Provided by the layout: the router and the session live in the app.
    goTo: (_, _params: { path: string; replace: boolean }) => {},
    refreshSession: () => {},
  },
}).createMachine({
  id: 'onboarding',
  description:
    'The onboarding steps in order, from the PAN check to the e-mail code, resumed where the investor stands.',
  context: ({ input }) => ({
    email: input.email,
    today: input.today,
    status: null,
    taxStatus: null,
    pan: null,
    dob: null,
    fullName: input.fullName,
    basicInfo: null,
    reached: 0,
    requested: null,
    resuming: true,
  }),
  initial: 'loading',
  states: {
    loading: {
      meta: meta('The server says where the investor stands: signup status, tax status, PAN.', '000 §4.1'),
      on: { 'route.entered': { actions: 'rememberRequest' } },
      invoke: {
        src: 'loadProgress',
        // Never fails: a status the server could not give arrives as null, which starts at the
        // PAN check (000 §4.1 "anything else, or a failure, to /pancardverification").
        onDone: {
          target: 'routing',
          actions: { type: 'storeProgress', params: ({ event }) => ({ progress: event.output }) },
        },
      },
    },
    routing: {
      meta: meta('Opens the requested step when the status allows it, else the furthest allowed one.', '000 §4.1'),
      always: [
        { guard: 'isFinished', target: 'finished' },
        { guard: 'resumesAtPanFetch', target: '#onboarding.steps.panFetch' },
        { guard: 'resumesAtBasicInfo', target: '#onboarding.steps.basicInfo' },
        { guard: 'resumesAtAdditionalInfo', target: '#onboarding.steps.additionalInfo' },
        { guard: 'resumesAtNominees', target: '#onboarding.steps.nominees' },
        { guard: 'resumesAtTwoFactor', target: '#onboarding.steps.twoFactor' },
        { guard: 'resumesAtBank', target: '#onboarding.steps.bank' },
        { guard: 'resumesAtEmail', target: '#onboarding.steps.email' },
        { target: '#onboarding.steps.pan' },
      ],
    },
    steps: {
      meta: meta('One onboarding step at a time; its route shows its child machine.'),
      on: {
        'route.entered': [
          { guard: { type: 'isCurrentStep', params: ({ context }) => ({ step: currentStep(context) }) } },
          { guard: 'mayOpenPan', target: '.pan' },
          { guard: 'mayOpenPanFetch', target: '.panFetch' },
          { guard: 'mayOpenBasicInfo', target: '.basicInfo' },
          { guard: 'mayOpenAdditionalInfo', target: '.additionalInfo' },
          { guard: 'mayOpenNominees', target: '.nominees' },
          { guard: 'mayOpenTwoFactor', target: '.twoFactor' },
          { guard: 'mayOpenBank', target: '.bank' },
          { guard: 'mayOpenEmail', target: '.email' },
          // A step beyond the allowed one: stay, and the address follows back.
          {
            actions: {
              type: 'goTo',
              params: ({ context }) => ({ path: ONBOARDING_STEP_PATHS[currentStep(context)], replace: true }),
            },
          },
        ],
      },
      initial: 'pan',
      states: {
        pan: {
          meta: meta('PAN verification: PAN and date of birth checked with the KYC registry.', '001 §2.6'),
          entry: enter('pan'),
          invoke: {
            id: 'pan',
            src: 'panVerification',
            input: ({ context }) => ({ today: context.today, ...savedPan(context) }),
            onDone: {
              target: 'panFetch',
              actions: [
                { type: 'storePan', params: ({ event }) => ({ saved: event.output }) },
                ...advanceTo('panFetch'),
              ],
            },
          },
        },
        panFetch: {
          meta: meta('PAN fetch: the CKYC record is downloaded with consent; it gives the full name.', '001 §2.6'),
          entry: enter('panFetch'),
          invoke: {
            id: 'panFetch',
            src: 'panFetch',
            input: ({ context }) => ({ email: context.email, today: context.today, ...savedPan(context) }),
            onDone: {
              target: 'basicInfo',
              actions: [
                { type: 'storeFullName', params: ({ event }) => ({ fullName: event.output.fullName }) },
                ...advanceTo('basicInfo'),
              ],
            },
          },
        },
        basicInfo: {
          meta: meta('Basic Info: names, tax status, addresses.', '001 §2.7'),
          entry: enter('basicInfo'),
          invoke: {
            id: 'basicInfo',
            src: 'basicInfo',
            input: ({ context }) => ({
              fullName: context.fullName,
              ...(context.basicInfo ? { initial: context.basicInfo } : {}),
            }),
            onDone: {
              target: 'additionalInfo',
              actions: [
                { type: 'storeBasicInfo', params: ({ event }) => ({ saved: event.output }) },
                ...advanceTo('additionalInfo'),
              ],
            },
          },
          // 001 §2.7 "Previous (back to /pancardverification)".
          on: { 'step.previous': 'pan' },
        },
        additionalInfo: {
          meta: meta('Additional Info: gender, nationality, income, occupation, affirmation.', '001 §2.8'),
          entry: enter('additionalInfo'),
          invoke: {
            id: 'additionalInfo',
            src: 'additionalInfo',
            input: ({ context }) => ({ email: context.email }),
            onDone: { target: 'nominees', actions: advanceTo('nominees') },
          },
          // 001 §2.8 "Its 'previous' target is /basicInfo".
          on: { 'step.previous': 'basicInfo' },
        },
        nominees: {
          meta: meta('Nominee Details: up to three nominees; submitting sends the nominee code.', '001 §2.9'),
          entry: enter('nominees'),
          invoke: {
            id: 'nominees',
            src: 'nomineeDetails',
            input: ({ context }): NomineeDetailsInput => ({
              holderPan: context.pan ?? '',
              taxStatus: context.taxStatus ?? 'INDIVIDUAL',
              today: context.today,
            }),
            onDone: { target: 'twoFactor', actions: advanceTo('twoFactor') },
          },
          on: { 'step.previous': 'additionalInfo' },
        },
        twoFactor: {
          meta: meta('The nominee code sent to the e-mail confirms the nominees.', '001 §2.10'),
          entry: enter('twoFactor'),
          invoke: {
            id: 'twoFactor',
            src: 'twoFactor',
            input: ({ context }): TwoFactorInput => ({ email: context.email }),
            onDone: { target: 'bank', actions: advanceTo('bank') },
          },
          on: { 'step.previous': 'nominees' },
        },
        bank: {
          meta: meta('Bank account verification (statement upload first for non-individuals).', '001 §2.11'),
          entry: enter('bank'),
          invoke: {
            id: 'bank',
            src: 'bankAccount',
            input: ({ context }): BankAccountInput => ({
              email: context.email,
              taxStatus: context.taxStatus ?? 'INDIVIDUAL',
            }),
            onDone: { target: 'email', actions: advanceTo('email') },
          },
        },
        email: {
          meta: meta('E-mail verification: the code, then the exchange authentication page.', '001 §2.12'),
          entry: enter('email'),
          invoke: {
            id: 'email',
            src: 'emailVerification',
            input: ({ context }): EmailVerificationInput => ({ email: context.email }),
            // Nothing reads the reach once finished: the finished state opens no step.
            onDone: { target: '#onboarding.finished', actions: 'refreshSession' },
          },
        },
      },
    },
    finished: {
      meta: meta('Onboarding is complete: nothing left to fill in; a link leads to the dashboard.', '000 §4.1'),
    },
  },
});

/** The PAN and date of birth already saved, to fill the PAN screens in again. */
function savedPan(context: OnboardingContext): { initial?: PanDetails } {
  return context.pan && context.dob ? { initial: { pan: context.pan, dob: context.dob } } : {};
}

function currentStep(context: OnboardingContext): OnboardingStep {
  return context.requested ?? 'pan';
}
