/**
 * The onboarding parent's rules: where it resumes for each signup status, which routes it lets
 * the investor open, where Previous goes, and what it does after each step (next route,
 * session refresh, data handed to later steps). Steps are stand-in children that finish or go
 * back on command, so only the parent's decisions are under test.
 */
import { describe, expect, it, vi } from 'vitest';
import { type AnyActorLogic, createActor, fromPromise, sendParent, setup, waitFor } from 'xstate';
import {
  entryStep,
  type OnboardingProgress,
  type OnboardingStep,
  onboardingMachine,
  reachOf,
} from '../../machines/onboarding.machine';

type StandInEvent = { type: 'finish' } | { type: 'back' };

/** A step that ends with `output` on 'finish' and asks for Previous on 'back', remembering its input. */
function standIn<TOutput>(output: TOutput) {
  return setup({
    types: { events: {} as StandInEvent, input: {} as unknown, context: {} as { input: unknown } },
    actions: { back: sendParent({ type: 'step.previous' }) },
  }).createMachine({
    context: ({ input }) => ({ input }),
    initial: 'open',
    states: { open: { on: { finish: 'finished', back: { actions: 'back' } } }, finished: { type: 'final' } },
    output: () => output,
  });
}

const TODAY = new Date(2026, 10, 22);

const NRE_BASIC_INFO = {
  taxStatus: 'NRE',
  details: { taxStatus: 'NRE', firstName: 'Asha', lastName: 'Rao', country: 'IN' },
};

function start(
  progress: OnboardingProgress,
  requested: OnboardingStep | null = null,
  { basicInfo = NRE_BASIC_INFO, fullName = null as string | null } = {},
) {
  const goTo = vi.fn();
  const refreshSession = vi.fn();
  const replaced: boolean[] = [];
  const machine = onboardingMachine.provide({
    actors: {
      loadProgress: fromPromise(async () => progress),
      panVerification: standIn({ pan: 'ABCDE1234F', dob: '2000-01-15' }) as unknown as AnyActorLogic,
      panFetch: standIn({ fullName: 'ASHA RAO' }) as unknown as AnyActorLogic,
      basicInfo: standIn(basicInfo) as unknown as AnyActorLogic,
      additionalInfo: standIn(undefined) as unknown as AnyActorLogic,
      nomineeDetails: standIn({ nominees: [] }) as unknown as AnyActorLogic,
      twoFactor: standIn(undefined) as unknown as AnyActorLogic,
      bankAccount: standIn(undefined) as unknown as AnyActorLogic,
      emailVerification: standIn(undefined) as unknown as AnyActorLogic,
    } as never,
    actions: {
      goTo: (_, params) => {
        goTo(params.path);
        replaced.push(params.replace);
      },
      refreshSession: () => refreshSession(),
    },
  });
  const actor = createActor(machine, { input: { email: 'asha@example.in', today: TODAY, fullName } });
  actor.start();
  if (requested) actor.send({ type: 'route.entered', step: requested });
  return { actor, goTo, refreshSession, replaced };
}

const progress = (status: string | null, extra: Partial<OnboardingProgress> = {}): OnboardingProgress => ({
  status,
  taxStatus: null,
  pan: null,
  dob: null,
  fullName: null,
  ...extra,
});

async function settled(actor: ReturnType<typeof start>['actor']) {
  return waitFor(actor, (s) => !s.matches('loading'));
}

function stepOf(actor: ReturnType<typeof start>['actor']): string {
  const value = actor.getSnapshot().value;
  return typeof value === 'string' ? value : `steps.${String((value as { steps: string }).steps)}`;
}

function child(actor: ReturnType<typeof start>['actor'], step: OnboardingStep) {
  const ref = actor.getSnapshot().children[step] as unknown as
    | { send: (event: StandInEvent) => void; getSnapshot: () => { context: { input: unknown } } }
    | undefined;
  if (!ref) throw new Error(`No child for ${step}`);
  return ref;
}

