/**
 * Where a row action leads (000 §2.1, §2.8; 001 §2.13, §2.15). The switch, STP and SWP wizards
 * live at /switch, /stp and /swp and the redemption dialog opens per fund on the portfolio. The
 * fund goes along, and its folio when it has only one: with several, the flow's first step
 * (Folio) asks which.
 */
import type { HoldingAction } from '../../../domain/holding-actions';

export type TransactionAction = Exclude<HoldingAction, 'details'>;

const PATHS: Record<TransactionAction, string> = {
  redeem: '/portfolio',
  switch: '/switch',
  swp: '/swp',
  stp: '/stp',
};

export function actionHref(action: TransactionAction, fundId: string, folios: readonly string[]): string {
  const search = new URLSearchParams(action === 'redeem' ? { redeem: fundId } : { fundId });
  const [only] = folios;
  if (folios.length === 1 && only) search.set('folio', only);
  return `${PATHS[action]}?${search.toString()}`;
}
