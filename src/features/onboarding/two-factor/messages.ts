/** Texts of Two Factor Authentication. Quoted spec texts (001 §2.10, §8) are verbatim. */
export const twoFactorMessages = {
  title: 'Two Factor Authentication',
  intro: 'Confirm your nominee details with the code we sent to your e-mail.',
  sentTo: 'Enter the 6-digit code sent to',
  loading: 'Loading your nominee details…',
  back: 'Back to Nominee Details',
  failureTitle: 'The code was not accepted',
  failed: 'OTP validation failed, please request a new one or contact support.',
  resendFailureTitle: 'No new code was sent',
  resendFailed: 'Failed to resend OTP. Please try again.',
  missingTitle: 'Nominee details needed',
  missing: 'No nominee data found. Please go back and submit nominee details first.',
  unreadable: 'There was an error loading your nominee data. Please go back and try again.',
} as const;
