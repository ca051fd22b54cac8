import { describe, expect, it } from 'vitest';
import { buildPdf } from '../../../server/files/simple-pdf';
import { expectWellFormedPdf } from '../support/pdf';

describe('buildPdf', () => {
  it('writes a well-formed single-page PDF', () => {
    expectWellFormedPdf(buildPdf('Title', [{ text: 'Hello (world) \\ back', size: 14 }, { text: 'Second line' }]));
  });

  it('escapes PDF string delimiters and drops characters Helvetica cannot show', () => {
    const text = Buffer.from(buildPdf('T', [{ text: 'a (b) \\ ₹5 — c' }])).toString('latin1');
    expect(text).toContain('(a \\(b\\) \\\\ 5 - c) Tj');
  });
});
