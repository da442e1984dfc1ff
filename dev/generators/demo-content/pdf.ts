import { PageSizes, PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib';

/**
 * One A4 page with a coloured header, a title, wrapped body text and a footer, written with
 * pdf-lib in the standard Helvetica fonts (nothing embedded). pdf-lib would stamp the current
 * time and its own name into the document information; they are fixed here, so the output
 * depends on the input only and is byte-identical on every run.
 */

export interface PdfDocument {
  title: string;
  /** Body paragraphs; a line starting with "- " is drawn as a bullet. */
  paragraphs: string[];
  footer: string;
}

const MARGIN = 56;
const BODY_SIZE = 11;
const LEADING = 16;
const BULLET_INDENT = 16;
const CREATED = new Date('2025-01-01T00:00:00Z');
const PRODUCER = 'trading-academy demo-content generator';

const INK = rgb(0.114, 0.165, 0.227);
const ACCENT = rgb(0.961, 0.773, 0.259);
const MUTED = rgb(0.55, 0.6, 0.66);

/** Splits text into lines no wider than `width` points in the given font and size. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderPdf(doc: PdfDocument): Promise<Buffer> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(doc.title);
  pdf.setProducer(PRODUCER);
  pdf.setCreationDate(CREATED);
  pdf.setModificationDate(CREATED);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage(PageSizes.A4);
  const { width, height } = page.getSize();

  page.drawRectangle({ x: 0, y: height - 110, width, height: 110, color: INK });
  page.drawRectangle({ x: MARGIN, y: height - 124, width: 80, height: 4, color: ACCENT });
  page.drawText(doc.title, {
    x: MARGIN,
    y: height - 70,
    size: 22,
    font: bold,
    color: rgb(1, 1, 1),
  });

  let y = height - 160;
  const column = width - 2 * MARGIN;
  for (const paragraph of doc.paragraphs) {
    const bullet = paragraph.startsWith('- ');
    const indent = bullet ? BULLET_INDENT : 0;
    const lines = wrap(
      bullet ? paragraph.slice(2) : paragraph,
      regular,
      BODY_SIZE,
      column - indent,
    );
    lines.forEach((line, i) => {
      if (y < MARGIN + 40) throw new Error(`"${doc.title}" does not fit on one page`);
      page.drawText(line, { x: MARGIN + indent, y, size: BODY_SIZE, font: regular, color: INK });
      if (bullet && i === 0)
        page.drawRectangle({ x: MARGIN + 3, y: y + 3, width: 4, height: 4, color: INK });
      y -= LEADING;
    });
    y -= 8;
  }
  page.drawRectangle({ x: MARGIN, y: MARGIN + 14, width: column, height: 0.75, color: MUTED });
  page.drawText(doc.footer, { x: MARGIN, y: MARGIN, size: 8, font: regular, color: MUTED });
  return Buffer.from(await pdf.save());
}
