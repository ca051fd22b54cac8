export { type OpenOrderDialog, OrderDialogs, type OrderEntryControls, useOrderEntry } from './use-order-entry';
