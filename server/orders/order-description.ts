/** What an order is, in the words of its code e-mail: "a redemption of 10.0000 units of …". */
import Big from 'big.js';
import type { OrderKind } from '../db/schema';

/** ₹ and Indian digit grouping: '123456.5' → '₹1,23,456.50'. */
export function formatRupees(amount: string): string {
  const [whole = '0', paise = '00'] = new Big(amount).toFixed(2).split('.');
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `₹${rest ? `${rest},${lastThree}` : lastThree}.${paise}`;
}

interface DescribedOrder {
  orderType: OrderKind;
  amount: string | null;
  quantity: string | null;
  /** A redeem-all or whole-folio switch: every unit free when it settles. */
  allUnits?: boolean;
}

export function describeOrder(order: DescribedOrder, schemeName: string, targetName?: string): string {
  const rupees = formatRupees(order.amount ?? '0');
  const to = targetName ? ` to ${targetName}` : '';
  switch (order.orderType) {
    case 'SIP':
      return `a monthly SIP of ${rupees} in ${schemeName}`;
    case 'REDEEM':
      return order.allUnits
        ? `a redemption of every free unit of ${schemeName} (${order.quantity ?? '0.0000'} units now)`
        : `a redemption of ${order.quantity ?? '0.0000'} units of ${schemeName}`;
    case 'SWITCH':
      return order.allUnits
        ? `a switch of every free unit of ${schemeName} (${rupees} now)${to}`
        : `a switch of ${rupees} from ${schemeName}${to}`;
    case 'STP':
      return `an STP of ${rupees} an instalment from ${schemeName}${to}`;
    case 'SWP':
      return `an SWP of ${rupees} an instalment from ${schemeName}`;
    default:
      return `a one-time investment of ${rupees} in ${schemeName}`;
  }
}
