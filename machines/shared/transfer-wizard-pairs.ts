/**
 * Transition pairs of the steps the transfer wizards share (transfer-choice-steps.ts,
 * transfer-order-steps.ts) that the model can fire and a wizard cannot: the Switch, STP and SWP
 * spec tables' `infeasiblePairs` (machines/model/spec-table.ts), pair id → why.
 */
export const TRANSFER_WIZARD_INFEASIBLE_PAIRS: Readonly<Record<string, string>> = {
  // The first free folio is chosen when a wizard starts and a choice is only ever replaced by
  // another free one: Folio's Next finds none only when every folio is locked, and then every
  // radio is disabled.
  'folio --folio.selected--> (no target) ⇒ folio --step.next[else]--> (no target)':
    'a folio was just chosen: Next cannot find none',
  'folio --step.next[else]--> (no target) ⇒ folio --folio.selected--> (no target)':
    'no folio chosen means every folio is locked, and a locked radio is disabled',
  'folio --step.next[else]--> (no target) ⇒ folio --step.next[hasFolio]--> amount':
    'no folio chosen means every folio is locked: none can be chosen',
  'amount --step.previous--> folio ⇒ folio --step.next[else]--> (no target)':
    'Amount is reached only with a folio chosen, and Previous keeps it',
  'confirm --done.redirect--> (no target) ⇒ confirm --done.redirect--> (no target)':
    'the redirect countdown ends once, and the investor has left for Order Status',
};
