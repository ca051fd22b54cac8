/**
 * Account deletion (001 §2.17, §4.6, §8, §9): the investor confirms with 'Delete Account
 * Permanently'; while the request runs the button reads 'Deleting...'. Success (response status
 * 'success') shows the result and, after 2 s (`SIGN_IN_REDIRECT_DELAY`), everything the browser
 * holds is cleared and the user goes to Sign In (000 §4.2 "Account deletion success clears
 * everything"). A failure shows an error toast with the server's message, else 'Failed to
 * delete account', and the button is enabled again.
 *
 * Clearing, navigating and the toast belong to the app: the actions below are placeholders it
 * replaces with `provide`.
 */
import { fromPromise, setup } from 'xstate';

/** 001 §9 "Delete redirect delay: 2 seconds". */
export const SIGN_IN_REDIRECT_DELAY_MS = 2_000;

/** Why a deletion failed: the server's message, or null when it sent none (or was unreachable). */
export interface DeleteAccountFailure {
  message: string | null;
}

/** Reads a rejection of the `deleteAccount` actor; anything unexpected carries no message. */
export function toDeleteAccountFailure(error: unknown): DeleteAccountFailure {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return { message };
  }
  return { message: null };
}

type DeleteAccountEvent = { type: 'delete.requested' };

const meta = (description: string, spec = '001 §2.17') => ({ description, spec });

export const deleteAccountMachine = setup({
  types: {
    events: {} as DeleteAccountEvent,
  },
  actors: {
    deleteAccount: fromPromise<void>(async () => {
      throw new Error('deleteAccount not provided');
    }),
  },
  delays: {
    SIGN_IN_REDIRECT_DELAY: SIGN_IN_REDIRECT_DELAY_MS,
  },
  actions: {
    // Placeholders: the app shows the toast, clears storage and caches, and navigates.
    announceFailure: (_, _params: { failure: DeleteAccountFailure }) => {},
    // Ends the session too, whose logout takes the browser to Sign In (000 §4.2).
    clearEverything: () => {},
  },
}).createMachine({
  id: 'deleteAccount',
  description: 'Deleting the account: confirm, then the account is deleted and the browser goes back to Sign In.',
  initial: 'confirming',
  states: {
    confirming: {
      meta: meta("The page asks for confirmation: 'Delete Account Permanently' is enabled."),
      on: { 'delete.requested': 'deleting' },
    },
    deleting: {
      meta: meta(
        "The deletion request runs (PUT /users/delete): the button reads 'Deleting...' and is disabled.",
        '001 §2.17, §7',
      ),
      invoke: {
        src: 'deleteAccount',
        onDone: 'deleted',
        onError: {
          target: 'failed',
          actions: {
            type: 'announceFailure',
            params: ({ event }) => ({ failure: toDeleteAccountFailure(event.error) }),
          },
        },
      },
    },
    deleted: {
      meta: meta('The account is deleted: the result shows, and Sign In follows after 2 s.', '001 §4.6, §9'),
      after: {
        SIGN_IN_REDIRECT_DELAY: { target: 'signedOut', actions: 'clearEverything' },
      },
    },
    failed: {
      meta: meta(
        "The deletion failed: an error toast shows the server's message, else 'Failed to delete account'; the button is enabled again.",
        '001 §4.6, §8',
      ),
      on: { 'delete.requested': 'deleting' },
    },
    signedOut: {
      type: 'final',
      meta: meta(
        'Session storage, local storage and cached data are cleared; the user is on Sign In.',
        '000 §4.2, 001 §4.6',
      ),
    },
  },
});
