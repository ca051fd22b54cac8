/**
 * The order modal's transitions as 000 §2.6, §4.3, §5 and §8 give them (the oracle the machine
 * and its suites are held to: machines/model/spec-table.ts).
 */
import { type PathContext, walkContextOf } from './model/path-context';
import type { SpecTable } from './model/spec-table';

/**
 * What the order form holds that decides the next step, as `<type>[+ok|+over][+consent]`: a lump
 * sum offers the quick-add buttons, a SIP the start day, consent and step-up (000 §2.6); Invest
 * goes through only with an amount within the limits (`ok`), and for a SIP the consent tick
 * (000 §5). An amount typed may be anything; a quick-add makes an empty or short amount valid and
 * leaves one over the maximum (`over`) over it. A confirmed SIP is registered, a lump sum paid. A
 * path starts with either type (the button that opened the modal); only a change of type
 * switches, and it, Close and every way back to the form start the form afresh.
 */
export const orderPathContext: PathContext = {
  initial: ['LUMP_SUM', 'SIP'],
  after: (value, step) => {
    const [type, ...held] = value.split('+');
    const amount = held.find((token) => token === 'ok' || token === 'over');
    const consent = held.includes('consent');
    const form = (nextAmount: string | undefined, nextConsent: boolean) =>
      [type, ...(nextAmount ? [nextAmount] : []), ...(nextConsent ? ['consent'] : [])].join('+');
    const complete = amount === 'ok' && (type === 'LUMP_SUM' || consent);
    const only = (wanted: string) => (type === wanted ? undefined : []);
    switch (step) {
      case 'amount.changed':
        return [form(undefined, consent), form('ok', consent), form('over', consent)];
      case 'amount.added':
        return type === 'LUMP_SUM' ? [form(amount === 'over' ? 'over' : 'ok', false)] : [];
      case 'consent.changed':
        return type === 'SIP' ? [form(amount, !consent)] : [];
      case 'sipDay.changed':
      case 'stepUp.changed':
        return only('SIP');
      case 'order.invest[isFormComplete]':
        return complete ? undefined : [];
      case 'order.invest[else]':
        return complete ? [] : undefined;
      case 'done.codeEntry[isSipOrder]':
        return only('SIP');
      case 'done.codeEntry[else]':
        return only('LUMP_SUM');
      case 'orderType.changed':
        return [type === 'SIP' ? 'LUMP_SUM' : 'SIP'];
      case 'dialog.close':
      case 'orderStatus.view':
      case 'done.netBanking':
        return [type as string];
      default:
        return undefined;
    }
  },
};

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
  infeasiblePairs: {
    // Close, a change of type and every way back to the form leave the amount empty.
    '(machine) --dialog.close--> amountForm ⇒ amountForm --order.invest[isFormComplete]--> placing':
      'Close resets the form: its amount is empty',
    '(machine) --orderType.changed--> amountForm ⇒ amountForm --order.invest[isFormComplete]--> placing':
      'the modal starts afresh for the other type: its amount is empty',
    'failure --orderStatus.view--> amountForm ⇒ amountForm --order.invest[isFormComplete]--> placing':
      "'view details' resets the form: its amount is empty",
    'netBanking --done.netBanking--> amountForm ⇒ amountForm --order.invest[isFormComplete]--> placing':
      "the modal closed for the bank's window and reset: its amount is empty",
    'paid --dialog.close--> amountForm ⇒ amountForm --order.invest[isFormComplete]--> placing':
      'Close after the payment resets the form: its amount is empty',
    'sipRegistered --dialog.close--> amountForm ⇒ amountForm --order.invest[isFormComplete]--> placing':
      'Done after the SIP resets the form: its amount is empty',
    // Invest refused changes nothing in the form, and Back returns to the form Invest took.
    'amountForm --order.invest[else]--> (no target) ⇒ amountForm --order.invest[isFormComplete]--> placing':
      'Invest just refused this form and nothing in it changed',
    'otpEntry --step.previous--> amountForm ⇒ amountForm --order.invest[else]--> (no target)':
      'Back returns to the form the order was placed with, which is whole',
    // A lump sum has the quick-add buttons, a SIP the start day, consent and step-up (000 §2.6):
    // no step goes from one to the other without a change of type.
    'amountForm --amount.added--> (no target) ⇒ amountForm --consent.changed--> (no target)':
      'quick-add is on a lump sum, consent on a SIP',
    'amountForm --amount.added--> (no target) ⇒ amountForm --sipDay.changed--> (no target)':
      'quick-add is on a lump sum, the start day on a SIP',
    'amountForm --amount.added--> (no target) ⇒ amountForm --stepUp.changed--> (no target)':
      'quick-add is on a lump sum, the step-up on a SIP',
    'amountForm --consent.changed--> (no target) ⇒ amountForm --amount.added--> (no target)':
      'consent is on a SIP, quick-add on a lump sum',
    'amountForm --sipDay.changed--> (no target) ⇒ amountForm --amount.added--> (no target)':
      'the start day is on a SIP, quick-add on a lump sum',
    'amountForm --stepUp.changed--> (no target) ⇒ amountForm --amount.added--> (no target)':
      'the step-up is on a SIP, quick-add on a lump sum',
    // Only a lump sum is paid in the modal (net banking, UPI); a registered SIP is a SIP.
    'netBanking --done.netBanking--> amountForm ⇒ amountForm --consent.changed--> (no target)':
      'a lump sum was paid: the form is a lump sum, without consent',
    'netBanking --done.netBanking--> amountForm ⇒ amountForm --sipDay.changed--> (no target)':
      'a lump sum was paid: the form is a lump sum, without a start day',
    'netBanking --done.netBanking--> amountForm ⇒ amountForm --stepUp.changed--> (no target)':
      'a lump sum was paid: the form is a lump sum, without a step-up',
    'paid --dialog.close--> amountForm ⇒ amountForm --consent.changed--> (no target)':
      'a lump sum was paid: the form is a lump sum, without consent',
    'paid --dialog.close--> amountForm ⇒ amountForm --sipDay.changed--> (no target)':
      'a lump sum was paid: the form is a lump sum, without a start day',
    'paid --dialog.close--> amountForm ⇒ amountForm --stepUp.changed--> (no target)':
      'a lump sum was paid: the form is a lump sum, without a step-up',
    'sipRegistered --dialog.close--> amountForm ⇒ amountForm --amount.added--> (no target)':
      'a SIP was registered: the form is a SIP, without quick-add',
  },
  walkContext: walkContextOf(orderPathContext),
};
