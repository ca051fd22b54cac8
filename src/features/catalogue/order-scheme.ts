/** The order modal's view of a catalogue scheme, from the details page and the NFO list. */
import type { OrderScheme } from '../../../machines/order.machine';
import type { NfoEntry, SchemeDetails } from '../../api/catalogue';

/** What the order modal needs of a scheme on the details page (000 §3 scheme details). */
export function orderSchemeOfDetails(scheme: SchemeDetails): OrderScheme {
  return {
    fundId: scheme.uniqueNo,
    schemeCode: scheme.schemeCode,
    schemeName: scheme.schemeName,
    minimumPurchaseAmount: scheme.minimumPurchaseAmount,
    maximumPurchaseAmount: scheme.maximumPurchaseAmount,
    additionalPurchaseAmount: scheme.additionalPurchaseAmount,
    sipDetails: scheme.sipDetails,
  };
}

/** What the order modal needs of an NFO (000 §3 NFO list entry); NFOs carry no SIP rules. */
export function orderSchemeOfNfo(scheme: NfoEntry['scheme']): OrderScheme {
  return {
    fundId: scheme.uniqueNo,
    schemeCode: scheme.schemeCode,
    schemeName: scheme.schemeName,
    minimumPurchaseAmount: scheme.minimumPurchaseAmount,
    maximumPurchaseAmount: scheme.maximumPurchaseAmount,
    additionalPurchaseAmount: scheme.additionalPurchaseAmount,
    sipDetails: null,
  };
}
