/**
 * A minimal PDF 1.4 writer: one A4 page with a coloured header, a title, wrapped body text
 * and a footer, using the standard Helvetica fonts (nothing embedded). Output depends on the
 * input only (fixed dates, no IDs), so it is byte-identical on every run.
 */

export interface PdfDocument {
  title: string;
  /** Body paragraphs; a line starting with "- " is drawn as a bullet. */
  paragraphs: string[];
  footer: string;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const BODY_SIZE = 11;
const LEADING = 16;
/** Conservative characters per line for 11 pt Helvetica across the text column. */
const WRAP_AT = 86;
const CREATED = 'D:20250101000000Z';

function assertPrintable(text: string): void {
  if (!/^[\x20-\x7e]*$/.test(text))
    throw new Error(`PDF text must be printable ASCII: ${JSON.stringify(text)}`);
}

/** A PDF literal string: backslash, parentheses escaped. */
function literal(text: string): string {
  assertPrintable(text);
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function pageContent(doc: PdfDocument): string {
  const ops: string[] = [];
  // Header band and accent rule.
  ops.push('0.114 0.165 0.227 rg', `0 ${PAGE_HEIGHT - 110} ${PAGE_WIDTH} 110 re f`);
  ops.push('0.961 0.773 0.259 rg', `${MARGIN} ${PAGE_HEIGHT - 124} 80 4 re f`);
  ops.push(
    'BT',
    '1 1 1 rg',
    '/F2 22 Tf',
    `${MARGIN} ${PAGE_HEIGHT - 70} Td`,
    `${literal(doc.title)} Tj`,
    'ET',
  );

  let y = PAGE_HEIGHT - 160;
  ops.push('0.114 0.165 0.227 rg');
  for (const paragraph of doc.paragraphs) {
    const bullet = paragraph.startsWith('- ');
    const text = bullet ? paragraph.slice(2) : paragraph;
    const indent = bullet ? 16 : 0;
    wrap(text, WRAP_AT - (bullet ? 3 : 0)).forEach((line, i) => {
      if (y < MARGIN + 40) throw new Error(`"${doc.title}" does not fit on one page`);
      ops.push(
        'BT',
        `/F1 ${BODY_SIZE} Tf`,
        `${MARGIN + indent} ${y} Td`,
        `${literal(line)} Tj`,
        'ET',
      );
      if (bullet && i === 0) ops.push(`${MARGIN + 3} ${y + 3} 4 4 re f`);
      y -= LEADING;
    });
    y -= 8;
  }
  ops.push('0.55 0.6 0.66 rg', `${MARGIN} ${MARGIN + 14} ${PAGE_WIDTH - 2 * MARGIN} 0.75 re f`);
  ops.push('BT', '/F1 8 Tf', `${MARGIN} ${MARGIN} Td`, `${literal(doc.footer)} Tj`, 'ET');
  return `${ops.join('\n')}\n`;
}

/** Serialises objects 1..n with a cross-reference table whose offsets are exact byte counts. */
export function renderPdf(doc: PdfDocument): Buffer {
  const content = pageContent(doc);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`,
    `<< /Title ${literal(doc.title)} /Producer (trading-academy demo-content generator) ` +
      `/CreationDate (${CREATED}) /ModDate (${CREATED}) >>`,
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const part = Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    parts.push(part);
    offset += part.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
  ].join('\n');
  const trailer = `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${offset}\n%%EOF`;
  parts.push(Buffer.from(`${xref}\n${trailer}`, 'latin1'));
  return Buffer.concat(parts);
}
