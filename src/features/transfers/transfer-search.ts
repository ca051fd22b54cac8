import * as v from 'valibot';

/** The portfolio's Switch Fund, Start STP and Start SWP pass the source scheme (and its folio when it has only one). */
export const TransferSearch = v.object({
  fundId: v.fallback(v.optional(v.string()), undefined),
  folio: v.fallback(v.optional(v.string()), undefined),
});
