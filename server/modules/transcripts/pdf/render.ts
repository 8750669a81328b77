/**
 * The PDF of one issued transcript (issue 7; spec §2 report pages, §3 School.scoreReportModel).
 * Two layouts, chosen by content.school.scoreReportModel:
 *  - 1 (and any unknown value) SUMMARY: one A4 page — logo, school, title 第二课堂成绩单, the student
 *    block, the classify table, 总学时 and the score with its unit, the verdict, and the
 *    verification block (QR code of `${origin}/verify/${code}`, the code as XXXX-XXXX-XXXX-XXXX,
 *    the issue date);
 *  - 2 DETAILED: the same blocks, then every ledger record in a table that runs over as many pages
 *    as it needs (table header and a running header repeated on each page), and the verification
 *    block after the last record.
 * Every page ends with '第 n 页 / 共 m 页' and the code. The text uses Noto Sans SC, embedded as
 * a subset of the glyphs used (tens of KB per page).
 */
import PDFDocument from 'pdfkit';
import { ReportLayout, type IssuedTranscript } from '../../../../common/transcripts.js';
import { groupCode } from '../code.js';
import { classifyTable, header, requirementsTable, recordsTable, studentBlock, TITLE, totalsAndVerdict, verification, VERIFY_HEIGHT } from './blocks.js';
import { BOTTOM, cell, COLOR, CONTENT_WIDTH, Cursor, FONT, MARGIN, PAGE, type Doc } from './draw.js';
import { transcriptFonts } from './fonts.js';
import { logoImage } from './logo.js';

export interface RenderOptions {
  /** Scheme and host of the site, e.g. 'https://dekt.example.edu.cn': the QR code needs an absolute address. */
  origin?: string;
  /**
   * The school logo as PNG/JPEG bytes when schools.logo is not a data: URL (an uploaded file the
   * caller read from storage); null draws no logo. Default: decoded from content.school.logo.
   */
  logo?: Uint8Array | null;
}

/** The layout of a school's scoreReportModel: 2 → DETAILED, anything else → SUMMARY. */
export const layoutOf = (scoreReportModel: number): number => (scoreReportModel === ReportLayout.DETAILED ? ReportLayout.DETAILED : ReportLayout.SUMMARY);

/** The address the QR code encodes: issued.verifyUrl made absolute with `origin` when it is root-relative. */
export function verifyAddress(issued: IssuedTranscript, origin?: string): string {
  const path = issued.verifyUrl || `/verify/${issued.code}`;
  if (/^https?:\/\//i.test(path) || !origin) return path;
  return origin.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`);
}

/**
 * Renders the transcript as a PDF (A4). Synchronous work of about 3–6 ms per page after the
 * thread's first call (which parses the fonts, about 100 ms); batch generation runs it in worker
 * threads (../batch/pool.ts). Never throws on unusual content: long texts are cut with '…'.
 */
export async function renderTranscriptPdf(issued: IssuedTranscript, opts: RenderOptions = {}): Promise<Buffer> {
  const content = issued.content;
  const fonts = transcriptFonts();
  const doc: Doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    // No default font: pdfkit would parse Helvetica's metrics for every document.
    font: null as never,
    info: { Title: `${content.school.name} ${TITLE} ${content.student.name}`, Author: content.school.name, Subject: groupCode(issued.code) },
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

  const verifyUrl = verifyAddress(issued, opts.origin);
  const logo = opts.logo !== undefined ? opts.logo : logoImage(content.school.logo);
  const c = new Cursor(doc);
  header(c, content, logo);
  studentBlock(c, content);
  requirementsTable(c, content);
  classifyTable(c, content);
  totalsAndVerdict(c, content);
  if (layoutOf(content.school.scoreReportModel) === ReportLayout.DETAILED) {
    recordsTable(c, content, content.records);
    c.y += 12;
    verification(c, issued, verifyUrl);
  } else {
    // The one-page summary keeps the verification block at the foot of the page.
    c.y = Math.max(c.y, BOTTOM - VERIFY_HEIGHT);
    verification(c, issued, verifyUrl);
  }
  footers(doc, issued.code);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
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
