/** 001 §2.10 "the masked e-mail (first two characters kept, the rest starred)". */
export function maskEmail(email: string): string {
  return email.slice(0, 2) + '*'.repeat(Math.max(0, email.length - 2));
}
