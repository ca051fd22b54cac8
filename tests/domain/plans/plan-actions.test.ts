import { describe, expect, it } from 'vitest';
import { isCancelDisabled, isSkipDisabled, type PlanActionState } from '../../../domain/plans/plan-actions';

const active: PlanActionState = { status: 'ACTIVE', pausedCount: 0, pauseEnabled: true, cancelEnabled: true };

describe('isSkipDisabled (001 §4.5)', () => {
  it('offers Skip on an ACTIVE plan that may still pause', () => {
    expect(isSkipDisabled(active, 2)).toBe(false);
    expect(isSkipDisabled({ ...active, pausedCount: 1 }, 2)).toBe(false);
  });

  it('disables Skip while cancelling or skipped, once the skips reach the count, or when pausing is off', () => {
    expect(isSkipDisabled({ ...active, status: 'CANCEL_INITIATED' }, 2)).toBe(true);
    expect(isSkipDisabled({ ...active, status: 'PAUSED' }, 2)).toBe(true);
    expect(isSkipDisabled({ ...active, pausedCount: 2 }, 2)).toBe(true);
    expect(isSkipDisabled(active, 0)).toBe(true);
    expect(isSkipDisabled({ ...active, pauseEnabled: false }, 2)).toBe(true);
    expect(isSkipDisabled({ status: 'ACTIVE', cancelEnabled: true }, 2)).toBe(true);
  });
});

describe('isCancelDisabled (001 §4.5)', () => {
  it('disables Cancel while cancelling or when cancelling is off', () => {
    expect(isCancelDisabled(active)).toBe(false);
    expect(isCancelDisabled({ ...active, status: 'PAUSED' })).toBe(false);
    expect(isCancelDisabled({ ...active, status: 'CANCEL_INITIATED' })).toBe(true);
    expect(isCancelDisabled({ ...active, cancelEnabled: false })).toBe(true);
  });
});
