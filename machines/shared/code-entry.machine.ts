/**
 * The one-time-code entry of every OTP step (001 §2.4, §2.10, §2.12, §2.13, §5 "OTP fields" and
 * "Flow OTP", §9; 000 §2.6, §5): the user types the code, Verify checks it is complete, the code
 * goes to the server, and a refused code can be corrected and sent again. Resend is the shared
 * resend-countdown grandchild (id 'resend'), locked for the step's seconds after each code.
 *
 * The parent invokes this machine in its code-entry state with the lock length, the characters
 * the code may hold and a `payload` that both the app's `verifyCode` and the countdown's
 * `sendCode` receive (order id, fund id, e-mail…). A verified code ends the child with the
 * server's answer as output (the parent's `onDone`). The parent also hears `code.refused` when a
 * code was refused and `otp.resendFailed` when a resend failed, for the steps whose spec turns
 * those into a failure panel (the order modal); the other steps show them inline from the
 * child's context (the plan change while attempts remain, see `hasAttemptsLeft`). A new code
 * clears the refusal of the old one.
 */
import { assign, fromPromise, sendParent, setup } from 'xstate';
import { type ResendCountdownParentEvent, resendCountdownMachine } from './resend-countdown.machine';

/** 001 §9, 000 §9 "OTP length: 6 digits everywhere". */
export const OTP_LENGTH = 6;

/**
 * What a code may hold: 'digits' (001 §5 "digits only (non-digits stripped), max 6") or 'any'
 * characters (000 §5 "Order OTP: required, max length 6, masked"; 001 §5 "Flow OTP: max 6 characters").
 */
type CodeCharacters = 'digits' | 'any';

/** The code as typed, kept to what the step allows and at most six characters. */
export function toCode(value: string, characters: CodeCharacters): string {
  const kept = characters === 'digits' ? value.replace(/\D/g, '') : value.trim();
  return kept.slice(0, OTP_LENGTH);
}

/** Verify needs all six characters (six digits where only digits are allowed). */
export function isCompleteCode(code: string, characters: CodeCharacters): boolean {
  return characters === 'digits' ? new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code) : code.length === OTP_LENGTH;
}

type CodePayload = Readonly<Record<string, string>>;

export interface CodeEntryInput {
  /** How long Resend stays locked after each code (60 s, 300 s for the mobile code). */
  resendSeconds: number;
  /** Handed as is to `verifyCode` and to the countdown's `sendCode`. */
  payload: CodePayload;
  /** Digits only unless the step's spec allows any character. */
  characters?: CodeCharacters;
  /** A refused code is cleared for the next try (a hidden field cannot be corrected in place); else kept. */
  clearRefusedCode?: boolean;
}

export interface VerifyCodeInput {
  code: string;
  payload: CodePayload;
}

interface CodeEntryContext {
  resendSeconds: number;
  payload: CodePayload;
  characters: CodeCharacters;
  clearRefusedCode: boolean;
  code: string;
  /** Why the last code was refused; cleared when the next one is sent. */
  failure: unknown;
  /** Why the last resend failed; cleared when a new code went out. */
  resendFailure: unknown;
  /** The server's answer to the verified code, the child's output. */
  result: unknown;
}

type CodeEntryEvent = { type: 'code.changed'; value: string } | { type: 'code.submit' } | ResendCountdownParentEvent;

/** What the child tells its parent besides finishing. */
export type CodeEntryParentEvent =
  | { type: 'code.refused'; error: unknown }
  | { type: 'otp.resendFailed'; error: unknown };

const meta = (description: string, spec = '001 §5') => ({ description, spec });

const submitCode = [{ guard: 'isCodeComplete', target: 'verifying' }, { target: 'incomplete' }] as const;

