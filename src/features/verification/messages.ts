/** Texts of the verification modals. Quoted spec texts (000 §2.7, §8) are verbatim. */
import { VERIFICATION_MESSAGES } from '../../../domain/verification/verification';

export const verificationMessages = {
  ...VERIFICATION_MESSAGES,
  title: 'Account verification',
  loading: 'Checking your verification status…',
  rows: {
    registration: 'Verify',
    mandate: 'Autopay',
    approval: 'Nominee & ELOG',
    statement: 'Statement Upload',
  },
  rowHints: {
    registration: 'Your client registration with the exchange.',
    mandate: 'The autopay mandate your SIP instalments are paid through.',
    approval:
      "Authenticate your nominee declaration on the exchange's page (it opens in a new tab), then press Refresh.",
    statement: 'The exchange needs your bank statement (PDF, at most 10 MB).',
  },
  stepStatus: { ACTIVE: 'Active', FAILED: 'Failed', IN_PROGRESS: 'In progress' } as Readonly<Record<string, string>>,
  needsAttention: 'Needs your attention',
  refresh: 'Refresh',
  authorize: 'Authorize',
  tryAgain: 'Try Again',
  close: 'Close',
  working: 'Please wait…',
  goodToGoDetail: 'Your account is verified. You can invest in any fund.',
  closesIn: (seconds: number) => `This window closes in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  redirectTitle: 'Redirecting to your bank',
  redirectIn: (seconds: number) =>
    `You will be taken to your bank to authorise the autopay mandate in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  redirect: 'Redirect',
  back: 'Back',
  preparingMandate: 'Preparing your mandate…',
  statementFile: 'Bank statement (PDF)',
  /** Beyond the spec (issue 29): the file picker's prompt. */
  statementChoose: 'Choose a PDF file…',
  statementPassword: 'PDF password',
  submit: 'Submit',
  uploading: 'Uploading…',
  uploadingToExchange: 'Upload to the exchange…',
  result: {
    title: 'Autopay mandate',
    success: 'Mandate authorised',
    failed: 'Mandate failed',
    bank: 'Bank',
    account: 'Account number',
    tryAgain: 'Try again',
    done: 'Done',
  },
} as const;
