// @vitest-environment happy-dom
/**
 * Every path of the mandate authorisation through the rendered redirect notice: the mandate
 * list, the one automatic retry, the bank link, the 10-second countdown stepped exactly, the
 * Redirect button, and the 000 §8 texts of each failure. Only setTimeout is faked, so the
 * machine's delays move only when a step advances them.
 */
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { afterEach, expect, vi } from 'vitest';
import { type MandateSummary, mandateAuthorisationMachine } from '../../machines/mandate-authorisation.machine';
import { MandateRedirectNotice } from '../../src/features/verification/mandate-redirect-notice';
import { createDeferredActors, describeModelPaths, type ModelStep } from '../support/model';
import { click, fakeTimeouts, secondsLeft, stepCountdownToEnd } from './countdown-steps';

const PENDING: MandateSummary = {
  mandateCfmId: 'MDT-SAN00000007-1',
  approvalStatus: 'PENDING',
  accountNumber: '50100123456789',
  bankName: 'HDFC Bank',
};
const REJECTED: MandateSummary = { ...PENDING, approvalStatus: 'REJECTED' };
const URL = 'http://localhost/sandbox/bank/mandates/abc?redirect=http%3A%2F%2Flocalhost%2Fdashboard';

afterEach(() => vi.useRealTimers());

function Harness({ machine, onBack }: { machine: typeof mandateAuthorisationMachine; onBack: () => void }) {
  const actor = useActorRef(machine);
  return <MandateRedirectNotice actor={actor} onBack={onBack} />;
}

describeModelPaths({
  name: 'mandate-authorisation',
  paths: 'pairs',
  machine: mandateAuthorisationMachine,
  setup: () => {
    fakeTimeouts();
    const deferred = createDeferredActors(mandateAuthorisationMachine, [
      'listMandates',
      'retryMandate',
      'getMandateLink',
    ]);
    const openBankPage = vi.fn();
    const onBack = vi.fn();
    const machine = mandateAuthorisationMachine.provide({
      actors: deferred.actors,
      actions: { openBankPage: (_, params) => openBankPage(params.url) },
    });
    render(
      <MantineProvider>
        <Harness machine={machine} onBack={onBack} />
      </MantineProvider>,
    );
    return { deferred, openBankPage, onBack, message: '', shownSeconds: 0 };
  },
  states: {
    loading: () => expect(screen.getByRole('status')).toHaveTextContent('Preparing your mandate…'),
    retrying: async ({ deferred }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Preparing your mandate…');
      expect((await deferred.next('retryMandate')).input).toBeUndefined();
    },
    linking: async ({ deferred }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Preparing your mandate…');
      expect((await deferred.next('getMandateLink')).input).toEqual({ mandateCfmId: PENDING.mandateCfmId });
    },
    notice: ({ openBankPage }) => {
      expect(screen.getByRole('heading', { name: 'Redirecting to your bank' })).toBeVisible();
      expect(screen.getByRole('timer')).toHaveTextContent(/in \d+ seconds?\.$/);
      expect(openBankPage).not.toHaveBeenCalled();
    },
    redirecting: ({ openBankPage, shownSeconds }) => {
      expect(openBankPage).toHaveBeenCalledExactlyOnceWith(URL);
      // The notice stays as it was while the bank's page loads, Redirect busy.
      expect(secondsLeft()).toBe(shownSeconds);
      expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    },
    failed: ({ message }) => {
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    },
  },
  events: {
    'done.listMandates': async (sut, step: ModelStep) => {
      if (step.case === 'hasMandate') return act(() => sut.deferred.resolve('listMandates', [PENDING]));
      // The newest was rejected: the one automatic retry follows.
      await act(() => sut.deferred.resolve('listMandates', [REJECTED]));
    },
    'error.listMandates': async (sut) => {
      sut.message = 'Unable to fetch mandates. Please contact support.';
      await act(() => sut.deferred.reject('listMandates', new Error('network down')));
    },
    'done.retryMandate': async (sut, step: ModelStep) => {
      if (step.case === 'hasMandate') return act(() => sut.deferred.resolve('retryMandate', [PENDING, REJECTED]));
      sut.message = 'No mandates found. Please contact support or try again later.';
      await act(() => sut.deferred.resolve('retryMandate', []));
    },
    'error.retryMandate': async (sut) => {
      sut.message = 'Unable to fetch mandates. Please contact support.';
      await act(() => sut.deferred.reject('retryMandate', new Error('network down')));
    },
    'done.getMandateLink': async ({ deferred }) => {
      await act(() => deferred.resolve('getMandateLink', URL));
      expect(secondsLeft()).toBe(10);
    },
    'error.getMandateLink': async (sut) => {
      sut.message = 'Mandate is under processing. Please retry after 5 minutes.';
      await act(() => sut.deferred.reject('getMandateLink', new Error('409')));
    },
    'done.countdown': async (sut) => {
      await stepCountdownToEnd(() => expect(sut.openBankPage).not.toHaveBeenCalled());
      sut.shownSeconds = 1;
    },
    'error.countdown': () => {
      throw new Error('unused: the countdown never fails');
    },
    'redirect.go': async (sut) => {
      sut.shownSeconds = secondsLeft();
      await click('Redirect');
    },
    'mandate.retry': () => click('Try Again'),
  },
});