export const codeEntryMachine = setup({
  types: {
    context: {} as CodeEntryContext,
    events: {} as CodeEntryEvent,
    input: {} as CodeEntryInput,
    output: {} as unknown,
    children: {} as { resend: 'resendCountdown' },
  },
  actors: {
    // The step's confirmation call; resolves with the server's answer.
    verifyCode: fromPromise<unknown, VerifyCodeInput>(async () => {
      throw new Error('verifyCode not provided');
    }),
    // The app provides its `sendCode`.
    resendCountdown: resendCountdownMachine,
  },
  guards: {
    isCodeComplete: ({ context }) => isCompleteCode(context.code, context.characters),
  },
  actions: {
    recordCode: assign({
      code: ({ context }, params: { value: string }) => toCode(params.value, context.characters),
    }),
    clearFailure: assign({ failure: null }),
    storeFailure: assign({
      failure: (_, params: { error: unknown }) => params.error,
      code: ({ context }) => (context.clearRefusedCode ? '' : context.code),
    }),
    storeResult: assign({ result: (_, params: { result: unknown }) => params.result }),
    clearResendFailure: assign({ resendFailure: null }),
    storeResendFailure: assign({ resendFailure: (_, params: { error: unknown }) => params.error }),
    tellRefused: sendParent(
      (_, params: { error: unknown }) => ({ type: 'code.refused', error: params.error }) satisfies CodeEntryParentEvent,
    ),
    tellResendFailed: sendParent(
      (_, params: { error: unknown }) =>
        ({ type: 'otp.resendFailed', error: params.error }) satisfies CodeEntryParentEvent,
    ),
  },
}).createMachine({
  id: 'codeEntry',
  description: 'The one-time-code entry every OTP step shares: type, verify, correct and resend.',
  context: ({ input }) => ({
    resendSeconds: input.resendSeconds,
    payload: input.payload,
    characters: input.characters ?? 'digits',
    clearRefusedCode: input.clearRefusedCode ?? false,
    code: '',
    failure: null,
    resendFailure: null,
    result: null,
  }),
  invoke: {
    id: 'resend',
    src: 'resendCountdown',
    input: ({ context }) => ({ seconds: context.resendSeconds, payload: context.payload }),
  },
  on: {
    'otp.resent': { actions: ['clearResendFailure', 'clearFailure'] },
    'otp.resendFailed': {
      actions: [
        { type: 'storeResendFailure', params: ({ event }) => ({ error: event.error }) },
        { type: 'tellResendFailed', params: ({ event }) => ({ error: event.error }) },
      ],
    },
  },
  initial: 'entering',
  states: {
    entering: {
      meta: meta('The user types the code; only what the step allows is kept, at most 6 characters.'),
      on: {
        'code.changed': { actions: { type: 'recordCode', params: ({ event }) => ({ value: event.value }) } },
        'code.submit': submitCode,
      },
    },
    incomplete: {
      meta: meta('Verify was pressed without a whole code: the field says what is missing.'),
      on: {
        'code.changed': {
          target: 'entering',
          actions: { type: 'recordCode', params: ({ event }) => ({ value: event.value }) },
        },
        // The code is the one just refused as short (typing leaves this state): Verify refuses it again.
        'code.submit': 'incomplete',
      },
    },
    verifying: {
      meta: meta('The code is with the server; the entry is locked.', '001 §7'),
      entry: 'clearFailure',
      invoke: {
        src: 'verifyCode',
        input: ({ context }) => ({ code: context.code, payload: context.payload }),
        onDone: {
          target: 'verified',
          actions: { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: [
            { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'tellRefused', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    failed: {
      meta: meta("The code was refused: the step's failure text; the code can be corrected and sent again.", '001 §8'),
      on: {
        'code.changed': {
          target: 'entering',
          actions: { type: 'recordCode', params: ({ event }) => ({ value: event.value }) },
        },
        'code.submit': submitCode,
      },
    },
    verified: {
      type: 'final',
      meta: meta('The code was accepted: the parent moves on with the server’s answer.', '001 §4'),
    },
  },
  output: ({ context }: { context: CodeEntryContext }) => context.result,
});