describe('where the onboarding resumes (000 §4.1 and beyond)', () => {
  it.each([
    ['USER_CREATED', 'steps.pan', '/pancardverification'],
    // Basic Info needs the CKYC record: PAN_SAVED resumes at the PAN fetch, wherever Create Account sent it.
    ['PAN_SAVED', 'steps.panFetch', '/panFetch'],
    ['CKYC_SEARCH_COMPLETED', 'steps.panFetch', '/panFetch'],
    ['CKYC_DOWNLOAD_COMPLETED', 'steps.basicInfo', '/basicInfo'],
    ['BASIC_INFO', 'steps.additionalInfo', '/additionalinfo'],
    ['ADDITIONAL_INFO', 'steps.nominees', '/nomineedetails'],
    ['NOMINEE_ENROLLMENT_INITIATED', 'steps.bank', '/bankaccountregister'],
    ['BANK_DETAILS_SAVED', 'steps.email', '/emailverification'],
    ['BANK_DETAILS_VERIFIED', 'steps.email', '/emailverification'],
    ['SOMETHING_NEW', 'steps.pan', '/pancardverification'],
  ])('%s without a requested route opens %s', async (status, state, path) => {
    const { actor, goTo } = start(progress(status));
    await settled(actor);
    expect(stepOf(actor)).toBe(state);
    expect(goTo).toHaveBeenLastCalledWith(path);
  });

  it.each(['EMAIL_VERIFIED', 'BSE_CLIENT_CREATION_COMPLETED', 'VERIFIED'])(
    '%s shows the finished state',
    async (status) => {
      const { actor, goTo } = start(progress(status), 'pan');
      await settled(actor);
      expect(actor.getSnapshot().matches('finished')).toBe(true);
      expect(goTo).not.toHaveBeenCalled();
    },
  );

  it('no status (the fetch failed) starts at PAN verification, whatever was asked for', async () => {
    const { actor, goTo } = start(progress(null), 'bank');
    await settled(actor);
    expect(stepOf(actor)).toBe('steps.pan');
    expect(goTo).toHaveBeenLastCalledWith('/pancardverification');
  });

  it('opens the requested step when the status allows it', async () => {
    const { actor, goTo } = start(progress('BASIC_INFO'), 'panFetch');
    await settled(actor);
    expect(stepOf(actor)).toBe('steps.panFetch');
    expect(goTo).toHaveBeenLastCalledWith('/panFetch');
  });

  it('sends a route beyond the status to the furthest allowed step', async () => {
    const { actor, goTo } = start(progress('CKYC_DOWNLOAD_COMPLETED'), 'bank');
    await settled(actor);
    expect(stepOf(actor)).toBe('steps.basicInfo');
    expect(goTo).toHaveBeenLastCalledWith('/basicInfo');
  });

  it('sends Basic Info back to the PAN fetch while the CKYC record is missing (PAN_SAVED)', async () => {
    const { actor, goTo } = start(progress('PAN_SAVED'), 'basicInfo');
    await settled(actor);
    expect(stepOf(actor)).toBe('steps.panFetch');
    expect(goTo).toHaveBeenLastCalledWith('/panFetch');
    actor.send({ type: 'route.entered', step: 'basicInfo' });
    expect(stepOf(actor)).toBe('steps.panFetch');
    expect(goTo).toHaveBeenLastCalledWith('/panFetch');
  });

  it('treats the PAN address on opening as "resume", where Create Account sends unnamed statuses', async () => {
    const { actor, goTo } = start(progress('BANK_DETAILS_VERIFIED'), 'pan');
    await settled(actor);
    expect(stepOf(actor)).toBe('steps.email');
    expect(goTo).toHaveBeenLastCalledWith('/emailverification');
    actor.send({ type: 'route.entered', step: 'pan' });
    expect(stepOf(actor)).toBe('steps.pan');
  });

  it('entryStep and reachOf agree with the resume map', () => {
    expect(reachOf('ADDITIONAL_INFO')).toBe(4);
    expect(entryStep({ reached: 4, requested: 'twoFactor' })).toBe('nominees');
    expect(entryStep({ reached: 4, requested: 'basicInfo' })).toBe('basicInfo');
    expect(entryStep({ reached: 4, requested: 'pan' })).toBe('nominees');
    expect(entryStep({ reached: 0, requested: null })).toBe('pan');
  });
});

describe('routes opened while a step is shown', () => {
  it('moves to an allowed step and ignores the current one', async () => {
    const { actor, goTo } = start(progress('ADDITIONAL_INFO'), 'nominees');
    await settled(actor);
    const nominees = child(actor, 'nominees');
    actor.send({ type: 'route.entered', step: 'nominees' });
    expect(child(actor, 'nominees')).toBe(nominees);
    actor.send({ type: 'route.entered', step: 'basicInfo' });
    expect(stepOf(actor)).toBe('steps.basicInfo');
    expect(goTo).toHaveBeenLastCalledWith('/basicInfo');
  });

  it('keeps the step and sends the address back when the route is beyond reach', async () => {
    const { actor, goTo, replaced } = start(progress('BASIC_INFO'), 'additionalInfo');
    await settled(actor);
    goTo.mockClear();
    actor.send({ type: 'route.entered', step: 'email' });
    expect(stepOf(actor)).toBe('steps.additionalInfo');
    expect(goTo).toHaveBeenCalledWith('/additionalinfo');
    expect(replaced.at(-1)).toBe(true);
  });

  it('replaces the opened address with the first step, then pushes each next step', async () => {
    const { actor, replaced } = start(progress('CKYC_DOWNLOAD_COMPLETED'), 'nominees');
    await settled(actor);
    expect(replaced).toEqual([true]);
    child(actor, 'basicInfo').send({ type: 'finish' });
    child(actor, 'additionalInfo').send({ type: 'back' });
    expect(replaced).toEqual([true, false, false]);
  });
});

