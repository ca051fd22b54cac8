/**
 * Every text of the Switch, STP and SWP wizards. Quoted spec texts (001 §2.15, §5, §8) are
 * verbatim; screens and tests both read them from here.
 */
import { DAILY_STP_RUNS, transferMessages } from '../../../domain/transfer-wizards';
import { TRANSACTION_FAILED_DEFAULT } from '../../../machines/shared/flow-otp';
import { TRANSFER_RESEND_FAILED_DEFAULT } from '../../../machines/shared/transfer-wizard';

export type WizardKind = 'SWITCH' | 'STP' | 'SWP';

export const wizardTitles: Record<WizardKind, string> = {
  SWITCH: 'Switch Funds',
  STP: 'Systematic Transfer Plan',
  SWP: 'Systematic Withdrawal Plan',
};

/** The flow's name inside 'Your {Switch|STP|SWP} request…'. */
export const wizardNames: Record<WizardKind, string> = { SWITCH: 'Switch', STP: 'STP', SWP: 'SWP' };

export const frameMessages = {
  step: (n: number, of: number) => `STEP ${n} / ${of}`,
  back: 'Back to portfolio',
  portfolio: 'Portfolio',
  needHelp: 'Need Help?',
  stepsLabel: 'Steps',
} as const;

export const exitMessages = {
  title: 'Confirm Exit..!!!',
  body: 'You are about to exit this page. Are you sure you want to proceed?',
  cancel: 'Cancel',
  ok: 'Ok',
} as const;

export const helpMessages = {
  title: 'Need Help?',
  intro: (flow: string) => `Having trouble with your ${flow}? Our support team is here to help.`,
  steps: 'Choose a folio, enter the amount, pick where it goes, review, and confirm with the OTP e-mailed to you.',
  call: (phone: string) => `Call us on ${phone}`,
  mail: (email: string) => `Write to us at ${email}`,
  close: 'Close',
} as const;

export const summaryMessages = {
  label: 'Summary',
  from: 'From scheme',
  folio: 'Folio No',
  total: 'Total Amount',
  selected: 'Selected Amount',
  frequency: 'Frequency',
  stpDate: 'STP Date',
  swpDate: 'SWP Date',
  instalments: 'No of Installment',
  to: 'To scheme',
  minAmount: 'Min Amount',
  none: '—',
} as const;

export const folioMessages = {
  heading: 'Select a folio',
  legend: 'Folios',
  folio: (folio: string) => `Folio ${folio}`,
  locked: 'Locked',
  partlyLocked: (amount: string) => `${amount} free of lock-in`,
  /** Beyond the spec (issue 26): units held for redemptions, switches and instalments not yet settled. */
  promised: (amount: string) => `${amount} free; the rest is promised to orders in progress`,
  allPromised: 'Every free unit is promised to orders in progress.',
  none: 'No folio of this scheme can be used here.',
  selectFolio: transferMessages.selectFolio,
} as const;

export const amountMessages = {
  heading: 'Amount',
  amount: 'Amount (₹)',
  /** 001 §4.4 switch-all: ticked, the investor types an amount; unticked, the folio's whole amount goes. */
  switchAll: 'Enter the amount to switch',
  /** Unticked, every free unit goes (issue 26): the amount is what they are worth at the last NAV. */
  wholeAmount: (amount: string) =>
    `Every free unit of this folio will be switched, ${amount} at the last NAV; the NAV of the day it trades decides the final amount.`,
  limits: (min: string, max: string) => `Minimum ${min}, maximum ${max}`,
  frequency: 'Frequency',
  frequencyPlaceholder: 'Choose a frequency',
  startDate: 'Start date',
  startDatePlaceholder: 'Choose a date',
  firstOn: (date: string) => `First instalment on ${date}`,
  noFrequency: 'This scheme offers no STP frequency.',
  weekday: 'Day of the week',
  weekdayPlaceholder: 'Choose a day',
  instalments: 'No of Installment',
  total: (amount: string) => `Total ${amount}`,
} as const;

/**
 * Beyond the spec (issue 26): a daily STP runs until cancelled or the folio runs out, so the
 * spec's labels ('No of Installment', 'Selected Amount', 'Total Amount') keep their words and
 * these are their values.
 */
export const dailyStpMessages = {
  instalments: 'Open-ended',
  perInstalment: (amount: string) => `${amount} per instalment`,
  runs: (amount: string) => `${amount} ${DAILY_STP_RUNS}`,
  instalmentsHint: `A daily STP has no set number of instalments: it runs ${DAILY_STP_RUNS}.`,
} as const;

export const frequencyLabels = {
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
  QUARTERLY: 'Quarterly',
} as const;

export const weekdayLabels = { 1: 'Monday', 2: 'Tuesday', 3: 'Wednesday', 4: 'Thursday', 5: 'Friday' } as const;

export const targetMessages = {
  heading: 'Select the scheme to move to',
  search: 'Search schemes',
  listLabel: 'Schemes',
  loading: 'Loading schemes…',
  more: 'Show more schemes',
  empty: 'No scheme matches.',
  switchNotAllowed: transferMessages.switchNotAllowed,
  stpNotAllowed: transferMessages.stpNotAllowed,
} as const;

export const reviewMessages = {
  heading: 'Review',
  confirm: 'Confirm',
  placing: 'Placing…',
  failureTitle: 'failed !',
  fallback: TRANSACTION_FAILED_DEFAULT,
} as const;

export const otpMessages = {
  heading: 'Verify with OTP',
  prompt: 'Please enter the 6-digit OTP sent to',
  /** The same order placed again within 10 minutes: no new code was sent (codeEntryMessages.stillValid). */
  askedEarlier: {
    SWITCH: 'You asked for this switch',
    STP: 'You asked for this STP',
    SWP: 'You asked for this SWP',
  } satisfies Record<WizardKind, string>,
  otpRequired: 'Please enter the OTP.',
  otpLength: 'The OTP has 6 characters.',
  resendFailed: TRANSFER_RESEND_FAILED_DEFAULT,
} as const;

export const confirmMessages = {
  success: 'Order successful',
  failed: 'failed !',
  processed: (flow: string, amount: string) => `Your ${flow} request for ${amount} has been successfully processed.`,
  reference: (reference: string) => `Ref: ${reference}`,
  redirecting: (seconds: number) => `Redirecting to the order status page in ${seconds} seconds`,
  clickHere: 'click here',
  cancelled: 'Redirect cancelled.',
} as const;

export const stepButtons = {
  next: 'Next',
  previous: 'Previous',
} as const;

export const heldFundMessages = {
  loading: 'Loading your holdings…',
  failed: 'Your holdings could not be loaded.',
  retry: 'Retry',
} as const;
