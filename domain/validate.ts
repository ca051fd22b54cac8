/**
 * Running a domain schema where no form library does it: the machines that hold field state
 * (order amount, contact, nominees) and the server's handlers. Mantine forms read the same
 * schemas through `formResolver` (src/lib/form-validation.ts), which keys messages the same way.
 */
import * as v from 'valibot';

/** Field path ('pincode', 'nomineeData.0.dob') → the first message a schema gives for it. */
export type FieldErrors = Record<string, string>;

/** The first message of each field the schema refuses; empty when the values pass. */
export function fieldErrors(schema: v.GenericSchema, values: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of v.safeParse(schema, values).issues ?? []) {
    const path = v.getDotPath(issue) ?? '';
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The first message the schema gives for one value, or null when it passes. */
export function firstError(schema: v.GenericSchema, value: unknown): string | null {
  const result = v.safeParse(schema, value, { abortEarly: true });
  return result.success ? null : (result.issues[0]?.message ?? null);
}

/**
 * A field's rules checked in order, stopping at the first that fails: `fieldErrors` reads every
 * field, and a later rule (a comparison through big.js) must never read a value an earlier rule
 * refused.
 */
export function inOrder<S extends v.GenericSchema>(schema: S) {
  return v.config(schema, { abortPipeEarly: true });
}
