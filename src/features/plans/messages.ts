/**
 * Every text My Investments shows (001 §2.16, §4.5, §5, §8). Quoted spec texts are verbatim;
 * screens and tests both read them from here.
 */
import { CANCEL_REASON_REQUIRED } from '../../../domain/plans/cancel-reasons';
import { DAILY_STP_RUNS } from '../../../domain/transfer-wizards';
import type { PlanTransaction, PlanType } from '../../../machines/plan-change.machine';
import { PLAN_CHANGE_FAILED } from '../../../machines/plan-change.machine';
import { TRANSACTION_FAILED_DEFAULT } from '../../../machines/shared/flow-otp';

export const PLAN_TABS: readonly PlanType[] = ['SIP', 'STP', 'SWP'];

export const myInvestmentsMessages = {
  pageTitle: 'My Investments',
  tabsLabel: 'Plan type',
  title: (tab: PlanType) => `${tab} Investments`,
  empty: (tab: PlanType) =>
    `At the moment, there are no investments available under ${tab}. Please check back later or explore other options.`,
  loading: 'Loading your plans…',
  loadingScheme: 'Loading scheme…',
  from: 'From:',
  to: 'To:',
  amount: 'Amount',
  dueDate: 'Due date',
  /** 001 §2.16 "'Due in N days.'", with the singular for one day. */
  dueIn: (days: number) => `Due in ${days} ${days === 1 ? 'day' : 'days'}.`,
  skip: 'Skip',
  cancel: 'Cancel',
  actionsLabel: (scheme: string) => `Actions for ${scheme}`,
  /** Beyond the spec (issue 15): the SIP's step-up on its card. */
  nextInstalment: 'Next installment',
  stepUp: 'Yearly step-up',
  stepUpAmount: (value: string, cap: string) => `+${value} a year, up to ${cap}`,
  stepUpPercentage: (percent: string, cap: string) => `+${percent}% a year, up to ${cap}`,
  stepUpFrom: (date: string) => `next from ${date}`,
  /** Beyond the spec (issue 26): a daily STP has no number of instalments and no end date. */
  perInstalment: (amount: string) => `${amount} per instalment`,
  dailyStp: `Runs ${DAILY_STP_RUNS}.`,
} as const;

/** 001 §4.5 plan statuses: the display word; any other status shows as it came. */
export const PLAN_STATUS_LABELS: Readonly<Record<string, string>> = {
  ACTIVE: 'Active',
  PENDING_CONFIRMATION: 'Pending',
  CANCEL_INITIATED: 'Cancelling',
  PAUSED: 'Skipped',
  CANCELLED: 'Cancelled',
  INACTIVE: 'Inactive',
};

export const planChangeMessages = {
  title: (type: PlanType, transaction: PlanTransaction) =>
    transaction === 'PAUSE' ? `Skip ${type} installment` : `Cancel ${type}`,
  closeLabel: 'Close this window',
  skipQuestion: 'Are you sure you want to skip the next installment?',
  sipCancelQuestion: 'Choose the reason to cancel the SIP?',
  cancelQuestion: (type: PlanType) => `Are you sure you want to cancel the ${type}?`,
  reasonRequired: CANCEL_REASON_REQUIRED,
  skip: 'Skip',
  proceed: 'Proceed',
  close: 'Close',
  codeForm: 'Verify the change',
  codePrompt: 'Please enter the 6-digit OTP sent to',
  back: 'Back',
  skipped: (type: PlanType) => `${type} Skipped`,
  cancelled: (type: PlanType) => `${type} Cancelled`,
  skippedBody: 'Your next installment will not be debited. The installments after it continue as before.',
  cancelledBody: (type: PlanType) => `Your ${type} is being cancelled. No further installments will be processed.`,
  reference: 'Order reference',
  done: 'Done',
  failedHeading: 'failed !',
  requestFailed: TRANSACTION_FAILED_DEFAULT,
  changeFailed: PLAN_CHANGE_FAILED,
} as const;
