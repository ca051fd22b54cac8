import { describe, expect, it } from 'vitest';
import { RISK_CLASSES, riskClass, riskTone } from '../../domain/risk';

describe('risk colouring', () => {
  it.each([
    ['Low', 'success'],
    ['Low to Moderate', 'warning'],
    ['Moderate', 'warning'],
    ['Moderately High', 'warning'],
    ['High', 'danger'],
    ['Very High', 'danger'],
    ['Not Applicable', 'warning'],
  ])('%s is %s', (riskometer, tone) => {
    expect(riskTone(riskometer)).toBe(tone);
  });

  it('normalises case and spacing', () => {
    expect(riskClass('  moderately   HIGH ')).toBe('moderately high');
  });

  it('treats unknown or missing values as a warning', () => {
    expect(riskClass('Spicy')).toBeNull();
    expect(riskTone('Spicy')).toBe('warning');
    expect(riskTone(null)).toBe('warning');
    expect(riskTone(undefined)).toBe('warning');
  });

  it('covers the seven classes of 000 §9', () => {
    expect(RISK_CLASSES).toHaveLength(7);
    for (const cls of RISK_CLASSES) expect(riskClass(cls)).toBe(cls);
  });
});
