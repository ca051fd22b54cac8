/**
 * What a statement upload really is, judged by its bytes rather than its name or declared type
 * (001 §5 "PDF only"): a PDF starts with `%PDF-` and ends with an `%%EOF` marker (trailing
 * blank lines allowed); a password-protected one has an /Encrypt entry in its trailer.
 */

const PDF_MAGIC = '%PDF-';
const EOF_MARKER = '%%EOF';
/** Readers look for %%EOF near the end; 1024 bytes is the window they scan. */
const EOF_WINDOW = 1024;

function latin1(bytes: Uint8Array, start: number, end: number): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, Math.max(0, end - start)).toString('latin1');
}

export function looksLikePdf(bytes: Uint8Array): boolean {
  if (latin1(bytes, 0, Math.min(bytes.length, PDF_MAGIC.length)) !== PDF_MAGIC) return false;
  const tail = latin1(bytes, Math.max(0, bytes.length - EOF_WINDOW), bytes.length);
  return tail.includes(EOF_MARKER);
}

/** An /Encrypt key followed by a delimiter (not e.g. /EncryptMetadata). */
export function isPasswordProtected(bytes: Uint8Array): boolean {
  return /\/Encrypt(?=[\s/<[(\d])/.test(latin1(bytes, 0, bytes.length));
}
