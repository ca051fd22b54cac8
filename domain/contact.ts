/**
 * Contact form rules (000 §5). Shared by the contact-form machine, the form and
 * the sandbox server, so the visitor and the server agree on what a valid message is.
 */
import { EMAIL_PATTERN, PHONE_PATTERN } from './field-patterns';

export interface ContactDetails {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export type ContactField = keyof ContactDetails;

/**
 * Text inputs default to 30 characters and the phone to 10 (000 §5). The spec sets no
 * limit for the message; a one-line limit of 30 would cut most real questions short, so
 * the message textarea allows 500 characters (the server enforces the same).
 */
export const CONTACT_MAX_LENGTH: Readonly<Record<ContactField, number>> = {
  name: 30,
  email: 30,
  phone: 10,
  message: 500,
};

/**
 * The wire format joins the four parts with ' | ' (see toContactText), so a part
 * containing the separator would change the number of parts the server reads.
 */
export const CONTACT_PART_SEPARATOR = ' | ';

export function isPresent(value: string): boolean {
  return value.trim().length > 0;
}

export function isStandardEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The phone is optional (000 §5 lists only name, email and message as required); a given one has exactly 10 digits. */
export function isValidContactPhone(value: string): boolean {
  const phone = value.trim();
  return phone === '' || PHONE_PATTERN.test(phone);
}

function fitsLength(field: ContactField, value: string): boolean {
  return value.trim().length <= CONTACT_MAX_LENGTH[field];
}

function isFreeOfSeparator(value: string): boolean {
  return !value.includes('|');
}

/** The name heads the support e-mail's subject, so it must stay on one line; only the message may span lines. */
function isOneLine(value: string): boolean {
  return !/[\p{Cc}\p{Zl}\p{Zp}]/u.test(value);
}

/** The fields that break a rule, in form order; empty when the details can be sent. */
export function invalidContactFields(details: ContactDetails): ContactField[] {
  const checks: Record<ContactField, boolean> = {
    name:
      isPresent(details.name) &&
      fitsLength('name', details.name) &&
      isFreeOfSeparator(details.name) &&
      isOneLine(details.name),
    email: isStandardEmail(details.email) && fitsLength('email', details.email),
    phone: isValidContactPhone(details.phone),
    message: isPresent(details.message) && fitsLength('message', details.message) && isFreeOfSeparator(details.message),
  };
  return (['name', 'email', 'phone', 'message'] as const).filter((field) => !checks[field]);
}

export function areValidContactDetails(details: ContactDetails): boolean {
  return invalidContactFields(details).length === 0;
}

/** The details with surrounding blanks removed, as they are sent and stored. */
export function normalizeContactDetails(details: ContactDetails): ContactDetails {
  return {
    name: details.name.trim(),
    email: details.email.trim(),
    phone: details.phone.trim(),
    message: details.message.trim(),
  };
}

/** 'Email | Name | Messagetext | Phone', the text the contact call carries in its path. */
export function toContactText(details: ContactDetails): string {
  const { email, name, message, phone } = normalizeContactDetails(details);
  return [email, name, message, phone].join(CONTACT_PART_SEPARATOR);
}

/** Reads a contact text back into its parts; undefined when it does not have exactly four. */
export function parseContactText(text: string): ContactDetails | undefined {
  const parts = text.split('|').map((part) => part.trim());
  if (parts.length !== 4) return undefined;
  const [email = '', name = '', message = '', phone = ''] = parts;
  return { email, name, message, phone };
}
