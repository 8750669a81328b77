/**
 * The frame every verifiable PDF shares (issue 7 transcripts, issue 19 volunteer certificates): an
 * A4 pdfkit document with the Noto Sans SC fonts registered (parsed once per thread, fonts.ts),
 * collected into one Buffer, and on every page the footer '第 n 页 / 共 m 页' with the verification
 * code. What is drawn in between is the document's own (render.ts, voluntary/certificatePdf.ts).
 */
import PDFDocument from 'pdfkit';
import { groupCode } from '../code.js';
import { cell, COLOR, CONTENT_WIDTH, FONT, MARGIN, PAGE, type Doc } from './draw.js';
import { transcriptFonts } from './fonts.js';

export interface PdfInfo {
  /** The document title in the PDF's properties. */
  title: string;
  /** The issuing school. */
  author: string;
  /** The verification code (16 characters), printed in every footer and as the PDF's subject. */
  code: string;
}

export interface OpenPdf {
  doc: Doc;
  /** Adds the footers, ends the document and resolves to its bytes. */
  finish(): Promise<Buffer>;
}

/** A new A4 document (margin 0, buffered pages) with the fonts FONT.regular and FONT.bold registered. */
export function openPdf(info: PdfInfo): OpenPdf {
  const fonts = transcriptFonts();
  const doc: Doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    // No default font: pdfkit would parse Helvetica's metrics for every document.
    font: null as never,
    info: { Title: info.title, Author: info.author, Subject: groupCode(info.code) },
    lang: 'zh-CN',
  } as PDFKit.PDFDocumentOptions);
  doc.registerFont(FONT.regular, fonts.regular as never);
  doc.registerFont(FONT.bold, fonts.bold as never);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  return {
    doc,
    async finish() {
      footers(doc, info.code);
      doc.end();
      await ended;
      return Buffer.concat(chunks);
    },
  };
}

/** '第 n 页 / 共 m 页' and the code at the foot of every page. */
function footers(doc: Doc, code: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const y = PAGE.height - MARGIN - 14;
    doc.moveTo(MARGIN, y - 4).lineTo(PAGE.width - MARGIN, y - 4).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
    cell(doc, `第 ${i - start + 1} 页 / 共 ${count} 页`, MARGIN, y, CONTENT_WIDTH, 16, { size: 9, color: COLOR.muted, align: 'center' });
    cell(doc, `验证码 ${groupCode(code)}`, MARGIN, y, CONTENT_WIDTH, 16, { size: 9, color: COLOR.muted, align: 'right' });
  }
}
