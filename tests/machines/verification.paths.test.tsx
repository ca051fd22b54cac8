// @vitest-environment happy-dom
/**
 * Every path of the verification status modal through the rendered panel (000 §2.7, §4.4): the
 * rows and the highlighted section, Refresh, Try Again, the ELOG window (and the popup-blocked,
 * unavailable and failed texts of 000 §8), Authorize with its redirect notice, and the active
 * account's PATCH, 'You're good to go!' and its 10-second auto-close stepped exactly. Only
 * setTimeout is faked, so the machine's delays move only when a step advances them.
 */
import { MantineProvider } from '@mantine/core';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import type { VerificationState } from '../../domain/verification/verification';
import { mandateAuthorisationMachine } from '../../machines/mandate-authorisation.machine';
import { statementUploadMachine } from '../../machines/statement-upload.machine';
import { verificationMachine } from '../../machines/verification.machine';
import { VerificationPanel } from '../../src/features/verification';
import { createDeferredActors, describeModelPaths, type ModelStep, type PathInfo } from '../support/model';
import { click, fakeTimeouts, stepCountdownToEnd } from './countdown-steps';

const REGISTERED: VerificationState = {
  active: false,
  regStatus: 'ACTIVE',
  mandateStatus: 'IN_PROGRESS',
  approvalStatus: 'IN_PROGRESS',
  chequeUpload: null,
  actionButton: 'AUTHORIZE',
};
const ACTIVE: VerificationState = {
  ...REGISTERED,
  active: true,
  mandateStatus: 'ACTIVE',
  approvalStatus: 'ACTIVE',
  actionButton: null,
};
const RETRYABLE: VerificationState = { ...REGISTERED, actionButton: 'RETRY' };
const ELOG_URL = 'http://localhost/sandbox/exchange/elog/abcdefghijklmnopqrstuvwxyz012345';

/**
 * What each successful read along the path returns, in order: the Autopay row offers Try Again
 * (RETRY) where the path presses it before the next read, else Authorize (AUTHORIZE). The spec
 * table's walk context keeps both from one read's rows.
 */
function statusesFor(path: PathInfo): VerificationState[] {
  const statuses: VerificationState[] = [];
  for (const step of path.steps) {
    if (step.eventKey === 'done.loadStatus' && step.case !== 'isActive') statuses.push(REGISTERED);
    if (step.eventKey === 'verification.retry' && statuses.length > 0) statuses[statuses.length - 1] = RETRYABLE;
  }
  return statuses;
}

afterEach(() => vi.useRealTimers());

