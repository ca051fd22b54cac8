// @vitest-environment happy-dom
/**
 * Every path of the onboarding parent through the real onboarding layout and router: where it
 * resumes for the server's status and the address opened, which addresses it accepts, where
 * Previous goes, and what follows each finished step (next address, session refresh). Steps
 * are stand-in pages; each step's child is a call the test settles, so only the parent's
 * decisions are under test (the step machines have their own paths).
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { ONBOARDING_STEP_PATHS, ONBOARDING_STEPS, onboardingStepIndex } from '../../domain/onboarding-resume';
import { type OnboardingStep, onboardingMachine } from '../../machines/onboarding.machine';
import { INVESTOR_EMAIL, renderOnboarding } from '../features/onboarding/render-onboarding';
import { createDeferredActors, describeModelPaths, type PathInfo } from '../support/model';

const TODAY = new Date(2026, 10, 22);
const SAVED_PAN = { pan: 'ABCDE1234F', dob: '1986-03-14' };

const SOURCES = {
  pan: 'panVerification',
  panFetch: 'panFetch',
  basicInfo: 'basicInfo',
  additionalInfo: 'additionalInfo',
  nominees: 'nomineeDetails',
  twoFactor: 'twoFactor',
  bank: 'bankAccount',
  email: 'emailVerification',
} as const satisfies Record<OnboardingStep, string>;

type Source = (typeof SOURCES)[OnboardingStep];

/** A status whose furthest step is at least `reach` (index into the steps; 8 = finished). */
const STATUS_FOR_REACH = [
  'USER_CREATED',
  'PAN_SAVED',
  'CKYC_DOWNLOAD_COMPLETED',
  'BASIC_INFO',
  'ADDITIONAL_INFO',
  'NOMINEE_ENROLLMENT_INITIATED',
  'NOMINEE_ENROLLMENT_INITIATED',
  'BANK_DETAILS_VERIFIED',
  'EMAIL_VERIFIED',
] as const;
const REACH_OF_STATUS: Record<string, number> = {
  USER_CREATED: 0,
  PAN_SAVED: 1,
  CKYC_DOWNLOAD_COMPLETED: 2,
  BASIC_INFO: 3,
  ADDITIONAL_INFO: 4,
  NOMINEE_ENROLLMENT_INITIATED: 6,
  BANK_DETAILS_VERIFIED: 7,
  EMAIL_VERIFIED: 8,
};

const stepOfGuard = (guard: string | undefined, prefix: string): OnboardingStep | undefined =>
  ONBOARDING_STEPS.find((step) => guard === `${prefix}${step[0]?.toUpperCase()}${step.slice(1)}`);

/**
 * What a path needs from the server and the address: the step opened first (the address the
 * route mounts with) and a status that allows every step the path opens, unless the path opens
 * one beyond reach on purpose.
 */
function planFor(path: PathInfo): { address: string; status: string } {
  const routing = path.steps.find((step) => step.eventKey === 'always');
  if (routing?.case === 'isFinished') return { address: ONBOARDING_STEP_PATHS.pan, status: 'EMAIL_VERIFIED' };
  const first = stepOfGuard(routing?.case, 'resumesAt') ?? 'pan';
  const opened = path.steps
    .filter((step) => step.eventKey === 'route.entered')
    .map((step) => stepOfGuard(step.case, 'mayOpen'))
    .filter((step): step is OnboardingStep => step !== undefined);
  const reach = Math.max(onboardingStepIndex(first), ...opened.map(onboardingStepIndex));
  const refused = path.steps.some((step) => step.eventKey === 'route.entered' && step.case === 'else');
  return {
    address: ONBOARDING_STEP_PATHS[first],
    status: refused
      ? (STATUS_FOR_REACH[Math.min(reach, 6)] ?? 'USER_CREATED')
      : (STATUS_FOR_REACH[reach] ?? 'USER_CREATED'),
  };
}

async function setup(path: PathInfo) {
  const user = userEvent.setup();
  const deferred = createDeferredActors(onboardingMachine, ['loadProgress', ...Object.values(SOURCES)]);
  const machine = onboardingMachine.provide({ actors: deferred.actors as never });
  const plan = planFor(path);
  const view = renderOnboarding(plan.address, { machine, today: TODAY });
  return {
    ...view,
    user,
    deferred,
    plan,
    reach: 0,
    current: null as OnboardingStep | null,
    refreshes: 0,
    /** The CKYC name the parent knows. */
    fullName: null as string | null,
  };
}

type Sut = Awaited<ReturnType<typeof setup>>;

const OUTPUTS: Record<OnboardingStep, unknown> = {
  pan: { pan: 'ABCDE1234F', dob: '1986-03-14' },
  panFetch: { fullName: 'ASHA RAO' },
  basicInfo: {
    taxStatus: 'INDIVIDUAL',
    details: { taxStatus: 'INDIVIDUAL', firstName: 'Asha', lastName: 'Rao', country: 'IN' },
  },
  additionalInfo: undefined,
  nominees: { nominees: [] },
  twoFactor: undefined,
  bank: undefined,
  email: undefined,
};

const NEXT: Record<OnboardingStep, OnboardingStep | null> = {
  pan: 'panFetch',
  panFetch: 'basicInfo',
  basicInfo: 'additionalInfo',
  additionalInfo: 'nominees',
  nominees: 'twoFactor',
  twoFactor: 'bank',
  bank: 'email',
  email: null,
};

