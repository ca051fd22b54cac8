// @vitest-environment happy-dom
/**
 * Every path of the Statement Upload row through the rendered form (000 §4.4, §5, §8): the file
 * rules of onboarding, the upload, code '8009' asking for the password (Submit disabled while it
 * is empty), the upload to the exchange with result '0' as success, and every failure text.
 */
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { statementUploadMachine } from '../../machines/statement-upload.machine';
import { StatementUploadForm } from '../../src/features/verification/statement-upload-row';
import { createDeferredActors, describeModelPaths, type ModelStep } from '../support/model';

/** The n-th statement chosen: each choice is another file, so an upload must send the one chosen last. */
const pdf = (n: number) =>
  new File([`%PDF-1.4 statement ${n} %%EOF`], `statement-${n}.pdf`, { type: 'application/pdf' });
const notPdf = new File(['hello'], 'statement.txt', { type: 'text/plain' });

function choose(file: File) {
  const input = document.querySelector('input[type="file"]');
  if (!input) throw new Error('No file input');
  return act(() => fireEvent.change(input, { target: { files: [file] } }));
}

const passwordField = () => screen.getByLabelText('PDF password');

describeModelPaths({
  name: 'statement-upload',
  machine: statementUploadMachine,
  setup: () => {
    const deferred = createDeferredActors(statementUploadMachine, ['uploadStatement', 'uploadToExchange']);
    const uploaded = vi.fn();
    const machine = statementUploadMachine.provide({ actors: deferred.actors, actions: { uploaded } });
    render(
      <MantineProvider>
        <StatementUploadForm machine={machine} />
      </MantineProvider>,
    );
    return { deferred, uploaded, message: '', password: '', file: pdf(0), chosen: 0 };
  },
  states: {
    choosing: ({ message }) => {
      expect(screen.getByText('Bank statement (PDF)')).toBeVisible();
      if (message) expect(screen.getByRole('alert')).toHaveTextContent(message);
      else expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
    uploading: async ({ deferred, password, file }) => {
      const call = await deferred.next('uploadStatement');
      expect(call.input).toEqual({ file, password: password || null });
      expect(screen.getByRole('status')).toHaveTextContent('Uploading…');
      // A new upload clears the last refusal or failure.
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
    password: ({ message }) => {
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(passwordField()).toBeVisible();
      const submit = screen.getByRole('button', { name: 'Submit' });
      if ((passwordField() as HTMLInputElement).value === '') expect(submit).toBeDisabled();
      else expect(submit).toBeEnabled();
    },
    exchanging: async ({ deferred }) => {
      await deferred.next('uploadToExchange');
      expect(screen.getByRole('status')).toHaveTextContent('Upload to the exchange…');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
    done: ({ uploaded }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Cheque uploaded to BSE successfully.');
      expect(uploaded).toHaveBeenCalledOnce();
    },
  },
  events: {
    'file.chosen': async (sut, step: ModelStep) => {
      sut.password = '';
      if (step.case === 'isValidFile') {
        sut.chosen += 1;
        sut.file = pdf(sut.chosen);
        return choose(sut.file);
      }
      sut.message = 'Please select a valid PDF file only.';
      await choose(notPdf);
    },
    'password.changed': async (sut) => {
      sut.password = 'sanchay';
      await act(() => fireEvent.change(passwordField(), { target: { value: sut.password } }));
    },
    'password.submit': async (sut) => {
      if (sut.password === '') {
        sut.password = 'sanchay';
        await act(() => fireEvent.change(passwordField(), { target: { value: sut.password } }));
      }
      await act(() => fireEvent.click(screen.getByRole('button', { name: 'Submit' })));
    },
    'done.uploadStatement': ({ deferred }) => act(() => deferred.resolve('uploadStatement', undefined)),
    'error.uploadStatement': async (sut, step: ModelStep) => {
      if (step.case === 'isPasswordProtected') {
        sut.message = 'The uploaded PDF is password protected';
        return act(() => sut.deferred.reject('uploadStatement', { code: '8009', message: null }));
      }
      sut.message = 'Failed to upload statement. Please try again.';
      await act(() => sut.deferred.reject('uploadStatement', { code: null, message: null }));
    },
    'done.uploadToExchange': async (sut, step: ModelStep) => {
      if (step.case === 'isUploaded') {
        return act(() => sut.deferred.resolve('uploadToExchange', { Status: '0', Remarks: null }));
      }
      sut.message = 'Failed to upload cheque to BSE. Please try again.';
      await act(() => sut.deferred.resolve('uploadToExchange', { Status: '1', Remarks: 'Rejected' }));
    },
    'error.uploadToExchange': async (sut) => {
      sut.message = 'Failed to upload cheque to BSE. Please try again.';
      await act(() => sut.deferred.reject('uploadToExchange', new Error('network down')));
    },
  },
});
