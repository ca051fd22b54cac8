/**
 * What the inbox can be searched by, as the contract's `to` parameter accepts it: an e-mail,
 * or an Indian mobile number as 10 digits or with +91. Checked here so a typo is explained
 * at the field instead of coming back as a 400.
 */
const INBOX_ADDRESS = /^(\+91\d{10}|\d{10}|[^@\s]+@[^@\s]+\.[^@\s]+)$/;

/** The address as it will be asked for (spaces and dashes in a phone number dropped), or null. */
export function readInboxAddress(input: string): string | null {
  const trimmed = input.trim();
  const candidate = trimmed.includes('@') ? trimmed : trimmed.replace(/[\s-]/g, '');
  return candidate.length <= 254 && INBOX_ADDRESS.test(candidate) ? candidate : null;
}
