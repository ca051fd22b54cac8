/**
 * The button named `name` inside `container` (its aria-labelledby texts, else its aria-label, else
 * its text), for model-path suites that look buttons up after every one of hundreds of steps:
 * Testing Library's `getByRole('button', { name })` computes every button's accessible name afresh
 * after each render, about 90 ms a query in happy-dom on a form with a day grid.
 */
import { within } from '@testing-library/react';

function nameOf(element: HTMLElement): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  const name = labelledBy
    ? labelledBy
        .split(' ')
        .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
        .join(' ')
    : (element.getAttribute('aria-label') ?? element.textContent ?? '');
  return name.replace(/\s+/g, ' ').trim();
}

/** Exactly one button so named, or an error saying how many there were. */
export function namedButton(container: HTMLElement, name: string | RegExp): HTMLButtonElement {
  const named = within(container)
    .queryAllByRole<HTMLButtonElement>('button', { hidden: true })
    .filter((element) => (typeof name === 'string' ? nameOf(element) === name : name.test(nameOf(element))));
  if (named.length !== 1) throw new Error(`${named.length} buttons named ${name}`);
  return named[0] as HTMLButtonElement;
}
