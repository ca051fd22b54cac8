// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { theme } from '../../src/app/theme';

describe('a date field’s calendar (issue 29: axe with the STP start-date calendar open)', () => {
  it('names its month arrows and draws no low-contrast weekend or outside days', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider theme={theme}>
        <DateInput label="Start date" defaultDate="2026-11-01" />
      </MantineProvider>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Start date' }));
    // axe button-name: Mantine's arrows are icons with no name unless given one.
    // The dropdown's transition keeps it hidden to happy-dom's role queries: what matters is what it renders.
    const calendar = await screen.findByRole('button', { name: 'Next month', hidden: true });
    expect(calendar).toBeInTheDocument();
    // axe button-name: Mantine's arrows are icons with no name unless given one.
    expect(screen.getByRole('button', { name: 'Previous month', hidden: true })).toBeInTheDocument();
    // axe color-contrast: weekends in red-6 and the dimmed days of the months around fall short of 4.5:1.
    expect(document.querySelector('[data-weekend]')).toBeNull();
    expect(document.querySelector('[data-outside]:not([data-hidden])')).toBeNull();
  });
});
