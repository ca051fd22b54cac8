/** 001 §3 "Cancel reasons (code, label)" of a SIP cancel, in the spec's order; 001 §5 its message. */
export const SIP_CANCEL_REASONS = [
  { code: 'GA', label: 'Goal Achieved' },
  { code: 'IDIE', label: 'I have decided to invest elsewhere' },
  { code: 'NCMV', label: 'Not comfortable with market volatility' },
  { code: 'SNP', label: 'Scheme not performing' },
  { code: 'OTH', label: 'Others' },
] as const;

export type SipCancelReason = (typeof SIP_CANCEL_REASONS)[number]['code'];

/** 001 §5 "My Investments: SIP cancel requires a reason". */
export const CANCEL_REASON_REQUIRED = 'Please select a reason for cancellation.';

export function cancelReasonLabel(code: SipCancelReason): string {
  return SIP_CANCEL_REASONS.find((reason) => reason.code === code)?.label ?? code;
}
