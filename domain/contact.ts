/**
 * Contact form rules (000 §5). Shared by the contact-form machine, the form and
 * the sandbox server, so the visitor and the server agree on what a valid message is.
 */
import * as v from 'valibot';
import { EMAIL_PATTERN, PHONE_PATTERN } from './fields';
import { fieldErrors } from './validate';

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
const CONTACT_PART_SEPARATOR = ' | ';

/** The name heads the support e-mail's subject, so it must stay on one line; only the message may span lines. */
const LINE_BREAK = /[\p{Cc}\p{Zl}\p{Zp}]/u;

/** What the server answers for each field; the form marks the fields and shows one notice. */
const CONTACT_FIELD_MESSAGES: Readonly<Record<ContactField, string>> = {
  name: `is required, at most ${CONTACT_MAX_LENGTH.name} characters on one line, without '|'`,
  email: `must be a standard e-mail address of at most ${CONTACT_MAX_LENGTH.email} characters`,
  phone: 'must be exactly 10 digits when given',
  message: `is required, at most ${CONTACT_MAX_LENGTH.message} characters, without '|'`,
};

export function isPresent(value: string): boolean {
  return value.trim().length > 0;
}

export function isStandardEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

const present = (message: string) => v.check(isPresent, message);
const fits = (field: ContactField) =>
  v.check((value: string) => value.trim().length <= CONTACT_MAX_LENGTH[field], CONTACT_FIELD_MESSAGES[field]);
const noSeparator = (message: string) => v.check((value: string) => !value.includes('|'), message);

const contactEmail = v.pipe(v.string(), v.check(isStandardEmail, CONTACT_FIELD_MESSAGES.email), fits('email'));
/** The phone is optional (000 §5 lists only name, email and message as required); a given one has exactly 10 digits. */
const contactPhone = v.pipe(
  v.string(),
  v.check((value) => value.trim() === '' || PHONE_PATTERN.test(value.trim()), CONTACT_FIELD_MESSAGES.phone),
);

/** 000 §5 contact form rules, read on the details as typed (blanks around a part do not count). */
export const contactSchema = v.object({
  name: v.pipe(
    v.string(),
    present(CONTACT_FIELD_MESSAGES.name),
    fits('name'),
    noSeparator(CONTACT_FIELD_MESSAGES.name),
    v.check((value) => !LINE_BREAK.test(value), CONTACT_FIELD_MESSAGES.name),
  ),
  email: contactEmail,
  phone: contactPhone,
  message: v.pipe(
    v.string(),
    present(CONTACT_FIELD_MESSAGES.message),
    fits('message'),
    noSeparator(CONTACT_FIELD_MESSAGES.message),
  ),
});

export function isValidContactPhone(value: string): boolean {
  return v.is(contactPhone, value);
}

/** The fields that break a rule, in form order; empty when the details can be sent. */
export function invalidContactFields(details: ContactDetails): ContactField[] {
  return Object.keys(fieldErrors(contactSchema, details)) as ContactField[];
}

export function areValidContactDetails(details: ContactDetails): boolean {
  return v.is(contactSchema, details);
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
