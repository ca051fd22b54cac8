import { describe, expect, it } from 'vitest';
import { cancelReasonLabel, SIP_CANCEL_REASONS } from '../../../domain/plans/cancel-reasons';

describe('SIP cancel reasons (001 §3)', () => {
  it('lists the five reasons in the spec order, with their labels', () => {
    expect(SIP_CANCEL_REASONS.map((reason) => reason.code)).toEqual(['GA', 'IDIE', 'NCMV', 'SNP', 'OTH']);
    expect(cancelReasonLabel('IDIE')).toBe('I have decided to invest elsewhere');
    expect(cancelReasonLabel('OTH')).toBe('Others');
  });
});
