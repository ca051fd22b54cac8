/**
 * The skip/cancel modal's transitions as 001 §2.16, §4.5, §5 and §8 give them (the oracle the
 * machine and its suites are held to: machines/model/spec-table.ts).
 */
import { type PathContext, walkContextOf } from './model/path-context';
import type { SpecTable } from './model/spec-table';

/**
 * Which change the modal is about and whether its reason is chosen, as `<type> <transaction>
 * [reason]`: Skip is offered on a SIP, Cancel on every plan (001 §2.16), and only a SIP cancel asks
 * for a reason, which stays chosen (a radio cannot be un-ticked; Back keeps it) until Close resets
 * the modal. Each Skip or Cancel on a card chooses afresh.
 */
export const planChangePathContext: PathContext = {
  initial: ['closed'],
  after: (value, step) => {
    const sipCancel = value.startsWith('SIP CANCEL');
    switch (step) {
      case 'change.opened[isActionEnabled]':
        return ['SIP PAUSE', 'SIP CANCEL', 'STP CANCEL'];
      case 'reason.changed':
        return sipCancel ? ['SIP CANCEL reason'] : [];
      case 'change.submit[hasReasonIfNeeded]':
        return value === 'SIP CANCEL' ? [] : undefined;
      case 'change.submit[else]':
        return value === 'SIP CANCEL' ? undefined : [];
      case 'dialog.close':
        return ['closed'];
      default:
        return undefined;
    }
  },
};

export const planChangeSpecTable: SpecTable = {
  machine: 'planChange',
  rows: [
    [
      'closed',
      'change.opened[isActionEnabled]',
      'open',
      '001 §4.5',
      'Disabled actions do not open the modal; changing the action resets to SKIP',
    ],
    ['open', 'dialog.close', 'closed', '001 §4.5', 'Closing ... resets to SKIP and clears the error'],
    [
      'open.confirming',
      'reason.changed',
      null,
      '001 §2.16',
      "SIP cancel: 'Choose the reason to cancel the SIP?' with a radio list of reasons",
    ],
    [
      'open.confirming',
      'change.submit[hasReasonIfNeeded]',
      'open.requesting',
      '001 §4.5',
      'SKIP (confirm) then submit the order request',
    ],
    [
      'open.confirming',
      'change.submit[else]',
      null,
      '001 §5',
      "SIP cancel requires a reason: 'Please select a reason for cancellation.'",
    ],
    [
      'open.requesting',
      'done.requestChange',
      'open.validation',
      '001 §4.5',
      'submit the order request then VALIDATION (code entry)',
    ],
    [
      'open.requesting',
      'error.requestChange',
      'open.failed',
      '001 §2.16, §8',
      "Plan order request: server message, else 'An error occurred during the transaction…'; error stage",
    ],
    ['open.validation', 'step.previous', 'open.confirming', '001 §4.5', 'Back from validation returns to SKIP'],
    [
      'open.validation',
      'code.refused[hasAttemptsLeft]',
      null,
      'beyond spec',
      'a mistyped code the server still lets the investor correct is typed again, not a failed change',
    ],
    [
      'open.validation',
      'code.refused[else]',
      'open.failed',
      '001 §4.5, §8',
      "then SUCCESS or ERROR: server message, else 'An error occurred during the process…'",
    ],
    [
      'open.validation',
      'done.codeEntry',
      'open.succeeded',
      '001 §4.5',
      'on a verified code, the skip order or the cancel order, then SUCCESS',
    ],
  ],
  infeasiblePairs: {
    'open.confirming --change.submit[else]--> (no target) ⇒ open.confirming --change.submit[hasReasonIfNeeded]--> open.requesting':
      'Proceed was just refused for want of a reason, and none was chosen since',
    'open.confirming --reason.changed--> (no target) ⇒ open.confirming --change.submit[else]--> (no target)':
      'a reason was just chosen',
    'open.validation --step.previous--> open.confirming ⇒ open.confirming --change.submit[else]--> (no target)':
      'the change was requested with its reason, and Back keeps it chosen',
  },
  walkContext: walkContextOf(planChangePathContext),
};