describeModelPaths({
  name: 'verification',
  paths: 'pairs',
  machine: verificationMachine,
  setup: (path) => {
    fakeTimeouts();
    const deferred = createDeferredActors(verificationMachine, [
      'loadStatus',
      'retryMandate',
      'initiateElog',
      'completeVerification',
    ]);
    const child = createDeferredActors(mandateAuthorisationMachine, ['listMandates', 'retryMandate', 'getMandateLink']);
    const effects = { openElogPage: vi.fn(), discardElogWindow: vi.fn(), markVerified: vi.fn(), onClose: vi.fn() };
    const sut = { deferred, effects, popupBlocked: false, message: '', statuses: statusesFor(path) };
    const machine = verificationMachine.provide({
      actors: { ...deferred.actors, authorisation: mandateAuthorisationMachine.provide({ actors: child.actors }) },
      actions: {
        openElogPage: (_, params) => effects.openElogPage(params.url),
        discardElogWindow: () => effects.discardElogWindow(),
        markVerified: () => effects.markVerified(),
      },
    });
    render(
      <MantineProvider>
        <VerificationPanel
          machine={machine}
          statementMachine={() => statementUploadMachine}
          openElogWindow={() => !sut.popupBlocked}
          onClose={effects.onClose}
        />
      </MantineProvider>,
    );
    return sut;
  },
  states: {
    loading: async ({ deferred }) => {
      await deferred.next('loadStatus');
      expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    },
    showing: ({ message }) => {
      expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
      if (message) expect(screen.getByRole('alert')).toHaveTextContent(message);
      else expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
    retrying: async ({ deferred }) => {
      await deferred.next('retryMandate');
      expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    },
    startingElog: async ({ deferred }) => {
      await deferred.next('initiateElog');
      expect(screen.getByRole('button', { name: 'Authorize Nominee & ELOG' })).toBeDisabled();
    },
    authorising: () => expect(screen.getByRole('status')).toHaveTextContent('Preparing your mandate…'),
    completing: async ({ deferred, effects }) => {
      await deferred.next('completeVerification');
      expect(effects.markVerified).not.toHaveBeenCalled();
    },
    active: ({ effects }) => {
      expect(screen.getByRole('heading', { name: "You're good to go!" })).toBeVisible();
      expect(screen.getByRole('timer')).toHaveTextContent(/closes in \d+ seconds?\.$/);
      expect(effects.markVerified).toHaveBeenCalledOnce();
    },
    closed: ({ effects }) => expect(effects.onClose).toHaveBeenCalledOnce(),
  },
  events: {
    'done.loadStatus': async ({ deferred, statuses }, step: ModelStep) => {
      if (step.case === 'isActive') return act(() => deferred.resolve('loadStatus', ACTIVE));
      const status = statuses.shift() ?? REGISTERED;
      const retry = status.actionButton === 'RETRY';
      await act(() => deferred.resolve('loadStatus', status));
      expect(screen.getByRole('region', { name: 'Verify' })).not.toHaveAttribute('aria-current');
      // 000 §4.4: registration ACTIVE, AUTHORIZE and the mandate IN_PROGRESS highlight the mandate.
      if (!retry) expect(screen.getByRole('region', { name: 'Autopay' })).toHaveAttribute('aria-current', 'step');
      expect(within(screen.getByRole('region', { name: 'Verify' })).getByText('Active')).toBeVisible();
      expect(screen.queryByRole('region', { name: 'Statement Upload' })).not.toBeInTheDocument();
    },
    'error.loadStatus': async (sut) => {
      sut.message = 'Unable to fetch your verification status. Please try Refresh.';
      await act(() => sut.deferred.reject('loadStatus', new Error('network down')));
    },
    'verification.refresh': async (sut) => {
      sut.message = '';
      await click('Refresh');
    },
    'verification.retry': async (sut) => {
      sut.message = '';
      await click('Try Again Autopay');
    },
    'verification.close': ({ effects }) => {
      expect(effects.onClose).not.toHaveBeenCalled();
      return click('Close');
    },
    'mandate.authorize': async (sut) => {
      sut.message = '';
      await click('Authorize Autopay');
    },
    'mandate.back': () => click('Back'),
    'elog.start': async (sut, step: ModelStep) => {
      sut.popupBlocked = step.case === 'popupBlocked';
      sut.message = sut.popupBlocked ? 'Popup was blocked. Please allow popups for this site and try again.' : '';
      await click('Authorize Nominee & ELOG');
    },
    'done.retryMandate': ({ deferred }) => act(() => deferred.resolve('retryMandate', [])),
    'error.retryMandate': async (sut) => {
      sut.message = 'Unable to fetch mandates. Please contact support.';
      await act(() => sut.deferred.reject('retryMandate', new Error('network down')));
    },
    'done.initiateElog': async (sut, step: ModelStep) => {
      if (step.case === 'elogStarted') {
        await act(() =>
          sut.deferred.resolve('initiateElog', { statuscode: '100', authurl: ELOG_URL, errordesc: null }),
        );
        expect(sut.effects.openElogPage).toHaveBeenCalledWith(ELOG_URL);
        return;
      }
      sut.message = 'Unable to initiate ELOG. Please try again.';
      await act(() =>
        sut.deferred.resolve('initiateElog', { statuscode: '101', authurl: null, errordesc: 'Not registered.' }),
      );
      expect(sut.effects.discardElogWindow).toHaveBeenCalled();
    },
    'error.initiateElog': async (sut) => {
      sut.message = 'Failed to initiate ELOG.';
      await act(() => sut.deferred.reject('initiateElog', new Error('network down')));
      expect(sut.effects.discardElogWindow).toHaveBeenCalled();
    },
    'done.completeVerification': ({ deferred }) => act(() => deferred.resolve('completeVerification', {})),
    'error.completeVerification': ({ deferred }) =>
      act(() => deferred.reject('completeVerification', new Error('network down'))),
    // The authorisation ends by leaving the app for the bank; its own suite covers it.
    'done.authorisation': () => {
      throw new Error('unused');
    },
    'error.authorisation': () => {
      throw new Error('unused');
    },
    'done.countdown': ({ effects }) => stepCountdownToEnd(() => expect(effects.onClose).not.toHaveBeenCalled()),
    'error.countdown': () => {
      throw new Error('unused: the countdown never fails');
    },
  },
});
