export { OrderEntryDialogs } from './order-entry-dialogs';
export { useOrderEntry } from './use-order-entry';
