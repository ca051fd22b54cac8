/**
 * The e-mail shown on the OTP step, masked (000 §2.6 "masked email shown"): the first two
 * characters of the name and the whole domain stay, so the investor recognises the address
 * without it being readable over a shoulder.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  const name = email.slice(0, at);
  const keep = name.length <= 2 ? 1 : 2;
  return `${name.slice(0, keep)}${'*'.repeat(Math.max(1, name.length - keep))}${email.slice(at)}`;
}
