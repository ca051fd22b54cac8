/**
 * The one way a Mantine form validates: a valibot schema from domain/ run through Mantine's
 * `schemaResolver`, synchronously, so a field shows its first failing rule on blur, on change
 * once shown, and on submit. Machines and the server run the same schemas with
 * `fieldErrors` (domain/validate.ts), which keys the messages the same way.
 */
import { schemaResolver } from '@mantine/form';
import type * as v from 'valibot';

export function formResolver(schema: v.GenericSchema) {
  return schemaResolver(schema, { sync: true });
}
