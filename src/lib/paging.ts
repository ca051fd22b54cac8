/** Number of pages for a result count; at least 1, so a pager never reads "page 1 of 0". */
export function pageCount(totalElements: number, pageSize: number): number {
  if (!Number.isInteger(pageSize) || pageSize < 1)
    throw new RangeError(`pageSize must be a positive integer: ${pageSize}`);
  return Math.max(1, Math.ceil(Math.max(0, totalElements) / pageSize));
}
