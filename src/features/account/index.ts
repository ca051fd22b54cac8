export { DeleteAccountScreen } from './delete-account-screen';
export { deleteAccountMessages } from './messages';
