import { describe, expect, it } from 'vitest';
import {
  highlightedSection,
  isVerificationActive,
  mandateRegistrationStatus,
  maskAccountNumber,
  needsStatementRetry,
  type VerificationState,
} from '../../../domain/verification/verification';

const base: VerificationState = {
  active: false,
  regStatus: 'ACTIVE',
  mandateStatus: 'ACTIVE',
  approvalStatus: 'ACTIVE',
  chequeUpload: null,
  actionButton: null,
};

describe('highlightedSection (000 §4.4)', () => {
  it('is the registration while it is FAILED or IN_PROGRESS, whatever else holds', () => {
    for (const regStatus of ['FAILED', 'IN_PROGRESS'] as const) {
      expect(
        highlightedSection({
          ...base,
          regStatus,
          mandateStatus: 'FAILED',
          approvalStatus: 'FAILED',
          actionButton: 'AUTHORIZE',
        }),
      ).toBe('registration');
    }
  });

  it('is the mandate when registration is ACTIVE, the action AUTHORIZE and the mandate IN_PROGRESS or FAILED', () => {
    for (const mandateStatus of ['FAILED', 'IN_PROGRESS'] as const) {
      expect(highlightedSection({ ...base, mandateStatus, actionButton: 'AUTHORIZE' })).toBe('mandate');
      // Before the approval, even when both qualify.
      expect(highlightedSection({ ...base, mandateStatus, approvalStatus: 'FAILED', actionButton: 'AUTHORIZE' })).toBe(
        'mandate',
      );
    }
  });

  it('is not the mandate for another action, nor for an ACTIVE mandate', () => {
    expect(highlightedSection({ ...base, mandateStatus: 'IN_PROGRESS', actionButton: 'RETRY' })).toBeNull();
    expect(highlightedSection({ ...base, mandateStatus: 'IN_PROGRESS', actionButton: 'RESEND' })).toBeNull();
    expect(highlightedSection({ ...base, actionButton: 'AUTHORIZE' })).toBeNull();
  });

  it('is the approval when registration is ACTIVE and approval FAILED or IN_PROGRESS', () => {
    expect(highlightedSection({ ...base, approvalStatus: 'FAILED' })).toBe('approval');
    expect(highlightedSection({ ...base, approvalStatus: 'IN_PROGRESS', actionButton: 'RETRY' })).toBe('approval');
  });

  it('is nothing when everything is ACTIVE', () => {
    expect(highlightedSection(base)).toBeNull();
  });
});

describe('the other rules', () => {
  it('maps the return statuses to the registration statuses the server takes', () => {
    expect(mandateRegistrationStatus('success')).toBe('MANDATE_REGISTRATION_COMPLETED');
    expect(mandateRegistrationStatus('cancel')).toBe('MANDATE_REGISTRATION_CANCELLED');
    expect(mandateRegistrationStatus('failure')).toBe('MANDATE_REGISTRATION_FAILED');
  });

  it('shows the Statement Upload row only for RETRY', () => {
    expect(needsStatementRetry({ chequeUpload: 'RETRY' })).toBe(true);
    for (const chequeUpload of [null, 'UPLOADED', 'retry']) expect(needsStatementRetry({ chequeUpload })).toBe(false);
  });

  it('is active only with registration, mandate and ELOG all ACTIVE', () => {
    expect(isVerificationActive(base)).toBe(true);
    expect(isVerificationActive({ ...base, mandateStatus: 'IN_PROGRESS' })).toBe(false);
    expect(isVerificationActive({ ...base, approvalStatus: 'FAILED' })).toBe(false);
  });

  it('masks all but the last four digits of an account number', () => {
    expect(maskAccountNumber('50100123456789')).toBe('XXXXXXXXXX6789');
    expect(maskAccountNumber('1234')).toBe('1234');
    expect(maskAccountNumber('')).toBe('');
  });
});
