/**
 * What the Switch, STP and SWP wizard machines share besides their steps and children: the
 * chosen target, the Confirm step's outcome and the failure texts of 001 §8.
 */
import { TRANSACTION_FAILED_DEFAULT } from './flow-otp';
import { serverMessageOr } from './server-message';

/** 001 §8: a failed resend without a server message. */
export const TRANSFER_RESEND_FAILED_DEFAULT = 'An error occurred during the resent otp. Please try again.';

/** 001 §3 "target {schemeName, fundId}". */
export interface TransferTarget {
  fundId: string;
  schemeName: string;
}

/** 001 §3 "outcome {workFlow SUCCESS or FAILED, errorMessage}". */
export interface TransferOutcome {
  workFlow: 'SUCCESS' | 'FAILED';
  errorMessage: string | null;
}

export const transferFailure = (error: unknown) => serverMessageOr(error, TRANSACTION_FAILED_DEFAULT);

export const SUCCESS_OUTCOME: TransferOutcome = { workFlow: 'SUCCESS', errorMessage: null };

export const failedOutcome = (error: unknown): TransferOutcome => ({
  workFlow: 'FAILED',
  errorMessage: transferFailure(error),
});
