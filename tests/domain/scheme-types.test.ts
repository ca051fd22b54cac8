import { describe, expect, it } from 'vitest';
import { isSchemeType, SCHEME_TYPES } from '../../domain/scheme-types';

describe('scheme types', () => {
  it('are the six types of 000 §2.1', () => {
    expect(SCHEME_TYPES).toEqual(['LIQUID', 'EQUITY', 'DEBT', 'ELSS', 'HYBRID (NC)', 'FOF']);
  });
  it('accept only exact strings', () => {
    expect(isSchemeType('HYBRID (NC)')).toBe(true);
    expect(isSchemeType('equity')).toBe(false);
    expect(isSchemeType('HYBRID')).toBe(false);
    expect(isSchemeType(undefined)).toBe(false);
  });
});
