/**
 * The one spelling of an e-mail address the identity pool and the API know: trimmed and
 * lower-cased. E-mails are the pool's usernames, so `Asha@Example.in` and `asha@example.in ` are
 * one account. The SPA's machines and identity adapter and the server's /identity/ proxy use it.
 */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
