/**
 * What the Switch, STP and SWP wizard machines share besides their children: the OTP resend
 * wait, the chosen target, the Confirm step's outcome and the failure texts of 001 §8.
 */

/** 001 §9 "Flow and plan OTP resend wait: 60 seconds". */
export const TRANSFER_RESEND_SECONDS = 60;

/** 001 §8: placement and confirmation failures without a server message. */
export const TRANSFER_FAILED_DEFAULT = 'An error occurred during the transaction. Please try again.';

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

/** The server's message (error body `message`), else `fallback`. */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'body' in error) {
    const body = (error as { body: unknown }).body;
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const { message } = body as { message: unknown };
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
  }
  return fallback;
}

export const transferFailure = (error: unknown) => serverMessageOr(error, TRANSFER_FAILED_DEFAULT);

export const SUCCESS_OUTCOME: TransferOutcome = { workFlow: 'SUCCESS', errorMessage: null };

export const failedOutcome = (error: unknown): TransferOutcome => ({
  workFlow: 'FAILED',
  errorMessage: transferFailure(error),
});
