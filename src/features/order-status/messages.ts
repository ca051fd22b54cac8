/**
 * Every text Order Status shows (001 §2.14). Quoted spec texts are verbatim; screens and tests
 * both read them from here.
 */
import { NO_REMARKS } from './order-row-text';

export const orderStatusMessages = {
  title: 'Order Status',
  tableTitle: 'Order Summary',
  columns: {
    reference: 'Order Ref.',
    scheme: 'Scheme',
    orderType: 'Order Type',
    amount: 'Amount/Unit',
    placedOn: 'Placed On',
    status: 'Status',
    remarks: 'Remarks',
  },
  /** 001 §2.14 "A tooltip says subsequent orders of systematic plans may fluctuate by 4 to 5 days". */
  systematicNote: 'Subsequent orders of systematic plans (SIP, STP and SWP) may fluctuate by 4 to 5 days.',
  systematicNoteLabel: 'About the dates of systematic plan orders',
  remarksLabel: (reference: string) => `Remarks for ${reference}`,
  noRemarks: NO_REMARKS,
  empty: 'Orders are not available at the moment, please explore our latest mutual funds.',
  explore: 'Explore Funds',
  loading: 'Loading your orders…',
  updating: 'Loading the page…',
  failed: 'Your orders could not be loaded.',
  retry: 'Retry',
  range: (first: number, last: number, total: number) => `Showing ${first}–${last} of ${total} orders`,
  pagination: 'Order Summary pages',
} as const;
