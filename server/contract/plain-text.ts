/**
 * What the server accepts as text from a client: no control characters (NUL above all, which
 * PostgreSQL refuses in `text`), no line or paragraph separators outside multi-line text, and
 * well-formed Unicode. Every request string the contract describes is checked here by the
 * `plainText` keyword (schemas.ts); strings outside the contract, such as an upload's fields,
 * call `textProblem` themselves.
 */

/** Tab and line breaks are the only control characters multi-line text may hold. */
const MULTI_LINE_ALLOWED = new Set(['\t', '\n', '\r']);

// \p{Cc}: C0 and C1 controls and DEL; \p{Zl}/\p{Zp}: U+2028/U+2029, line breaks in disguise.
const CONTROL = /[\p{Cc}\p{Zl}\p{Zp}]/gu;
// In a `u` regular expression \p{Cs} matches only a surrogate that has no partner.
const LONE_SURROGATE = /\p{Cs}/u;

export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';
const BROKEN_UNICODE_MESSAGE = 'must be valid Unicode text';

export type TextLines = 'single' | 'multi';

/** Why `value` is not acceptable text, or undefined when it is. */
export function textProblem(value: string, lines: TextLines = 'single'): string | undefined {
  for (const [character] of value.matchAll(CONTROL)) {
    if (lines === 'single' || !MULTI_LINE_ALLOWED.has(character)) return CONTROL_CHARACTERS_MESSAGE;
  }
  if (LONE_SURROGATE.test(value)) return BROKEN_UNICODE_MESSAGE;
  return undefined;
}
