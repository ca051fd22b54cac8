// @vitest-environment happy-dom
/**
 * The PAN form's date of birth (000 §5): picked from a calendar, never typed, and no date later
 * than 18 years ago can be chosen.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { PanForm } from '../../../src/features/external-portfolio/pan-form';
import { renderWithTheme } from '../onboarding/step-host';

afterEach(() => {
  vi.useRealTimers();
});

it('offers only birth dates at least 18 years ago, and the field cannot be typed in', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 24, 10));
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  renderWithTheme(<PanForm initial={{ pan: '', dob: '' }} onSubmit={onSubmit} />);
  const field = screen.getByRole('button', { name: /^Date of birth/ });
  expect(field.tagName).toBe('BUTTON');
  await user.click(field);
  const calendar = within(screen.getByRole('dialog'));
  expect(calendar.getByRole('button', { name: '2008' })).toBeEnabled();
  expect(calendar.getByRole('button', { name: '2009' })).toBeDisabled();
  await user.click(calendar.getByRole('button', { name: '2008' }));
  expect(calendar.getByRole('button', { name: 'Nov' })).toBeEnabled();
  expect(calendar.getByRole('button', { name: 'Dec' })).toBeDisabled();
  await user.click(calendar.getByRole('button', { name: 'Nov' }));
  expect(calendar.getByRole('button', { name: '24 November 2008' })).toBeEnabled();
  expect(calendar.getByRole('button', { name: '25 November 2008' })).toBeDisabled();
});

it("asks to 'Please fill in all required fields' and for the terms before going on", async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  renderWithTheme(<PanForm initial={{ pan: 'BQKPM4821L', dob: '1986-03-14' }} onSubmit={onSubmit} />);
  await user.clear(screen.getByRole('textbox', { name: /^PAN/ }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('Please fill in all required fields')).toBeVisible();
  expect(screen.getByText('Please accept the terms and conditions to continue.')).toBeVisible();
  await user.type(screen.getByRole('textbox', { name: /^PAN/ }), 'bqkpm4821l');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(onSubmit).toHaveBeenCalledWith('BQKPM4821L', '1986-03-14');
});
