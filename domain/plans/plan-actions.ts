/**
 * 001 §4.5: when Skip and Cancel are offered on a plan card. The server refuses the same
 * requests (409), so a disabled action is refused however it is sent.
 */
import type { components } from '../contract/user';

export type PlanStatus = components['schemas']['PlanStatus'];

export interface PlanActionState {
  status: PlanStatus;
  /** SWP beans have no pausing fields: they are never skipped. */
  pausedCount?: number;
  pauseEnabled?: boolean;
  cancelEnabled: boolean;
}

/**
 * 001 §4.5 "Skip is disabled when status is CANCEL_INITIATED or PAUSED, when the paused count
 * has reached the pause modification count, or when pausing is not enabled."
 */
export function isSkipDisabled(plan: PlanActionState, pauseModCount: number): boolean {
  return (
    plan.status === 'CANCEL_INITIATED' ||
    plan.status === 'PAUSED' ||
    (plan.pausedCount ?? 0) >= pauseModCount ||
    plan.pauseEnabled !== true
  );
}

/** 001 §4.5 "Cancel is disabled when status is CANCEL_INITIATED or cancelling is not enabled." */
export function isCancelDisabled(plan: PlanActionState): boolean {
  return plan.status === 'CANCEL_INITIATED' || !plan.cancelEnabled;
}
