/**
 * Every text of the order modal and the mandate modal. Quoted spec texts (000 §2.6, §4.3, §5,
 * §8) are verbatim; screens and tests both read them from here.
 */

import { sipMessages } from '../../../domain/sip-dates';
import { ORDER_FAILED_DEFAULT, type OrderType } from '../../../machines/order.machine';
import { upiMessages } from '../../../machines/upi-payment.machine';

export const orderTitles: Record<OrderType, string> = { LUMP_SUM: 'One-Time', SIP: 'SIP' };

export const orderModalMessages = {
  closeOrder: 'Close order',
} as const;

export const amountFormMessages = {
  formLabel: 'Order amount',
  amount: 'Amount (₹)',
  amountLimits: (min: string, max: string) => `Minimum ${min}, maximum ${max}`,
  quickAddGroup: 'Add to the amount',
  quickAdd: (lakhs: number) => `+${lakhs} lakh`,
  sipDate: 'SIP date',
  chooseSipDay: 'Choose the SIP day',
  noSipDay: 'Choose a day',
  dayGrid: 'Day of the month',
  dayUnavailable: (day: number) => `${day} (not available)`,
  update: 'UPDATE',
  firstInstalment: (date: string) => `First instalment on ${date}`,
  frequency: 'Frequency: Monthly',
  consent:
    'I have read the scheme documents and authorise the monthly instalments to be debited through my autopay mandate.',
  invest: 'Invest',
  /** Beyond the spec (issue 15): the SIP's optional yearly step-up. */
  stepUp: 'Step up my SIP every year',
  stepUpHint: 'Each year the instalment rises by a fixed amount or a percentage, up to the cap you set.',
  stepUpType: 'Step-up by',
  stepUpByAmount: 'Amount',
  stepUpByPercentage: 'Percentage',
  stepUpAmount: 'Yearly rise (₹)',
  stepUpPercentage: 'Yearly rise (%)',
  stepUpCap: 'Maximum instalment (₹)',
  startDateRequired: sipMessages.startDateRequired,
  consentRequired: sipMessages.consentRequired,
} as const;

export const otpMessages = {
  heading: 'Verify your order',
  sentTo: (maskedEmail: string) => `Enter the OTP sent to ${maskedEmail}`,
  /** Invest pressed again for the same order within 10 minutes: no new code was sent (codeEntryMessages.stillValid). */
  placedEarlier: 'You placed this order',
  otpRequired: 'Please enter the OTP.',
  otpLength: 'The OTP has 6 characters.',
  previous: 'Previous',
} as const;

export const processingMessages = {
  processing: 'Processing...',
} as const;

export const failureMessages = {
  heading: 'failed !',
  fallback: ORDER_FAILED_DEFAULT,
  close: 'Close',
  retry: 'Retry',
  viewDetails: 'view details',
} as const;

export const paymentChoiceMessages = {
  heading: 'Choose a payment method',
  orderId: (orderId: string) => `Order ID ${orderId}`,
  upi: 'UPI Payment',
  netBanking: 'Net Banking',
} as const;

/** Beyond the spec (issue 29): the amount and the order's reference on the payment steps. */
export const paymentSummaryMessages = {
  summary: (amount: string, reference: string) => `${amount} for order ${reference}`,
} as const;

export const upiDialogMessages = {
  heading: 'UPI Payment',
  orderId: 'Order ID',
  upiId: 'UPI ID',
  upiIdPlaceholder: 'name@bank',
  hint: 'Please use the UPI ID linked to your registered bank account',
  proceed: 'Proceed',
  processing: 'Processing...',
  approve: 'Approve the payment request in your UPI app. We are checking its status.',
  /** Beyond the spec (issue 29): the time left of the 180 s wait, as m:ss. */
  timeLeft: (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')} left to approve`,
  close: 'Close',
  exception: upiMessages.exception,
  timeout: upiMessages.timeout,
} as const;

export const netBankingMessages = {
  heading: 'Net Banking',
  connecting: 'Opening your bank’s page…',
  back: 'Choose another method',
  close: 'Close',
} as const;

/** On the fund page once the bank's page has opened and the modal closed (000 §4.3 net banking). */
export const bankPaymentNoticeMessages = {
  title: 'Finish your payment in the bank’s window',
  body: (reference: string) =>
    `Order ${reference} is waiting for your payment. Complete it in the window with your bank’s page; once paid, the order is processed and you can follow it in `,
  link: 'Order Status',
  dismiss: 'Dismiss',
} as const;

export const paidMessages = {
  heading: 'Payment Successful!',
  body: 'Your payment has been received. You can follow the order in Order Status.',
  close: 'Close',
  done: 'Done',
} as const;

export const sipRegisteredMessages = {
  heading: 'SIP Registered!',
  body: (amount: string, day: string, first: string) =>
    `Your SIP of ${amount} on the ${day} is registered. Your autopay mandate pays each instalment; the first on ${first}.`,
  close: 'Close',
  done: 'Done',
} as const;

export const mandateModalMessages = {
  title: 'Order Placement failed !',
  approvalPending: 'Mandate approval is still pending; please try again later.',
  lumpSumNotReady: 'Please complete the UCC, ELOG and nominee authentication before placing a lumpsum order.',
  /** 'Mandate not approved, Click here to activate your autopay .' with the link in the middle. */
  notApprovedBefore: 'Mandate not approved, ',
  notApprovedLink: 'Click here to activate your autopay',
  notApprovedAfter: ' .',
  close: 'Close',
} as const;
