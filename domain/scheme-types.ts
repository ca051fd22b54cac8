/**
 * The scheme types of 000 §2.1, in the order the product lists them. The wire
 * uses these exact strings; `/explore?name=` accepts only these.
 */
export const SCHEME_TYPES = ['LIQUID', 'EQUITY', 'DEBT', 'ELSS', 'HYBRID (NC)', 'FOF'] as const;

export type SchemeType = (typeof SCHEME_TYPES)[number];

export function isSchemeType(value: unknown): value is SchemeType {
  return typeof value === 'string' && (SCHEME_TYPES as readonly string[]).includes(value);
}
