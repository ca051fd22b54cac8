/**
 * The Statement Upload row of the verification modal (000 §4.4 "Cheque upload flow: file
 * chosen, validated, uploaded, then an 'Upload to the exchange' step; result 0 means success,
 * anything else failure. A password-protected PDF prompts for a password and a retry").
 * The file rules are onboarding's (domain/onboarding/bank.ts); code '8009' asks for the
 * password ('The uploaded PDF is password protected' unless the server says more), other
 * upload failures show the server's message or 'Failed to upload statement. Please try again.';
 * the exchange's failure 'Failed to upload cheque to BSE. Please try again.'.
 */
import { assign, fromPromise, setup } from 'xstate';
import { statementFileError } from '../domain/onboarding/bank';
import { VERIFICATION_MESSAGES } from '../domain/verification/verification';
import { failureText, toStepFailure } from './onboarding/step-failure';

const PASSWORD_PROTECTED_CODE = '8009';
const EXCHANGE_UPLOAD_OK = '0';

export interface ExchangeUploadAnswer {
  Status: string;
  Remarks: string | null;
}

interface StatementUploadContext {
  file: File | null;
  password: string;
  message: string | null;
}

type StatementUploadEvent =
  | { type: 'file.chosen'; file: File }
  | { type: 'password.changed'; value: string }
  | { type: 'password.submit' };

const meta = (description: string, spec = '000 §4.4, §5, §8') => ({ description, spec });

/** Choosing a file, from `choosing` or `password` (siblings, so the targets are their keys). */
const choose = [
  {
    guard: { type: 'isValidFile', params: ({ event }: { event: { file: File } }) => ({ file: event.file }) },
    target: 'uploading',
    actions: { type: 'storeFile', params: ({ event }: { event: { file: File } }) => ({ file: event.file }) },
  },
  {
    target: 'choosing',
    actions: {
      type: 'showMessage',
      params: ({ event }: { event: { file: File } }) => ({ message: statementFileError(event.file) ?? '' }),
    },
  },
] as const;

export const statementUploadMachine = setup({
  types: {
    context: {} as StatementUploadContext,
    events: {} as StatementUploadEvent,
  },
  actors: {
    uploadStatement: fromPromise<void, { file: File; password: string | null }>(async () => {
      throw new Error('uploadStatement not provided');
    }),
    uploadToExchange: fromPromise<ExchangeUploadAnswer>(async () => {
      throw new Error('uploadToExchange not provided');
    }),
  },
  guards: {
    isValidFile: (_, params: { file: File }) => statementFileError(params.file) === null,
    isPasswordProtected: (_, params: { error: unknown }) =>
      toStepFailure(params.error).code === PASSWORD_PROTECTED_CODE,
    hasPassword: ({ context }) => context.password !== '',
    isUploaded: (_, params: { answer: ExchangeUploadAnswer }) => params.answer.Status === EXCHANGE_UPLOAD_OK,
  },
  actions: {
    storeFile: assign({ file: (_, params: { file: File }) => params.file, password: '' }),
    storePassword: assign({ password: (_, params: { value: string }) => params.value }),
    showMessage: assign({ message: (_, params: { message: string }) => params.message }),
    clearMessage: assign({ message: null }),
    // The app's: the verification status is read again.
    uploaded: () => {},
  },
}).createMachine({
  id: 'statementUpload',
  description: 'Uploading a bank statement from the verification modal, then sending it to the exchange.',
  context: { file: null, password: '', message: null },
  initial: 'choosing',
  states: {
    choosing: {
      meta: meta('Choose the statement PDF; a refused file says why.'),
      on: { 'file.chosen': choose },
    },
    uploading: {
      meta: meta('The statement is uploaded (POST users/upload, with the password once asked).', '000 §7'),
      entry: 'clearMessage',
      invoke: {
        src: 'uploadStatement',
        input: ({ context }) => ({ file: context.file as File, password: context.password || null }),
        onDone: 'exchanging',
        onError: [
          {
            guard: { type: 'isPasswordProtected', params: ({ event }) => ({ error: event.error }) },
            target: 'password',
            actions: {
              type: 'showMessage',
              params: ({ event }) => ({
                message: failureText(toStepFailure(event.error), VERIFICATION_MESSAGES.passwordProtected),
              }),
            },
          },
          {
            target: 'choosing',
            actions: {
              type: 'showMessage',
              params: ({ event }) => ({
                message: failureText(toStepFailure(event.error), VERIFICATION_MESSAGES.uploadFailed),
              }),
            },
          },
        ],
      },
    },
    password: {
      meta: meta('The PDF is password protected: the password field and Submit (disabled while empty).'),
      on: {
        'password.changed': { actions: { type: 'storePassword', params: ({ event }) => ({ value: event.value }) } },
        'password.submit': { guard: 'hasPassword', target: 'uploading' },
        'file.chosen': choose,
      },
    },
    exchanging: {
      meta: meta("'Upload to the exchange' (GET /users/uploadToBse): Status '0' is success.", '000 §4.4, §7'),
      invoke: {
        src: 'uploadToExchange',
        onDone: [
          {
            guard: { type: 'isUploaded', params: ({ event }) => ({ answer: event.output }) },
            target: 'done',
            actions: [
              {
                type: 'showMessage',
                params: ({ event }) => ({
                  message: event.output.Remarks || VERIFICATION_MESSAGES.exchangeUploadSucceeded,
                }),
              },
              'uploaded',
            ],
          },
          {
            target: 'choosing',
            actions: { type: 'showMessage', params: { message: VERIFICATION_MESSAGES.exchangeUploadFailed } },
          },
        ],
        onError: {
          target: 'choosing',
          actions: { type: 'showMessage', params: { message: VERIFICATION_MESSAGES.exchangeUploadFailed } },
        },
      },
    },
    done: { meta: meta('The exchange has the cheque.'), type: 'final' },
  },
});