/** The step shows: its address, its page, and its child running with the input it needs. */
async function showsStep(sut: Sut, step: OnboardingStep) {
  await waitFor(() => expect(sut.router.state.location.pathname).toBe(ONBOARDING_STEP_PATHS[step]));
  expect(await screen.findByRole('heading', { name: `Step ${step}` })).toBeVisible();
  const call = await sut.deferred.next(SOURCES[step] as Source);
  const expected: Record<OnboardingStep, unknown> = {
    pan: { today: TODAY, initial: SAVED_PAN },
    panFetch: { email: INVESTOR_EMAIL, today: TODAY, initial: SAVED_PAN },
    basicInfo: expect.objectContaining({ fullName: sut.fullName }),
    additionalInfo: { email: INVESTOR_EMAIL },
    nominees: { holderPan: 'ABCDE1234F', taxStatus: 'INDIVIDUAL', today: TODAY },
    twoFactor: { email: INVESTOR_EMAIL },
    bank: { email: INVESTOR_EMAIL, taxStatus: 'INDIVIDUAL' },
    email: { email: INVESTOR_EMAIL },
  };
  expect(call.input).toEqual(expected[step]);
  sut.current = step;
}

async function finishStep(sut: Sut, step: OnboardingStep) {
  // What steps keep in session storage (the nominee data on its way to the code step) must
  // outlive the session refresh that follows every step.
  window.sessionStorage.setItem('nomineeData', `kept after ${step}`);
  await act(() => sut.deferred.resolve(SOURCES[step] as Source, OUTPUTS[step] as never));
  if (step === 'panFetch') sut.fullName = 'ASHA RAO';
  const next = NEXT[step];
  sut.reach = Math.max(sut.reach, next ? onboardingStepIndex(next) : 8);
  sut.refreshes += 1;
  await waitFor(() => expect(sut.refresh).toHaveBeenCalledTimes(sut.refreshes));
  await waitFor(() =>
    expect(JSON.parse(window.sessionStorage.getItem('user') ?? '{}')).toMatchObject({
      'custom:user_signup_status': 'PAN_SAVED',
    }),
  );
  expect(window.sessionStorage.getItem('nomineeData')).toBe(`kept after ${step}`);
  if (sut.fullName) expect(window.sessionStorage.getItem('name')).toBe(sut.fullName);
}

async function open(sut: Sut, step: OnboardingStep) {
  await act(() => sut.router.navigate({ href: ONBOARDING_STEP_PATHS[step] }));
}

const stepStates = Object.fromEntries(
  ONBOARDING_STEPS.map((step) => [`steps.${step}`, (sut: Sut) => showsStep(sut, step)]),
) as Record<`steps.${OnboardingStep}`, (sut: Sut) => Promise<void>>;

const doneExecutors = Object.fromEntries(
  ONBOARDING_STEPS.map((step) => [`done.${SOURCES[step]}`, (sut: Sut) => finishStep(sut, step)]),
) as Record<`done.${Source}`, (sut: Sut) => Promise<void>>;

const unusedErrors = Object.fromEntries(
  Object.values(SOURCES).map((source) => [
    `error.${source}`,
    () => {
      throw new Error('unused: step machines end only through their final state');
    },
  ]),
) as Record<`error.${Source}`, () => never>;

describeModelPaths({
  name: 'onboarding',
  machine: onboardingMachine,
  setup,
  states: {
    loading: async () => {
      expect(await screen.findByRole('status')).toHaveTextContent('Opening this step…');
    },
    // Left at once by `always`: nothing shows that belongs to it alone.
    routing: () => {},
    steps: () => {
      expect(screen.queryByRole('heading', { name: 'Onboarding complete' })).not.toBeInTheDocument();
    },
    ...stepStates,
    finished: async () => {
      expect(await screen.findByRole('heading', { name: 'Onboarding complete' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
        'href',
        '/dashboard?openModal=true',
      );
    },
  },
  events: {
    'done.loadProgress': async (sut) => {
      expect((await sut.deferred.next('loadProgress')).input).toBeUndefined();
      sut.reach = REACH_OF_STATUS[sut.plan.status] ?? 0;
      await act(() =>
        sut.deferred.resolve('loadProgress', {
          status: sut.plan.status,
          taxStatus: 'INDIVIDUAL',
          ...SAVED_PAN,
          fullName: null,
        }),
      );
    },
    'error.loadProgress': () => {
      throw new Error('unused: the progress loader answers a null status instead of failing');
    },
    // The routing branch was prepared by the plan (address and status) before the load settled.
    always: () => {},
    'route.entered': async (sut, step) => {
      if (step.case === undefined) {
        // While loading: another address is opened; it is remembered, not yet acted on.
        await open(sut, 'panFetch');
        return;
      }
      if (step.case === 'isCurrentStep') {
        // The current step's page reported itself when the parent sent the address there; the
        // child must still be the same one (nothing restarted).
        expect(sut.deferred.calls(SOURCES[sut.current ?? 'pan'] as Source)).toHaveLength(1);
        return;
      }
      if (step.case === 'else') {
        const beyond = ONBOARDING_STEPS[sut.reach + 1];
        if (!beyond) throw new Error('No step beyond reach to open');
        await open(sut, beyond);
        return;
      }
      const target = stepOfGuard(step.case, 'mayOpen');
      if (!target) throw new Error(`Unknown case ${step.case}`);
      await open(sut, target);
    },
    'step.previous': async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Previous' }));
    },
    ...doneExecutors,
    ...unusedErrors,
  },
});
