import type { NfoEntry } from '../../../api/catalogue';

export type EndDateOrder = 'asc' | 'desc';

export const NFO_PAGE_SIZE = 10;

/**
 * NFOs by end date (000 §2.4), ascending by default; ties keep a stable order by
 * name so the list does not shuffle between renders.
 */
export function sortNfosByEndDate(entries: readonly NfoEntry[], order: EndDateOrder = 'asc'): NfoEntry[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...entries].sort(
    (a, b) =>
      sign * a.scheme.endDate.localeCompare(b.scheme.endDate) || a.scheme.schemeName.localeCompare(b.scheme.schemeName),
  );
}
