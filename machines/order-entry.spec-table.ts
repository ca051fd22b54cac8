/**
 * What BUY and SIP open, as 000 §2.5, §4.3, §6 and §8 give it (the oracle the machine and its
 * suites are held to: machines/model/spec-table.ts). The mandate gating is 000 §6's sentence
 * read in order; the design notes' Buying paragraph adds the notice after net banking.
 */
import type { SpecTable } from './model/spec-table';

export const orderEntrySpecTable: SpecTable = {
  machine: 'orderEntry',
  rows: [
    [
      'ready',
      'entry.open[isAnonymous]',
      null,
      '000 §2.5, §6',
      'Anonymous visitors pressing BUY or SIP are sent to Sign In with a message parameter and a redirect query holding the current full path',
    ],
    [
      'ready',
      'entry.open[else]',
      'opening',
      '000 §6',
      'Opening the order modal: logged-in users may open it only if the signup status is VERIFIED and the mandate approval status is APPROVED (read afresh on the click)',
    ],
    [
      'opening',
      'done.prepareEntry[isClearedToOrder]',
      'orderModal',
      '000 §6',
      'Logged-in users may open it only if the signup status is VERIFIED and the mandate approval status is APPROVED',
    ],
    ['opening', 'done.prepareEntry[isSip]', 'mandateModal', '000 §6, §8', 'Otherwise: … a SIP shows the mandate modal'],
    [
      'opening',
      'done.prepareEntry[isBeforeLumpSumApproval]',
      'mandateModal',
      '000 §6',
      "Otherwise: a One-Time order with neither regStatus nor approvedStatus ACTIVE shows the mandate modal with 'Please complete the UCC, ELOG and nominee authentication before placing a lumpsum order.'",
    ],
    ['opening', 'done.prepareEntry[else]', 'orderModal', '000 §6', 'in other cases the order modal opens'],
    [
      'opening',
      'error.prepareEntry',
      'loadFailed',
      '000 §8',
      "A failed chunk load reports 'Loading chunk failed' (issue 28: it once only logged, and nothing was shown)",
    ],
    [
      'loadFailed',
      'entry.retry',
      'opening',
      'beyond spec',
      'Try again loads the code and reads the standing once more (issue 28: a clear message with a retry)',
    ],
    ['loadFailed', 'entry.close', 'ready', 'beyond spec', 'Close leaves the page as it was'],
    ['orderModal', 'entry.close', 'ready', '000 §2.6, §4.3', 'Close resets; the modal closes'],
    [
      'orderModal',
      'bank.pageOpened',
      'ready.bankPayment',
      '000 §4.3',
      "Net banking: statuscode '100' opens a new window with the returned page content and closes the modal (the page then says to finish the payment there, design notes: Buying)",
    ],
    ['mandateModal', 'entry.close', 'ready', '000 §2.6, §8', "The mandate modal 'Order Placement failed !' closes"],
    [
      'ready.bankPayment',
      'notice.dismiss',
      'ready.idle',
      'beyond spec',
      'The fund page keeps the notice until dismissed (000 §4.3 gives no text; design notes: Buying)',
    ],
  ],
};
