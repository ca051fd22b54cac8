// @vitest-environment happy-dom
/**
 * The whole-number field every amount, units and instalment input uses (issue 26): a typed point
 * is refused with the digits after it, a pasted '1.5' keeps its whole part, and either way a hint
 * under the field says so, tied to it (aria-describedby) and announced (a status region).
 */
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  wholeNumberMessages as text,
  WholeNumberInput,
  type WholeNumberKind,
} from '../../src/components/whole-number-input';

function Field({
  kind,
  disabled = false,
  description,
}: {
  kind: WholeNumberKind;
  disabled?: boolean;
  description?: string;
}) {
  const [value, setValue] = useState('');
  return (
    <WholeNumberInput
      label="Amount"
      kind={kind}
      value={value}
      onDigits={setValue}
      disabled={disabled}
      description={description}
    />
  );
}

function show(kind: WholeNumberKind = 'rupees', description?: string) {
  const user = userEvent.setup();
  const view = render(
    <MantineProvider env="test">
      <Field kind={kind} description={description} />
    </MantineProvider>,
  );
  return { user, field: screen.getByRole('textbox', { name: 'Amount' }), view };
}

describe('WholeNumberInput', () => {
  it('types "1000.5" as 1000 and says whole rupees only, under the field and to a screen reader', async () => {
    const { user, field } = show('rupees', 'Minimum ₹500');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.type(field, '1000.5');
    expect(field).toHaveValue('1000');
    expect(field).toHaveAccessibleDescription(`Minimum ₹500 ${text.rupees}`);
    expect(screen.getByRole('status')).toHaveTextContent(text.rupees);
  });

  it('pastes "1.5" units as 1, never 15', async () => {
    const { user, field } = show('units');
    await user.click(field);
    await user.paste('1.5');
    expect(field).toHaveValue('1');
    expect(field).toHaveAccessibleDescription(text.units);
    expect(screen.getByRole('status')).toHaveTextContent(text.units);
  });

  it('pastes "1,000.50" as 1000; grouping commas alone need no hint', async () => {
    const { user, field } = show();
    await user.click(field);
    await user.paste('1,000.50');
    expect(field).toHaveValue('1000');
    expect(screen.getByRole('status')).toHaveTextContent(text.rupees);
    await user.clear(field);
    await user.paste('1,00,000');
    expect(field).toHaveValue('100000');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(field).not.toHaveAccessibleDescription(text.rupees);
  });

  it('takes digits again after any other edit, and the hint goes', async () => {
    const { user, field } = show('count');
    await user.type(field, '12.');
    expect(screen.getByRole('status')).toHaveTextContent(text.count);
    await user.type(field, '{Backspace}3');
    expect(field).toHaveValue('13');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('after a paste, digits typed next are the investor’s own', async () => {
    const { user, field } = show();
    await user.click(field);
    await user.paste('2.5');
    await user.type(field, '0');
    expect(field).toHaveValue('20');
  });

  it('ends the fraction on leaving the field: back in it, digits are taken again', async () => {
    const { user, field } = show();
    await user.type(field, '7.');
    await user.tab();
    await user.type(field, '5');
    expect(field).toHaveValue('75');
  });
});
