/** Texts of Email Verification. Quoted spec texts (001 §2.12, §8) are verbatim. */
export const emailMessages = {
  title: 'Email Verification',
  intro: 'Confirm your e-mail address with the code we sent to it.',
  sentTo: 'Enter the 6-digit code sent to',
  sending: 'Sending the code to your e-mail…',
  sendFailedTitle: 'The code was not sent',
  sendFailed: 'We could not send the code. Please try again.',
  sendAgain: 'Send OTP',
  failureTitle: 'The code was not accepted',
  failed: 'OTP verification failed. Please resend the OTP or contact customer service.',
  resendFailureTitle: 'No new code was sent',
  resendFailed: 'We could not send a new code. Please try again.',
  successTitle: 'Email verified',
  success:
    'Your e-mail address is verified. Proceed to complete your registration on the exchange’s page, which opens in a new tab.',
  proceed: 'Proceed',
  noAuthUrlTitle: 'No link to the exchange’s page',
  noAuthUrl: 'Authentication URL not received. Please try again or contact support.',
  popupBlocked: 'Popup was blocked. Please allow popups for this site and try again.',
} as const;
