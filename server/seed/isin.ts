/**
 * ISINs for the sandbox's fictional schemes: `INF` (India, mutual fund) + a 4-character issuer
 * code + 4 alphanumerics + the ISIN check digit (Luhn over the letters-as-numbers expansion).
 */

const ISIN = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/;

/** Check digit for an 11-character ISIN body. */
export function isinCheckDigit(body: string): number {
  if (!/^[A-Z0-9]{11}$/.test(body)) throw new RangeError(`Not an ISIN body: ${body}`);
  let digits = '';
  for (const character of body) {
    // Letters count as two digits: A = 10 … Z = 35.
    digits += character <= '9' ? character : String(character.charCodeAt(0) - 55);
  }
  let sum = 0;
  // The check digit will sit to the right, so the body's rightmost digit is the first doubled.
  let doubled = true;
  for (let i = digits.length - 1; i >= 0; i--) {
    let digit = digits.charCodeAt(i) - 48;
    if (doubled) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    doubled = !doubled;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidIsin(isin: string): boolean {
  return ISIN.test(isin) && isinCheckDigit(isin.slice(0, 11)) === Number(isin[11]);
}

/** `issuer` is 4 characters, `security` 4 characters. */
export function mutualFundIsin(issuer: string, security: string): string {
  const body = `INF${issuer}${security}`;
  return `${body}${isinCheckDigit(body)}`;
}
