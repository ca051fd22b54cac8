import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ExternalPanFormSchema, externalPanRuleMessages, isValidExternalOtp } from '../../domain/external-portfolio';

const issues = (input: unknown) =>
  v.safeParse(ExternalPanFormSchema, input).issues?.map((issue) => issue.message) ?? [];

describe('the PAN form', () => {
  it('accepts a well-formed PAN, a date of birth and the ticked terms', () => {
    expect(issues({ pan: 'BQKPM4821L', dob: '1986-03-14', terms: true })).toEqual([]);
  });

  it("asks to 'Please fill in all required fields' when the PAN or the date of birth is missing", () => {
    expect(issues({ pan: '', dob: '1986-03-14', terms: true })).toEqual([externalPanRuleMessages.required]);
    expect(issues({ pan: 'BQKPM4821L', dob: null, terms: true })).toEqual([externalPanRuleMessages.required]);
  });

  it('refuses a PAN of the wrong shape and unticked terms', () => {
    for (const pan of ['bqkpm4821l', 'BQKPM482L1', 'BQKPM4821LL', 'BQK1M4821L']) {
      expect(issues({ pan, dob: '1986-03-14', terms: true })).toEqual([externalPanRuleMessages.pan]);
    }
    expect(issues({ pan: 'BQKPM4821L', dob: '1986-03-14', terms: false })).toEqual([externalPanRuleMessages.terms]);
  });
});

describe('the OTP', () => {
  it('is exactly six digits', () => {
    expect(isValidExternalOtp('123456')).toBe(true);
    for (const code of ['', '12345', '1234567', '12345a', ' 123456']) expect(isValidExternalOtp(code)).toBe(false);
  });
});
