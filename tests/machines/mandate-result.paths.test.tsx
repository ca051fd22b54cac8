// @vitest-environment happy-dom
/**
 * Every path of the mandate result modal through the rendered panel (000 §2.7, §4.4): the bank's
 * return read with the mandate's bank and masked account, the mapped status sent to the server,
 * the account read again once the result shows, success with Done or failure with Try again (the
 * redirect notice again) and Done.
 */
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { type MandateSummary, mandateAuthorisationMachine } from '../../machines/mandate-authorisation.machine';
import { mandateResultMachine } from '../../machines/mandate-result.machine';
import { MandateResultPanel, type MandateReturn } from '../../src/features/verification';
import { createDeferredActors, describeModelPaths, type ModelStep } from '../support/model';

const MANDATE: MandateSummary = {
  mandateCfmId: 'MDT-SAN00000007-1',
  approvalStatus: 'APPROVED',
  accountNumber: '50100123456789',
  bankName: 'HDFC Bank',
};
const SUCCESS: MandateReturn = { status: 'success', message: 'Your autopay mandate is approved.' };
const FAILURE: MandateReturn = {
  status: 'failure',
  message: 'The mandate got rejected by your bank. Please try again.',
};

const click = (name: string) => act(() => fireEvent.click(screen.getByRole('button', { name })));

afterEach(() => vi.restoreAllMocks());

describeModelPaths({
  name: 'mandate-result',
  paths: 'pairs',
  machine: mandateResultMachine,
  setup: (path) => {
    // The bank's answer is fixed when the modal opens: the path's branch picks it.
    const result = path.steps.some((step) => step.eventKey === 'always' && step.case === 'succeeded')
      ? SUCCESS
      : FAILURE;
    const deferred = createDeferredActors(mandateResultMachine, ['listMandates', 'reportMandateStatus']);
    const child = createDeferredActors(mandateAuthorisationMachine, ['listMandates', 'retryMandate', 'getMandateLink']);
    const onClose = vi.fn();
    const refreshAccount = vi.fn();
    // 000 §8: these failures are only logged; the steps check the log.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const machine = mandateResultMachine.provide({
      actors: { ...deferred.actors, authorisation: mandateAuthorisationMachine.provide({ actors: child.actors }) },
      actions: { refreshAccount },
    });
    render(
      <MantineProvider>
        <MandateResultPanel machine={machine} result={result} onClose={onClose} />
      </MantineProvider>,
    );
    return { deferred, child, onClose, refreshAccount, warn, result, withMandate: false };
  },
  states: {
    loading: async ({ deferred, refreshAccount }) => {
      await deferred.next('listMandates');
      expect(screen.getByRole('status')).toHaveTextContent('Please wait…');
      expect(refreshAccount).not.toHaveBeenCalled();
    },
    reporting: async ({ deferred, result, refreshAccount }) => {
      expect(refreshAccount).not.toHaveBeenCalled();
      const call = await deferred.next('reportMandateStatus');
      expect(call.input).toEqual({
        mandateCfmId: MANDATE.mandateCfmId,
        status: result.status === 'success' ? 'MANDATE_REGISTRATION_COMPLETED' : 'MANDATE_REGISTRATION_FAILED',
      });
    },
    result: ({ result, withMandate, refreshAccount }) => {
      expect(screen.getByText(result.message)).toBeVisible();
      // The bank's decision is on the server: the app reads the account again (session, queries).
      expect(refreshAccount).toHaveBeenCalled();
      if (withMandate) {
        expect(screen.getByText('HDFC Bank')).toBeVisible();
        expect(screen.getByText('XXXXXXXXXX6789')).toBeVisible();
        expect(screen.queryByText('50100123456789')).not.toBeInTheDocument();
      } else {
        expect(screen.queryByText('HDFC Bank')).not.toBeInTheDocument();
      }
    },
    // Decided the moment it is entered (always): nothing of its own shows.
    'result.deciding': () => {},
    'result.succeeded': () => {
      expect(screen.getByRole('heading', { name: 'Mandate authorised' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    },
    'result.failed': () => {
      expect(screen.getByRole('heading', { name: 'Mandate failed' })).toBeVisible();
      expect(screen.getByRole('alert')).toHaveTextContent(FAILURE.message);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    authorising: async ({ child }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Preparing your mandate…');
      await child.next('listMandates');
    },
    closed: ({ onClose }) => expect(onClose).toHaveBeenCalledOnce(),
  },
  events: {
    'done.listMandates': async (sut, step: ModelStep) => {
      sut.withMandate = step.case === 'hasMandate';
      await act(() => sut.deferred.resolve('listMandates', sut.withMandate ? [MANDATE] : []));
    },
    'error.listMandates': async ({ deferred, warn }) => {
      const error = new Error('network down');
      await act(() => deferred.reject('listMandates', error));
      expect(warn).toHaveBeenCalledExactlyOnceWith('Mandate result: reading the mandates failed.', error);
    },
    'done.reportMandateStatus': ({ deferred }) => act(() => deferred.resolve('reportMandateStatus', {})),
    'error.reportMandateStatus': async ({ deferred, warn }) => {
      const error = new Error('409 not approved');
      await act(() => deferred.reject('reportMandateStatus', error));
      expect(warn).toHaveBeenCalledExactlyOnceWith('Mandate result: reporting the status failed.', error);
    },
    // The authorisation ends by leaving the app for the bank; its own suite covers it.
    'done.authorisation': () => {
      throw new Error('unused');
    },
    'error.authorisation': () => {
      throw new Error('unused');
    },
    always: () => {},
    'result.done': () => click('Done'),
    'result.retry': () => click('Try again'),
    'mandate.back': () => click('Back'),
  },
});
