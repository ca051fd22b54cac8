/**
 * The shapes of contact fields every form and the server agree on (001 §5 global validators,
 * 001 §9, 000 §5): one e-mail pattern, one phone pattern, one e-mail length.
 */

/** A standard address: a local part, a dot-separated domain, a top-level domain of two letters or more. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** 001 §9 "Phone: 10 digits, country code +91" (the +91 is added, never typed). */
export const PHONE_PATTERN = /^\d{10}$/;

/** 001 §9 "E-mail: max 60 characters." */
export const EMAIL_MAX_LENGTH = 60;
