/**
 * Texts of sign-up, mobile verification, sign-in and password reset. Quoted spec texts
 * (001 §2.3, §4.1, §5, §8; 000 §8) are verbatim; the rest is ours.
 */
import { authMessages } from '../../../domain/auth';
import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  PHONE_INVALID_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
} from '../../../domain/fields';

/** The form rules' messages live with the rules (domain/fields, domain/auth); screens and tests read them here. */
export const validationMessages = {
  ...authMessages,
  emailRequired: EMAIL_REQUIRED_MESSAGE,
  emailInvalid: EMAIL_INVALID_MESSAGE,
  phoneRequired: PHONE_REQUIRED_MESSAGE,
  phoneDigits: PHONE_INVALID_MESSAGE,
  otpLength: 'Enter all 6 digits of the OTP.',
} as const;

export const signInMessages = {
  title: 'Sign In',
  intro: 'Sign in to invest, track your portfolio and manage your plans.',
  /** Banners chosen by the `message` search parameter (001 §2.3). */
  banners: {
    userCreated: 'Thank you for completing the verification! Please log in to continue.',
    createUser: 'Please complete your onboarding process by logging in.',
    linkFailed: 'Invalid session, please sign in to continue.',
  },
  /** `error=Expired` after a session ran out (000 §8). */
  expired: 'Token Expired',
  email: 'Email',
  password: 'Password',
  submit: 'Sign In',
  submitting: 'Signing in…',
  forgotPassword: 'Forgot Password?',
  noAccount: 'New to investing with us?',
  signUpLink: 'Create an account',
  failureTitle: 'Sign-in failed',
  /** 000 §8, for wrong e-mail or password. */
  invalidCredentials: 'Invalid username/password combination',
  unreachable: 'We could not reach the sign-in service. Please check your connection and try again.',
  sendingCode: 'Your phone number is not verified yet. Sending you a new code…',
} as const;

export const signUpMessages = {
  title: 'Sign Up',
  intro: 'Create your account with your e-mail, mobile number and a password.',
  email: 'Email',
  phone: 'Phone Number',
  phoneDescription: 'Indian mobile number, 10 digits. We send a code to +91 and this number.',
  phonePrefix: '+91',
  password: 'Password',
  passwordDescription:
    'At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character.',
  termsBefore: 'I agree to the',
  termsOfUse: 'Terms of Use',
  termsAnd: 'and',
  privacyPolicy: 'Privacy Policy',
  closeDocument: 'Close',
  submit: 'Sign Up',
  submitting: 'Creating your account…',
  haveAccount: 'Already have an account?',
  signInLink: 'Sign In',
  checkingAccount: 'Checking your account…',
  sendingCode: 'Sending a new code to your phone…',
  failureTitle: 'Sign-up failed',
  /** 001 §4.1, verbatim. */
  alreadyRegistered: 'It looks like you already have an account with us! Please log in to continue.',
  unreachable: 'We could not reach the sign-up service. Please check your connection and try again.',
} as const;

export const mobileVerificationMessages = {
  title: 'Mobile Verification',
  intro: 'Enter the 6-digit code we sent by SMS to your mobile number.',
  account: 'Account',
  code: 'OTP',
  submit: 'Verify',
  submitting: 'Verifying…',
  resend: 'Resend OTP',
  resending: 'Sending…',
  /** `m:ss` filled in by the screen (001 §9 "shown as minutes:seconds"). */
  resendIn: (time: string) => `Resend OTP in ${time}`,
  resent: 'A new code is on its way.',
  resendFailed: 'We could not send a new code.',
  failureTitle: 'Verification failed',
  /** 001 §8 default when the server gives no message. */
  failed: 'OTP validation failed, please request a new one or contact support.',
  noEmailTitle: 'Nothing to verify yet',
  noEmail: 'We do not know which account to verify. Sign up, or sign in to get a new code.',
  signUpLink: 'Sign Up',
  signInLink: 'Sign In',
} as const;

export const passwordResetMessages = {
  resetTitle: 'Reset Password',
  resetIntro: 'Enter the e-mail address of your account and we will e-mail you a code to set a new password.',
  email: 'Email',
  sendCode: 'Send Code',
  sendingCode: 'Sending…',
  backToSignIn: 'Back to Sign In',
  failureTitle: 'Password reset failed',
  unreachable: 'We could not reach the sign-in service. Please check your connection and try again.',
  newTitle: 'New Password',
  newIntro: (email: string) => `Enter the code we e-mailed to ${email} and choose a new password.`,
  /** 001 §8 "if the e-mail is missing a prompt to enter it is set". */
  emailPrompt: 'Enter the e-mail address of your account to set a new password.',
  code: 'OTP',
  codeDescription: 'The code from the e-mail, up to 6 characters.',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  submit: 'Set New Password',
  submitting: 'Saving…',
  resend: 'Resend OTP',
  resending: 'Sending…',
  resendIn: (seconds: number) => `Resend OTP in ${seconds} s`,
  resendFailed: 'We could not send a new code.',
  successTitle: 'Password changed',
  success: 'Your password has been changed. Sign in with your new password.',
  /** 001 §2.5, verbatim. */
  backToLogin: 'Back to Login',
} as const;
