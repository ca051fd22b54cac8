/** Texts of the account pages. Quoted spec texts (001 §2.17, §8) are verbatim. */
import { config } from '../../app/config';

export const deleteAccountMessages = {
  title: 'Delete Your Account',
  sorry: "We're sorry to see you go. This action cannot be undone.",
  goBack: 'Go Back',
  permanentRemoval: `Deleting your account permanently removes all of your data from ${config.brand.name}: your profile and identity details, bank and nominee details, orders, plans and portfolio records. You will not be able to sign in with this account again.`,
  button: 'Delete Account Permanently',
  busy: 'Deleting...',
  deleted: 'Your account has been deleted.',
  leaving: 'Taking you to Sign In…',
  failed: 'Failed to delete account',
  supportLead: 'Questions before you go? Write to us at',
  supportEmail: config.brand.supportEmail,
} as const;
