/**
 * Drawing primitives of the transcript PDF on top of pdfkit: single-line cells (measured once,
 * cut with '…' when too wide, aligned and vertically centred) and ruled table rows. Text is drawn
 * without pdfkit's line wrapper (lineBreak: false): CJK text would otherwise be measured character
 * by character, which dominates the cost of a page. Units are PDF points (1/72 inch).
 */
import type PDFDocument from 'pdfkit';

export type Doc = InstanceType<typeof PDFDocument>;

/** A4 portrait. */
export const PAGE = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 40;
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
/** Room kept at the bottom of every page for the footer (page numbers, code). */
export const FOOTER_HEIGHT = 24;
export const BOTTOM = PAGE.height - MARGIN - FOOTER_HEIGHT;

export const FONT = { regular: 'R', bold: 'B' } as const;
export const COLOR = {
  text: '#1f2329',
  muted: '#646a73',
  rule: '#8f959e',
  labelFill: '#eef1f5',
  headFill: '#dfe6ef',
  ok: '#1a7f37',
  bad: '#c62828',
  accent: '#1e4f91',
} as const;

/** Horizontal padding inside a cell. */
const PAD = 5;

export type Align = 'left' | 'center' | 'right';

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
  align?: Align;
}

/** `text` shortened with '…' so that it fits `max` pt at the current font and size, and its width. */
export function fitText(doc: Doc, text: string, max: number): { text: string; width: number } {
  const full = doc.widthOfString(text);
  if (full <= max) return { text, width: full };
  const chars = Array.from(text);
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (doc.widthOfString(chars.slice(0, mid).join('') + '…') <= max) lo = mid;
    else hi = mid - 1;
  }
  const cut = chars.slice(0, lo).join('') + '…';
  return { text: cut, width: doc.widthOfString(cut) };
}

/** One line of text in the box (x, y, w, h): fitted, aligned, vertically centred. */
export function cell(doc: Doc, text: string, x: number, y: number, w: number, h: number, style: TextStyle): void {
  if (text === '') return;
  doc.font(style.bold ? FONT.bold : FONT.regular).fontSize(style.size);
  const { text: shown, width } = fitText(doc, text, w - 2 * PAD);
  const align = style.align ?? 'left';
  const tx = align === 'center' ? x + (w - width) / 2 : align === 'right' ? x + w - PAD - width : x + PAD;
  const ty = y + (h - doc.currentLineHeight()) / 2;
  doc.fillColor(style.color ?? COLOR.text).text(shown, tx, ty, { lineBreak: false });
}

export interface Column {
  width: number;
  align?: Align;
}

export interface RowCell {
  text: string;
  color?: string;
  bold?: boolean;
  /** Background of this cell (labels, header). */
  fill?: string;
}

/**
 * A ruled table row at y: fills, texts, then the cell borders, all `h` pt high from x = MARGIN.
 * `cells[i]` goes in `columns[i]`.
 */
export function tableRow(doc: Doc, columns: Column[], cells: RowCell[], y: number, h: number, size: number): void {
  let x = MARGIN;
  const boxes = columns.map((c) => {
    const box = { x, w: c.width };
    x += c.width;
    return box;
  });
  cells.forEach((c, i) => {
    if (c.fill) doc.rect(boxes[i].x, y, boxes[i].w, h).fill(c.fill);
  });
  cells.forEach((c, i) => cell(doc, c.text, boxes[i].x, y, boxes[i].w, h, { size, bold: c.bold, color: c.color, align: columns[i].align }));
  for (const b of boxes) doc.rect(b.x, y, b.w, h);
  doc.lineWidth(0.5).strokeColor(COLOR.rule).stroke();
}

/**
 * The vertical position while laying out; `ensure(h)` starts a new page when h pt no longer fit
 * above the footer, and runs `onNewPage` there (running headers, repeated table headers).
 */
export class Cursor {
  y = MARGIN;
  private continuation: (() => void) | null = null;

  constructor(readonly doc: Doc) {}

  /** What to draw at the top of every following page (until replaced). */
  onNewPage(draw: (() => void) | null): void {
    this.continuation = draw;
  }

  ensure(h: number): void {
    if (this.y + h <= BOTTOM) return;
    this.doc.addPage({ size: 'A4', margin: 0 });
    this.y = MARGIN;
    this.continuation?.();
  }
}
