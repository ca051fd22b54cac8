/**
 * The shared domain rules' messages as the contract's field errors. Every onboarding call runs
 * the same rules the screens run (domain/onboarding) and refuses with 400 VALIDATION_FAILED
 * before writing anything; the first message doubles as the error's message, so a client that
 * shows "the message" shows a spec text.
 */
import type * as v from 'valibot';
import { fieldErrors } from '../../domain/validate';
import { validationFailed } from '../contract/api-error';
import type { FieldError } from '../contract/errors';

/**
 * The schema's first message per field of `value`, named from `prefix` as the contract names
 * fields: 'body' and { nomineeData: [{ dob }] } → 'body.nomineeData[0].dob'.
 */
export function schemaErrors(prefix: string, schema: v.GenericSchema, value: unknown): FieldError[] {
  return Object.entries(fieldErrors(schema, value)).map(([path, message]) => ({
    field: [prefix, path.replace(/\.(\d+)(?=\.|$)/g, '[$1]')].filter(Boolean).join('.'),
    message,
  }));
}

export function refuseIfInvalid(errors: FieldError[]): void {
  const [first] = errors;
  if (first) throw validationFailed(errors, first.message);
}

const SIGNED_UP_EMAIL_MESSAGE = 'Please use the e-mail address you signed up with.';

/** The e-mail a payload carries must be the caller's own (compared as the pool stores it, lower case). */
export function emailMismatch(email: string, userEmail: string): FieldError[] {
  return email.trim().toLowerCase() === userEmail.toLowerCase()
    ? []
    : [{ field: 'body.email', message: SIGNED_UP_EMAIL_MESSAGE }];
}
