/**
 * Compile-time checks, verified by `tsc` (not run by vitest): the state and event maps are
 * exhaustive, so a new state or event without an entry fails to compile.
 */
import { describeModelPaths } from './describe';
import type { otpWizardMachine } from './fixtures/otp-wizard.machine';
import { searchMachine } from './fixtures/search.machine';
import type { EventExecutors, EventKeys, StateAssertions, StatePaths } from './types';

type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const exactly = <T extends true>(proof: T) => proof;

type SearchMachine = typeof searchMachine;
type WizardMachine = typeof otpWizardMachine;

exactly<
  Equals<
    StatePaths<SearchMachine>,
    'form' | 'form.editing' | 'form.invalid' | 'searching' | 'results' | 'results.list' | 'results.empty' | 'failed'
  >
>(true);
exactly<
  Equals<
    EventKeys<SearchMachine>,
    'query.changed' | 'search' | 'retry' | 'reset' | 'done.findItems' | 'error.findItems' | 'after.RETRY_WAIT'
  >
>(true);
exactly<
  Equals<
    Extract<StatePaths<WizardMachine>, `otp.resend${string}`>,
    'otp.resend' | 'otp.resend.waiting' | 'otp.resend.ready' | 'otp.resend.sending'
  >
>(true);
exactly<
  Equals<
    Extract<EventKeys<WizardMachine>, `${'done' | 'error' | 'after'}.${string}`>,
    'done.verifyCode' | 'done.sendCode' | 'error.verifyCode' | 'error.sendCode' | 'after.RESEND_WAIT'
  >
>(true);

const pass = () => {};

const allStates: StateAssertions<SearchMachine, unknown> = {
  form: pass,
  'form.editing': pass,
  'form.invalid': pass,
  searching: pass,
  results: pass,
  'results.list': pass,
  'results.empty': pass,
  failed: pass,
};

// @ts-expect-error 'results.empty' has no assertion
const missingState: StateAssertions<SearchMachine, unknown> = {
  form: pass,
  'form.editing': pass,
  'form.invalid': pass,
  searching: pass,
  results: pass,
  'results.list': pass,
  failed: pass,
};

const allEvents: EventExecutors<SearchMachine, unknown> = {
  'query.changed': pass,
  search: pass,
  retry: pass,
  reset: pass,
  'done.findItems': pass,
  'error.findItems': pass,
  'after.RETRY_WAIT': pass,
};

// @ts-expect-error 'error.findItems' has no executor
const missingEvent: EventExecutors<SearchMachine, unknown> = {
  'query.changed': pass,
  search: pass,
  retry: pass,
  reset: pass,
  'done.findItems': pass,
  'after.RETRY_WAIT': pass,
};

// Numeric delays and `always` are invisible to the types: optional here, checked at run time.
const wizardEvents: EventExecutors<WizardMachine, unknown> = {
  start: pass,
  'code.entered': pass,
  submit: (_, step) => {
    const branch: string | undefined = step.case;
    const key: 'submit' = step.eventKey;
    void branch;
    void key;
  },
  resend: pass,
  back: pass,
  'toggle.help': pass,
  cancel: pass,
  'done.verifyCode': pass,
  'error.verifyCode': pass,
  'done.sendCode': pass,
  'error.sendCode': pass,
  'after.RESEND_WAIT': pass,
  'after.1000': pass,
  always: pass,
};

// A typo is an excess key, not a silently ignored executor.
const typo: EventExecutors<SearchMachine, unknown> = {
  ...allEvents,
  // @ts-expect-error 'serach' is not an event key
  serach: pass,
};

/** Inference through describeModelPaths: the sut type flows from setup into both maps. */
export function compileOnly() {
  describeModelPaths({
    name: 'compile-only',
    machine: searchMachine,
    setup: () => ({ answer: 42 }),
    states: { ...allStates, failed: (sut) => void sut.answer.toFixed() },
    events: { ...allEvents, reset: (sut) => void sut.answer.toFixed() },
  });
  describeModelPaths({
    name: 'compile-only',
    machine: searchMachine,
    setup: () => null,
    // @ts-expect-error 'form.invalid' is missing
    states: {
      form: pass,
      'form.editing': pass,
      searching: pass,
      results: pass,
      'results.list': pass,
      'results.empty': pass,
      failed: pass,
    },
    events: allEvents,
  });
}

export { missingEvent, missingState, typo, wizardEvents };
