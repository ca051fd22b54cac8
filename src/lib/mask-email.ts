/**
 * E-mail addresses shown masked on the code-entry steps, so the investor recognises the address
 * without it being readable over a shoulder. The two spec documents describe two masks.
 */

/**
 * The order modal's OTP step (000 §2.6 "masked email shown"): the first two characters of the
 * name and the whole domain stay.
 */
export function maskEmailKeepingDomain(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  const name = email.slice(0, at);
  const keep = name.length <= 2 ? 1 : 2;
  return `${name.slice(0, keep)}${'*'.repeat(Math.max(1, name.length - keep))}${email.slice(at)}`;
}

/** Two Factor Authentication (001 §2.10 "the masked e-mail (first two characters kept, the rest starred)"). */
export function maskEmailAfterTwo(email: string): string {
  return email.slice(0, 2) + '*'.repeat(Math.max(0, email.length - 2));
}

/** The Switch, STP and SWP OTP step (001 §5 "Flow OTP": the first character, then xxx, then the domain). */
export function maskEmailFlow(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return `${email.slice(0, 1)}xxx${email.slice(at)}`;
}
