/**
 * Which dashboard modal is shown, as 000 §2.2, §2.7, §4.2 and §4.5 give it (the oracle the
 * machine and its suites are held to: machines/model/spec-table.ts).
 */
import type { SpecTable } from './model/spec-table';

const GET_PORTFOLIO =
  'Get Portfolio: Choosing it sets the external-flow flag, goes to Dashboard and opens the dashboard modal';
const IMPORT = 'PAN flow: pan -> getotp -> otp -> portfolio confirm modal -> Portfolio';
const NOTICE =
  'Verification notice: The link opens the Dashboard with the dashboard modal; Verification status modal: rows Verify, Autopay, Nominee & ELOG';
const BANK_RETURN =
  'It is also the return target after the mandate authorisation redirect, which adds status and message query parameters; Mandate result modal: success or failed, a message, bank name, masked account number, Try again or Done';
const WITHDRAWN =
  'the address no longer asks for the modal (Back in the browser): the modal follows the address, as the rest of the page does';

export const dashboardModalSpecTable: SpecTable = {
  machine: 'dashboardModal',
  rows: [
    // The address the Dashboard opens with (Get Portfolio, the notice's link, the bank's return).
    ['opening', 'always[mandateReturned]', 'mandateResult', '000 §2.7', BANK_RETURN],
    ['opening', 'always[importRequested]', 'externalImport', '000 §2.2, §4.5', `${GET_PORTFOLIO}; ${IMPORT}`],
    ['opening', 'always[modalRequested]', 'verification', '000 §2.2, §2.7', NOTICE],
    [
      'opening',
      'always[else]',
      'closed',
      '000 §2.7',
      "Dashboard (/dashboard, 'Investment Overview'): four counters, two doughnut charts, a landing cards area",
    ],
    // The same requests while the Dashboard is already shown.
    ['closed', 'modal.open[externalFlowSet]', 'externalImport', '000 §2.2, §4.5', `${GET_PORTFOLIO}; ${IMPORT}`],
    ['closed', 'modal.open[else]', 'verification', '000 §2.2, §2.7', NOTICE],
    ['closed', 'mandate.returned', 'mandateResult', '000 §2.7', BANK_RETURN],
    [
      'verification',
      'modal.close',
      'closed',
      '000 §2.7',
      "When active it shows 'You're good to go!' and closes itself after a 10-second countdown (dismissing it sooner is beyond spec: the investor may close it before verification is complete)",
    ],
    ['verification', 'modal.withdrawn', 'closed', 'beyond spec', WITHDRAWN],
    [
      'externalImport',
      'modal.close',
      'closed',
      '000 §4.5',
      'Closing the PAN modal resets everything and clears stored request references (the external-flow flag with them)',
    ],
    ['externalImport', 'externalFlow.ended', 'closed', '000 §4.5', `${IMPORT}; the flow ends, with its flag`],
    [
      'externalImport',
      'modal.withdrawn',
      'closed',
      'beyond spec',
      `${WITHDRAWN}; leaving the import that way ends its flow too (its flag), or the next request would open it again`,
    ],
    [
      'mandateResult',
      'modal.close',
      'closed',
      '000 §2.7',
      'Mandate result modal: success or failed, a message, bank name, masked account number, Try again or Done (Done closes it)',
    ],
    ['mandateResult', 'modal.withdrawn', 'closed', 'beyond spec', WITHDRAWN],
    [
      '',
      'session.ended',
      'sessionEnded',
      '000 §4.2',
      'Expired or missing on a non-public page clears the session, closes modals and goes to /signin with query error=Expired',
    ],
  ],
};
