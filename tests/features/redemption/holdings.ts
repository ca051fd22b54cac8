/** The fund the redemption tests redeem from, and its folios. */
import type { RedemptionHolding } from '../../../domain/redemption';

export const FUND_ID = 'INF0A1B01234';
export const SCHEME_NAME = 'Sanchay Bluechip Fund - Growth';

const figures = {
  fundId: FUND_ID,
  nav: '100.0000',
  pendingQuantity: '0.0000',
  minimumRedemptionQty: '10.0000',
  maximumRedemptionQty: '0.0000',
};

/** Three folios, listed out of order: a partly locked one, a small unlocked one, a fully locked one. */
export const HOLDINGS: RedemptionHolding[] = [
  { ...figures, folio: '1001/11', quantity: '40.0000', currentValue: '4000.00', lockInQuantity: '0.0000' },
  { ...figures, folio: '2002/22', quantity: '300.2500', currentValue: '30025.00', lockInQuantity: '100.0000' },
  { ...figures, folio: '3003/33', quantity: '90.0000', currentValue: '9000.00', lockInQuantity: '90.0000' },
];
