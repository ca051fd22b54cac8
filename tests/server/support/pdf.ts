import { expect } from 'vitest';

/** Checks the structure a PDF reader relies on: header, xref offsets pointing at their objects, trailer. */
export function expectWellFormedPdf(bytes: Uint8Array): void {
  const text = Buffer.from(bytes).toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const entries = text.slice(startxref).split('\n').slice(3);
  const offsets = entries.filter((line) => / 00000 n $/.test(line)).map((line) => Number(line.slice(0, 10)));
  expect(offsets.length).toBeGreaterThanOrEqual(5);
  offsets.forEach((offset, index) => {
    expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
  });
  const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
  const streamStart = text.indexOf('stream\n') + 'stream\n'.length;
  expect(text.slice(streamStart + length, streamStart + length + '\nendstream'.length)).toBe('\nendstream');
}
