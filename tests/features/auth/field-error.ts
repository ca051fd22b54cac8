import { expect } from 'vitest';

/** A field flagged invalid whose description (Mantine links the error there) says `message`. */
export function expectFieldError(field: HTMLElement, message: string): void {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

export function expectNoFieldError(field: HTMLElement): void {
  expect(field).not.toHaveAttribute('aria-invalid', 'true');
}
