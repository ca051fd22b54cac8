/** Text colour of a gain or loss: shade 9, which passes WCAG AA on white (shade 8 does not). */
export function gainColour(value: string): string | undefined {
  if (value.startsWith('-')) return 'red.9';
  return /[1-9]/.test(value) ? 'teal.9' : undefined;
}
