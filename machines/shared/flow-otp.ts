/**
 * What the OTP steps of the flows (redemption, Switch, STP, SWP) and of the plan changes share
 * (001 §8, §9): the resend wait, the text of a failed transaction the server did not explain,
 * what the server said about the code when the same order was placed again, and whether a
 * refused code may be typed again.
 */
import { serverCodeOf } from './server-message';

/** 001 §9 "Flow and plan OTP resend wait: 60 seconds". */
export const FLOW_OTP_RESEND_SECONDS = 60;

/** 001 §8: placing or confirming a flow's order, or requesting a plan change, failed without a server message. */
export const TRANSACTION_FAILED_DEFAULT = 'An error occurred during the transaction. Please try again.';

/**
 * What the server said about the code of a placed order (the contract's PlacedOrder `otp`): SENT
 * now, or STILL_VALID when the same order was placed again within 10 minutes and the code sent
 * then still confirms it (nothing was sent).
 */
export type OtpNotice = 'SENT' | 'STILL_VALID';

/** The error code of a wrong code the server will still let the investor correct (422, 'N attempts left'). */
const WRONG_CODE_ATTEMPTS_LEFT = 'OTP_INVALID';

/**
 * A refused code may be typed again: the server said it was wrong and attempts remain. The
 * last wrong attempt, an expired or replaced code and every other failure may not.
 */
export function hasAttemptsLeft(error: unknown): boolean {
  return serverCodeOf(error) === WRONG_CODE_ATTEMPTS_LEFT;
}
