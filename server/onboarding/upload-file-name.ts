/**
 * An uploaded file's name as the client sent it is only a label: it is kept for the record, so
 * it is cut to its last path segment and cleared of control characters and broken Unicode before
 * it is checked or stored. Nothing is ever written to disk under it.
 */

const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;
const MAX_LENGTH = 255;
const FALLBACK = 'statement.pdf';

export function cleanFileName(name: string): string {
  const lastSegment = name.split(/[\\/]/).pop() ?? '';
  const clean = lastSegment.replace(UNSAFE, '').trim();
  // Keep the end, where the extension is, when a name is too long to store whole.
  const bounded = [...clean].slice(-MAX_LENGTH).join('');
  return bounded.replace(/^\.+$/, '') || FALLBACK;
}
