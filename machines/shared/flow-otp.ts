/**
 * What the OTP steps of the flows (redemption, Switch, STP, SWP) and of the plan changes share
 * (001 §8, §9): the resend wait and the text of a failed transaction the server did not explain.
 */

/** 001 §9 "Flow and plan OTP resend wait: 60 seconds". */
export const FLOW_OTP_RESEND_SECONDS = 60;

/** 001 §8: placing or confirming a flow's order, or requesting a plan change, failed without a server message. */
export const TRANSACTION_FAILED_DEFAULT = 'An error occurred during the transaction. Please try again.';
