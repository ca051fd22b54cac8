// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  STATEMENT_EXTENSION_MESSAGE,
  STATEMENT_NOT_PDF_MESSAGE,
  STATEMENT_TOO_LARGE_MESSAGE,
} from '../../../domain/onboarding/bank';
import type { NomineeInput } from '../../../domain/onboarding/nominees';
import { bankAccountMachine, isStatementRequired } from '../../../machines/onboarding/bank-account.machine';
import { authUrlOf, emailVerificationMachine } from '../../../machines/onboarding/email-verification.machine';
import { NomineeDataError, twoFactorMachine } from '../../../machines/onboarding/two-factor.machine';
import { codeEntryMachine, type VerifyCodeInput } from '../../../machines/shared/code-entry.machine';
import { openInNewTab, PopupBlockedError } from '../../../src/api/onboarding/email';

const settle = () => new Promise((resolve) => setTimeout(resolve));
const never = <T>() => new Promise<T>(() => {});

describe('twoFactorMachine', () => {
  const start = (load: () => Promise<readonly NomineeInput[]>) =>
    createActor(
      twoFactorMachine.provide({
        actors: {
          loadNomineeData: fromPromise(load),
          codeEntry: codeEntryMachine.provide({ actors: { verifyCode: fromPromise(never<unknown>) } }),
        },
      }),
      { input: { email: 'asha@example.in' } },
    ).start();

  it('tells missing nominee data from unreadable data (001 §8)', async () => {
    const missing = start(() => Promise.reject(new NomineeDataError('missing')));
    const unreadable = start(() => Promise.reject(new SyntaxError('Unexpected token')));
    await settle();
    expect(missing.getSnapshot().context.dataProblem).toBe('missing');
    expect(unreadable.getSnapshot().context.dataProblem).toBe('unreadable');
    expect(missing.getSnapshot().value).toBe('noNomineeData');
  });

  it('keeps digits only, at most six, and verifies the stored nominees with the code', async () => {
    const verify = vi.fn(async (_input: unknown) => {});
    const actor = createActor(
      twoFactorMachine.provide({
        actors: {
          loadNomineeData: fromPromise<readonly NomineeInput[]>(async () => [{ name: 'Asha Rao' }]),
          codeEntry: codeEntryMachine.provide({
            actors: { verifyCode: fromPromise<unknown, VerifyCodeInput>(async ({ input }) => verify(input)) },
          }),
        },
      }),
      { input: { email: 'asha@example.in' } },
    ).start();
    await settle();
    const codeEntry = actor.getSnapshot().children.codeEntry;
    codeEntry?.send({ type: 'code.changed', value: '12 34-5678' });
    expect(codeEntry?.getSnapshot().context.code).toBe('123456');
    codeEntry?.send({ type: 'code.submit' });
    await settle();
    expect(verify).toHaveBeenCalledWith({
      code: '123456',
      payload: { nomineeData: JSON.stringify([{ name: 'Asha Rao' }]) },
    });
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('bankAccountMachine', () => {
  it('asks for a statement unless the tax status is INDIVIDUAL (001 §3, §4.2)', () => {
    expect(isStatementRequired('INDIVIDUAL')).toBe(false);
    for (const status of ['NRE', 'NRO', 'TRUST', 'HUF']) expect(isStatementRequired(status)).toBe(true);
  });

  const start = (upload: (input: { file: File; password: string | null }) => Promise<void>) =>
    createActor(
      bankAccountMachine.provide({
        actors: {
          uploadStatement: fromPromise(async ({ input }) => upload(input)),
          verifyBankAccount: fromPromise(never<void>),
        },
      }),
      { input: { email: 'asha@example.in', taxStatus: 'NRO' } },
    ).start();

  it('refuses files by type, extension and size before any upload (001 §5, 000 §5)', () => {
    const upload = vi.fn(async () => {});
    const actor = start(upload);
    const cases: Array<[File, string]> = [
      [new File(['x'], 'statement.pdf', { type: 'text/plain' }), STATEMENT_NOT_PDF_MESSAGE],
      [new File(['x'], 'statement.txt', { type: 'application/pdf' }), STATEMENT_EXTENSION_MESSAGE],
      [new File([new Uint8Array(10485761)], 'statement.pdf', { type: 'application/pdf' }), STATEMENT_TOO_LARGE_MESSAGE],
    ];
    for (const [file, message] of cases) {
      actor.send({ type: 'statement.selected', file });
      expect(actor.getSnapshot().value).toBe('fileRejected');
      expect(actor.getSnapshot().context.fileError).toBe(message);
    }
    expect(upload).not.toHaveBeenCalled();
  });

  it('asks for the password on 8009 and retries with it until the upload passes', async () => {
    const passwords: Array<string | null> = [];
    const actor = start(async ({ password }) => {
      passwords.push(password);
      if (password !== 'right') throw { code: '8009', message: 'The uploaded PDF is password protected' };
    });
    actor.send({ type: 'statement.selected', file: new File(['%PDF'], 'statement.pdf', { type: 'application/pdf' }) });
    await settle();
    expect(actor.getSnapshot().value).toBe('passwordRequired');
    actor.send({ type: 'statement.passwordSubmitted', password: 'wrong' });
    await settle();
    expect(actor.getSnapshot().value).toBe('passwordRequired');
    actor.send({ type: 'statement.passwordSubmitted', password: 'right' });
    await settle();
    expect(passwords).toEqual([null, 'wrong', 'right']);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.uploadedName).toBe('statement.pdf');
  });

  it('blocks Verify until the statement is uploaded', () => {
    const actor = start(never);
    actor.send({
      type: 'bank.verify',
      details: {
        bankName: 'HDFC Bank',
        ifsc: 'HDFC0001234',
        accountNumber: '123456789',
        accountType: 'NRO',
        accountHoldings: 'SINGLE_BANK_ACCOUNT',
      },
    });
    expect(actor.getSnapshot().value).toBe('statementMissing');
  });
});

describe('emailVerificationMachine', () => {
  it('opens the authentication page while Proceed is being handled, so the browser allows the tab', async () => {
    const open = vi.fn(() => ({ opener: window }) as unknown as Window);
    const actor = createActor(
      emailVerificationMachine.provide({
        actors: {
          sendEmailCode: fromPromise(async () => {}),
          codeEntry: codeEntryMachine.provide({
            actors: {
              verifyCode: fromPromise<unknown, VerifyCodeInput>(async () => ({
                authurl: 'https://exchange.example/auth',
              })),
            },
          }),
          openAuthPage: fromPromise(async ({ input }) => openInNewTab(input.url, open)),
        },
      }),
      { input: { email: 'asha@example.in' } },
    ).start();
    await settle();
    actor.getSnapshot().children.codeEntry?.send({ type: 'code.changed', value: '123456' });
    actor.getSnapshot().children.codeEntry?.send({ type: 'code.submit' });
    await settle();
    actor.send({ type: 'auth.proceed' });
    // Synchronously, inside send: no await between the click and window.open.
    expect(open).toHaveBeenCalledWith('https://exchange.example/auth', '_blank');
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('opens the success modal only with a URL, else offers a new code to verify again (001 §4.2, §8)', async () => {
    const sendEmailCode = vi.fn(async () => {});
    const answers = [{ authurl: null }, { authurl: 'https://exchange.example/auth' }];
    const actor = createActor(
      emailVerificationMachine.provide({
        actors: {
          sendEmailCode: fromPromise(sendEmailCode),
          codeEntry: codeEntryMachine.provide({
            actors: { verifyCode: fromPromise<unknown, VerifyCodeInput>(async () => answers.shift()) },
          }),
          openAuthPage: fromPromise(never<void>),
        },
      }),
      { input: { email: 'asha@example.in' } },
    ).start();
    const verify = async () => {
      await settle();
      actor.getSnapshot().children.codeEntry?.send({ type: 'code.changed', value: '123456' });
      actor.getSnapshot().children.codeEntry?.send({ type: 'code.submit' });
      await settle();
    };
    await verify();
    expect(actor.getSnapshot().value).toBe('noAuthUrl');
    actor.send({ type: 'code.send' });
    await verify();
    expect(sendEmailCode).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches({ verified: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.authUrl).toBe('https://exchange.example/auth');
  });

  it('reads the authentication URL only from an answer that carries one', () => {
    expect(authUrlOf({ authurl: 'https://exchange.example/auth' })).toBe('https://exchange.example/auth');
    expect(authUrlOf({ authurl: null })).toBeNull();
    expect(authUrlOf({ authurl: '' })).toBeNull();
    expect(authUrlOf(undefined)).toBeNull();
  });

  it('reports a refused tab as a blocked popup and cuts the opener of an opened one', () => {
    expect(() => openInNewTab('https://exchange.example/auth', () => null)).toThrow(PopupBlockedError);
    const tab = { opener: window } as unknown as Window;
    openInNewTab('https://exchange.example/auth', () => tab);
    expect(tab.opener).toBeNull();
  });
});
