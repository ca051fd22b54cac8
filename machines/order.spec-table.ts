/**
 * The order modal's transitions as 000 §2.6, §4.3, §5 and §8 give them (the oracle the machine
 * and its suites are held to: machines/model/spec-table.ts).
 */
import type { SpecTable } from './model/spec-table';

export const orderSpecTable: SpecTable = {
  machine: 'order',
  rows: [
    ['', 'dialog.close', 'amountForm', '000 §4.3', 'Close resets; closing the UPI dialog clears polling and the form'],
    ['', 'orderType.changed', 'amountForm', '000 §4.3', 'The modal resets when the action type changes'],
    ['amountForm', 'amount.changed', null, '000 §5', 'Order amount: digits only (non-digits stripped while typing)'],
    [
      'amountForm',
      'amount.added',
      null,
      '000 §2.6',
      'quick-add buttons +1 lakh, +2 lakh, +5 lakh, added to the current amount',
    ],
    ['amountForm', 'sipDay.changed', null, '000 §2.6, §5', 'SIP start-day picker: only 1 to 28 selectable'],
    ['amountForm', 'consent.changed', null, '000 §2.6, §5', "SIP consent checkbox ('You must provide consent')"],
    ['amountForm', 'stepUp.changed', null, 'beyond spec', 'an optional yearly step-up of a SIP (issue 15)'],
    ['amountForm', 'order.invest[isFormComplete]', 'placing', '000 §4.3', 'Amount form -> Invest -> order placed'],
    [
      'amountForm',
      'order.invest[else]',
      null,
      '000 §5',
      "the amount's limits, 'Please select a start date .', 'You must provide consent'",
    ],
    ['placing', 'done.placeOrder', 'otpEntry', '000 §4.3', 'order placed (returns orderId) -> OTP step'],
    ['placing', 'error.placeOrder', 'failure', '000 §4.3, §8', 'Error at order ... shows the failure panel'],
    ['otpEntry', 'step.previous', 'amountForm', '000 §4.3', 'Previous on the OTP step returns to the form'],
    ['otpEntry', 'code.refused', 'failure', '000 §4.3, §8', 'Error at ... confirm ... shows the failure panel'],
    ['otpEntry', 'otp.resendFailed', 'failure', '000 §4.3, §8', 'Error at ... resend shows the failure panel'],
    [
      'otpEntry',
      'done.codeEntry[isSipOrder]',
      'sipRegistered',
      'beyond spec',
      "a SIP is paid by its approved mandate (000 §6): 'SIP Registered!', no payment choice",
    ],
    [
      'otpEntry',
      'done.codeEntry[else]',
      'paymentChoice',
      '000 §4.3',
      'Verify -> confirm order -> payment method choice',
    ],
    ['failure', 'order.retry', 'placing', '000 §4.3', 'Retry resubmits the order'],
    ['failure', 'orderStatus.view', 'amountForm', '000 §2.6', "'view details' (goes to /orderstatus)"],
    ['paymentChoice', 'payment.upiChosen', 'upi', '000 §2.6, §4.3', 'payment method choice -> UPI or net banking'],
    [
      'paymentChoice',
      'payment.netBankingChosen',
      'netBanking',
      '000 §2.6, §4.3',
      'payment method choice -> UPI or net banking',
    ],
    ['upi', 'done.upiPayment', 'paid', '000 §2.6, §4.3', "poll status '100' means success -> 'Payment Successful!'"],
    [
      'netBanking',
      'step.previous',
      'paymentChoice',
      'beyond spec',
      'after the gateway refused, another payment method can be chosen',
    ],
    [
      'netBanking',
      'done.netBanking',
      'amountForm',
      '000 §4.3',
      "statuscode '100' opens a new window with the returned page content and closes the modal",
    ],
    [
      'sipRegistered',
      'dialog.close',
      'amountForm',
      'beyond spec',
      'a registered SIP is a success: Done goes to Order Status, as after a payment',
    ],
    ['paid', 'dialog.close', 'amountForm', '000 §4.3', 'Done or Close after success goes to /orderstatus'],
  ],
};
