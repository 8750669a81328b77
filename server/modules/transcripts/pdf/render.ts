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
import { ReportLayout, type IssuedTranscript } from '../../../../common/transcripts.js';
import { classifyTable, growthTable, header, requirementsTable, recordsTable, studentBlock, TITLE, totalsAndVerdict, verification, VERIFY_HEIGHT } from './blocks.js';
import { BOTTOM, Cursor } from './draw.js';
import { openPdf } from './document.js';
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
export function verifyAddress(issued: Pick<IssuedTranscript, 'code' | 'verifyUrl'>, origin?: string): string {
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
  const pdf = openPdf({ title: `${content.school.name} ${TITLE} ${content.student.name}`, author: content.school.name, code: issued.code });
  const verifyUrl = verifyAddress(issued, opts.origin);
  const logo = opts.logo !== undefined ? opts.logo : logoImage(content.school.logo);
  const c = new Cursor(pdf.doc);
  header(c, content, logo);
  studentBlock(c, content);
  requirementsTable(c, content);
  classifyTable(c, content);
  totalsAndVerdict(c, content);
  if (layoutOf(content.school.scoreReportModel) === ReportLayout.DETAILED) {
    recordsTable(c, content, content.records);
    c.y += 12;
    growthTable(c, content);
    if (content.growth?.length) c.y += 12;
    verification(c, issued, verifyUrl);
  } else {
    // The one-page summary keeps the verification block at the foot of the page.
    c.y = Math.max(c.y, BOTTOM - VERIFY_HEIGHT);
    verification(c, issued, verifyUrl);
  }
  return pdf.finish();
}
