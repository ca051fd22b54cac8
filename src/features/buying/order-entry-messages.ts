/**
 * What BUY and SIP say before the order dialogs have loaded. Apart from messages.ts because these
 * ship with the fund pages themselves: messages.ts brings the order machine with it, which loads
 * only on the first click.
 */
export const orderEntryMessages = {
  /** 000 §8 "A failed chunk load reports 'Loading chunk failed'", verbatim. */
  loadFailedTitle: 'Loading chunk failed',
  loadFailedBody: 'The order form could not be downloaded. Check your connection and try again.',
  tryAgain: 'Try again',
  /** A browser may remember a failed download until the page is loaded again. */
  reload: 'Reload the page',
  close: 'Close',
} as const;
