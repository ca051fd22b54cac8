/**
 * Every text of the redemption dialog. Quoted spec texts (001 §2.13, §5, §8) are verbatim;
 * screens and tests both read them from here.
 */
import { REDEMPTION_MESSAGES } from '../../../domain/redemption';
import { TRANSACTION_FAILED_DEFAULT } from '../../../machines/shared/flow-otp';

export const redemptionMessages = {
  title: (schemeName: string) => `Redeem ${schemeName}`,
  close: 'Close redemption',
  steps: { folio: 'FOLIO', details: 'DETAILS', otp: 'OTP' },
  trail: 'Redemption steps',
} as const;

export const folioStepMessages = {
  legend: 'Choose a folio',
  folio: (folio: string) => `Folio ${folio}`,
  currentValue: (value: string) => `Current value ${value}`,
  units: (units: string) => `${units} units`,
  locked: 'Locked',
  lockedHint: 'Every unit in this folio is still under lock-in.',
  available: (value: string) => `Available ${value}`,
  partlyLocked: (locked: string) => `${locked} still under lock-in`,
  /** Beyond the spec (issue 26): units held for redemptions, switches and instalments not yet settled. */
  promised: (units: string) => `${units} units promised to orders in progress`,
  allPromised: 'Every free unit is promised to orders in progress.',
  chooseFolio: REDEMPTION_MESSAGES.chooseFolio,
  redeem: 'Redeem',
} as const;

export const detailsStepMessages = {
  formLabel: 'Redemption details',
  folio: (folio: string) => `Folio ${folio}`,
  freeUnits: (units: string) => `Units you can redeem: ${units}`,
  redeemAll: 'Redeem all units',
  units: 'Units',
  allUnits: 'All free units',
  unitsHint: (minimum: string, maximum: string | null) =>
    maximum === null ? `Whole units, at least ${minimum}` : `Whole units, at least ${minimum} and at most ${maximum}`,
  insufficient: REDEMPTION_MESSAGES.insufficient,
  back: 'Back',
  submit: 'Submit',
} as const;

export const otpStepMessages = {
  heading: 'Confirm your redemption',
  /** 001 §5 Flow OTP prompt, followed by the masked e-mail. */
  sentTo: (maskedEmail: string) => `Please enter the 6-digit OTP sent to ${maskedEmail}`,
  /** The same redemption requested again within 10 minutes: no new code was sent (codeEntryMessages.stillValid). */
  askedEarlier: 'You asked for this redemption',
  otpRequired: 'Please enter the OTP.',
  otpLength: 'The OTP has 6 characters.',
  back: 'Back',
  processing: 'Processing...',
} as const;

export const resultMessages = {
  successHeading: 'Redemption placed',
  successBody:
    'Your redemption is confirmed and has gone to the fund house. It is paid at the NAV of its cut-off; the units leave your folio once that NAV is published.',
  orderStatus: 'View in Order Status',
  done: 'Done',
  errorHeading: 'failed !',
  fallback: TRANSACTION_FAILED_DEFAULT,
  close: 'Close',
  retry: 'Retry',
} as const;