describe('the sequence', () => {
  it('runs PAN → PAN fetch → Basic Info → Additional Info → Nominees → code → Bank → e-mail → finished', async () => {
    const { actor, goTo, refreshSession } = start(progress('USER_CREATED'), 'pan');
    await settled(actor);
    const order: Array<[OnboardingStep, string]> = [
      ['pan', '/panFetch'],
      ['panFetch', '/basicInfo'],
      ['basicInfo', '/additionalinfo'],
      ['additionalInfo', '/nomineedetails'],
      ['nominees', '/two-factor-otp'],
      ['twoFactor', '/bankaccountregister'],
      ['bank', '/emailverification'],
    ];
    for (const [step, next] of order) {
      child(actor, step).send({ type: 'finish' });
      expect(goTo).toHaveBeenLastCalledWith(next);
    }
    child(actor, 'email').send({ type: 'finish' });
    expect(actor.getSnapshot().matches('finished')).toBe(true);
    expect(refreshSession).toHaveBeenCalledTimes(8);
  });

  it('hands the CKYC name to Basic Info, and the PAN and tax status to Nominees and Bank', async () => {
    const { actor } = start(progress('USER_CREATED'), 'pan');
    await settled(actor);
    child(actor, 'pan').send({ type: 'finish' });
    child(actor, 'panFetch').send({ type: 'finish' });
    expect(child(actor, 'basicInfo').getSnapshot().context.input).toEqual({ fullName: 'ASHA RAO' });
    child(actor, 'basicInfo').send({ type: 'finish' });
    child(actor, 'additionalInfo').send({ type: 'back' });
    expect(child(actor, 'basicInfo').getSnapshot().context.input).toEqual({
      fullName: 'ASHA RAO',
      initial: { taxStatus: 'NRE', firstName: 'Asha', lastName: 'Rao', country: 'IN' },
    });
    child(actor, 'basicInfo').send({ type: 'finish' });
    child(actor, 'additionalInfo').send({ type: 'finish' });
    expect(child(actor, 'nominees').getSnapshot().context.input).toEqual({
      holderPan: 'ABCDE1234F',
      taxStatus: 'NRE',
      today: TODAY,
    });
    child(actor, 'nominees').send({ type: 'finish' });
    child(actor, 'twoFactor').send({ type: 'finish' });
    expect(child(actor, 'bank').getSnapshot().context.input).toEqual({ email: 'asha@example.in', taxStatus: 'NRE' });
  });

  it('uses the server’s PAN and tax status when resuming', async () => {
    const { actor } = start(
      progress('NOMINEE_ENROLLMENT_INITIATED', { taxStatus: 'NRO', pan: 'PQRST6789Z', dob: '1990-05-01' }),
    );
    await settled(actor);
    expect(child(actor, 'bank').getSnapshot().context.input).toEqual({ email: 'asha@example.in', taxStatus: 'NRO' });
    actor.send({ type: 'route.entered', step: 'nominees' });
    expect(child(actor, 'nominees').getSnapshot().context.input).toMatchObject({
      holderPan: 'PQRST6789Z',
      taxStatus: 'NRO',
    });
  });

  it('keeps the tax status the server answered to Basic Info, not the form’s INDIVIDUAL (a HUF’s PAN)', async () => {
    const huf = {
      taxStatus: 'HUF',
      details: { taxStatus: 'INDIVIDUAL', firstName: 'Asha', lastName: 'Rao', country: 'IN' },
    };
    const { actor } = start(progress('CKYC_DOWNLOAD_COMPLETED', { pan: 'ABCHM1234K', dob: '1980-01-01' }), null, {
      basicInfo: huf,
    });
    await settled(actor);
    child(actor, 'basicInfo').send({ type: 'finish' });
    child(actor, 'additionalInfo').send({ type: 'finish' });
    expect(child(actor, 'nominees').getSnapshot().context.input).toMatchObject({ taxStatus: 'HUF' });
    child(actor, 'nominees').send({ type: 'finish' });
    child(actor, 'twoFactor').send({ type: 'finish' });
    expect(child(actor, 'bank').getSnapshot().context.input).toEqual({ email: 'asha@example.in', taxStatus: 'HUF' });
  });

  it('greets by the CKYC name the server keeps, in a session that never downloaded it', async () => {
    const { actor } = start(progress('CKYC_DOWNLOAD_COMPLETED', { fullName: 'ASHA RAO' }));
    await settled(actor);
    expect(child(actor, 'basicInfo').getSnapshot().context.input).toEqual({ fullName: 'ASHA RAO' });
  });

  it('prefers the server’s CKYC name to an older one in session storage', async () => {
    const { actor } = start(progress('BASIC_INFO', { fullName: 'ASHA RAO' }), 'basicInfo', { fullName: 'OLD NAME' });
    await settled(actor);
    expect(child(actor, 'basicInfo').getSnapshot().context.input).toEqual({ fullName: 'ASHA RAO' });
  });

  it('lets Basic Info open only after the CKYC download in this visit', async () => {
    const { actor } = start(progress('USER_CREATED'), 'pan');
    await settled(actor);
    child(actor, 'pan').send({ type: 'finish' });
    expect(stepOf(actor)).toBe('steps.panFetch');
    actor.send({ type: 'route.entered', step: 'basicInfo' });
    expect(stepOf(actor)).toBe('steps.panFetch');
    child(actor, 'panFetch').send({ type: 'finish' });
    expect(stepOf(actor)).toBe('steps.basicInfo');
  });

  it('lets the code step open only after Nominee Details in this visit', async () => {
    const { actor } = start(progress('ADDITIONAL_INFO'), 'twoFactor');
    await settled(actor);
    expect(stepOf(actor)).toBe('steps.nominees');
    child(actor, 'nominees').send({ type: 'finish' });
    expect(stepOf(actor)).toBe('steps.twoFactor');
    actor.send({ type: 'route.entered', step: 'nominees' });
    actor.send({ type: 'route.entered', step: 'twoFactor' });
    expect(stepOf(actor)).toBe('steps.twoFactor');
  });
});

