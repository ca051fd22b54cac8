export { OrderDialogs, useOrderEntry } from './use-order-entry';
