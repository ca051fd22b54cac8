// @vitest-environment happy-dom
import { MantineProvider, Select } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { theme } from '../../src/app/theme';

it('a Select list scrolls in its listbox, with no ScrollArea inside it (axe scrollable-region-focusable)', async () => {
  const user = userEvent.setup();
  const houses = Array.from({ length: 30 }, (_, index) => `Fund house ${index + 1}`);
  render(
    <MantineProvider theme={theme}>
      <Select label="Fund House" data={houses} />
    </MantineProvider>,
  );
  await user.click(screen.getByRole('combobox', { name: 'Fund House' }));
  const listbox = await screen.findByRole('listbox', { hidden: true });
  expect(listbox.querySelector('.mantine-ScrollArea-root')).toBeNull();
  expect(listbox.style.maxHeight).toMatch(/220px|rem/);
  expect(listbox.style.overflowY).toBe('auto');
});
