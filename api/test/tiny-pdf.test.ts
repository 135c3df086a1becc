import { describe, expect, it } from 'vitest';
import { checkDocument } from '../src/modules/verification/documents.ts';
import { tinyPdf } from '../src/seed/tiny-pdf.ts';

describe('tinyPdf', () => {
  const pdf = tinyPdf('Licence A5180');
  const text = pdf.toString('latin1');

  it('writes a header, the page text and an end marker', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text).toContain('(Licence A5180) Tj');
    expect(text.endsWith('%%EOF\n')).toBe(true);
  });

  it('points its cross-reference table and startxref at the objects and the table', () => {
    const xref = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((o, i) => {
      expect(text.slice(o).startsWith(`${i + 1} 0 obj\n`)).toBe(true);
    });
    const stream = /stream\n(.*)\nendstream/.exec(text)?.[1] ?? '';
    expect(text).toContain(`/Length ${stream.length} >>`);
  });

  it('drops the characters that would end or escape the PDF string', () => {
    expect(tinyPdf('a (b) \\c').toString('latin1')).toContain('(a b c) Tj');
  });

  it('passes the content check of uploaded documents', async () => {
    expect((await checkDocument('Licence', pdf)).type).toBe('pdf');
  });
});
