/** Texts of the external portfolio import (000 §2.7, §4.5, §5, §8). Quoted spec texts are verbatim. */

export const externalPortfolioTexts = {
  panTitle: 'Import your external portfolio',
  panIntro:
    'Fetch the mutual funds you hold elsewhere from MF Central with your PAN and date of birth. MF Central sends you a one-time password.',
  pan: 'PAN',
  dob: 'Date of birth',
  terms: 'I agree to share my consolidated account statement from MF Central with this app.',
  next: 'Next',
  reviewHeading: 'Check your details',
  back: 'Back',
  getOtp: 'Get OTP',
  otpHeading: 'Enter the OTP',
  otpSentTo: 'MF Central has sent an OTP, valid for 10 minutes, to your registered e-mail.',
  otpForm: 'MF Central OTP',
  /** 000 §2.7. */
  confirmTitle: 'Get Your Portfolio',
  confirmBody: 'Your statement from MF Central is ready. Fetch it to see your external holdings in your portfolio.',
  fetch: 'Get Portfolio',
  retryIn: (seconds: number) => `Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`,
  tryAgain: 'Try again',
  /** 000 §2.7. */
  noFundsTitle: 'No Funds Purchased',
  noFundsBody: (phone: string) =>
    `MF Central found no mutual funds for this PAN. If you think this is wrong, please call our support team on ${phone}.`,
  partialTitle: 'Some data is delayed',
  partialBody:
    'Some of your portfolio data is delayed from a partner. The holdings received so far are shown; refresh your portfolio later to see the rest.',
  ok: 'OK',
  close: 'Close',
} as const;
