/**
 * The skip/cancel modal's transitions as 001 §2.16, §4.5, §5 and §8 give them (the oracle the
 * machine and its suites are held to: machines/model/spec-table.ts).
 */
import type { SpecTable } from './model/spec-table';

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
};
