/**
 * A minimal single-page PDF (1.4) with lines of Helvetica text, written by hand so the sandbox can
 * serve real documents without a PDF library. Text is limited to printable ASCII, which the
 * standard Helvetica encoding covers.
 */

export interface PdfLine {
  text: string;
  size?: number;
}

function pdfString(text: string): string {
  const ascii = text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, (ch) => (ch === '\u2014' || ch === '\u2013' ? '-' : ''));
  return `(${ascii.replace(/[\\()]/g, (ch) => `\\${ch}`)})`;
}

export function buildPdf(title: string, lines: PdfLine[]): Uint8Array {
  const top = 800;
  let y = top;
  const commands: string[] = ['BT'];
  for (const line of lines) {
    const size = line.size ?? 11;
    y -= size + 7;
    commands.push(`/F1 ${size} Tf`, `1 0 0 1 56 ${y} Tm`, `${pdfString(line.text)} Tj`);
  }
  commands.push('ET');
  const content = commands.join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (Sanchay sandbox) >>`,
  ];

  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}