describe('progress made in this visit', () => {
  const NEXT = {
    pan: 'panFetch',
    panFetch: 'basicInfo',
    basicInfo: 'additionalInfo',
    additionalInfo: 'nominees',
    nominees: 'twoFactor',
    twoFactor: 'bank',
    bank: 'email',
  } as const;

  it.each([
    ['pan', 'USER_CREATED'],
    ['panFetch', 'PAN_SAVED'],
    ['basicInfo', 'CKYC_DOWNLOAD_COMPLETED'],
    ['additionalInfo', 'BASIC_INFO'],
    ['nominees', 'ADDITIONAL_INFO'],
    ['bank', 'NOMINEE_ENROLLMENT_INITIATED'],
  ] as const)('finishing %s (status %s) lets its next step open again after going back to it', async (step, status) => {
    const { actor } = start(progress(status), step);
    await settled(actor);
    child(actor, step).send({ type: 'finish' });
    actor.send({ type: 'route.entered', step });
    expect(stepOf(actor)).toBe(`steps.${step}`);
    actor.send({ type: 'route.entered', step: NEXT[step] });
    expect(stepOf(actor)).toBe(`steps.${NEXT[step]}`);
  });

  it('finishing the nominee code lets Bank open again after going back to it', async () => {
    const { actor } = start(progress('ADDITIONAL_INFO'), 'nominees');
    await settled(actor);
    child(actor, 'nominees').send({ type: 'finish' });
    child(actor, 'twoFactor').send({ type: 'finish' });
    actor.send({ type: 'route.entered', step: 'twoFactor' });
    expect(stepOf(actor)).toBe('steps.twoFactor');
    actor.send({ type: 'route.entered', step: 'bank' });
    expect(stepOf(actor)).toBe('steps.bank');
  });

  it('keeps each step running when its own address reports in, and pushes every next address', async () => {
    const { actor, replaced } = start(progress('USER_CREATED'), 'pan');
    await settled(actor);
    expect(replaced).toEqual([true]);
    for (const step of Object.keys(NEXT) as Array<keyof typeof NEXT>) {
      const running = child(actor, step);
      // The page of the address the parent sent the app to reports itself: nothing restarts.
      actor.send({ type: 'route.entered', step });
      expect(child(actor, step)).toBe(running);
      running.send({ type: 'finish' });
      expect(replaced.at(-1)).toBe(false);
    }
    const email = child(actor, 'email');
    actor.send({ type: 'route.entered', step: 'email' });
    expect(child(actor, 'email')).toBe(email);
  });
});

describe('Previous', () => {
  it.each([
    ['basicInfo', 'BASIC_INFO', 'steps.pan', '/pancardverification'],
    ['additionalInfo', 'BASIC_INFO', 'steps.basicInfo', '/basicInfo'],
    ['nominees', 'ADDITIONAL_INFO', 'steps.additionalInfo', '/additionalinfo'],
  ] as const)('from %s goes to %s', async (step, status, state, path) => {
    const { actor, goTo } = start(progress(status), step);
    await settled(actor);
    child(actor, step).send({ type: 'back' });
    expect(stepOf(actor)).toBe(state);
    expect(goTo).toHaveBeenLastCalledWith(path);
  });
});
