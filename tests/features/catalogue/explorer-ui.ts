/** Drives the explorer's real controls the way a visitor would. */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

export const fundHouseSelect = () => screen.getByRole('combobox', { name: 'Fund House' });
export const schemeTypeSelect = () => screen.getByRole('combobox', { name: 'Scheme Type' });
export const optionSelect = () => screen.getByRole('combobox', { name: 'Option' });
export const exploreButton = () => screen.getByRole('button', { name: 'Explore' });
export const searchBox = () => screen.getByRole('searchbox', { name: 'Search by scheme name' });
export const searchButton = () => screen.getByRole('button', { name: 'Search' });

/** Opens a Mantine Select and clicks one of its options. */
export async function choose(user: UserEvent, select: HTMLElement, optionName: string) {
  await user.click(select);
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: optionName }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/** The names in the scheme table, top to bottom. */
export function listedSchemes(): string[] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}
