/**
 * Mantine's Pagination with accessible names on its arrow controls and page buttons, which it
 * leaves unnamed. Every paged list in the app uses this one.
 */
import { Pagination, type PaginationProps } from '@mantine/core';

const controlNames = { previous: 'Previous page', next: 'Next page', first: 'First page', last: 'Last page' } as const;

export function LabelledPagination(props: PaginationProps) {
  return (
    <Pagination
      {...props}
      getControlProps={(control) => ({ 'aria-label': controlNames[control] })}
      getItemProps={(page) => ({
        'aria-label': `Page ${page}`,
        'aria-current': page === props.value ? 'page' : undefined,
      })}
    />
  );
}
