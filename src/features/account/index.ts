export { DeleteAccountScreen, type DeleteAccountScreenProps } from './delete-account-screen';
export { deleteAccountMessages } from './messages';
