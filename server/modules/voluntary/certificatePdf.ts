/**
 * The PDF of a volunteer certificate (志愿服务证明, issue 19), drawn with the transcript's frame and
 * blocks (transcripts/pdf: the same fonts, header, tables, verification QR code and footers): the
 * volunteer block (name, student number, college, volunteer number, organisation, total approved
 * hours), the approved service records (activity, date, hours) over as many pages as they need,
 * then the verification block pointing at /verify/{code}.
 */
import type { VolunteerCertificate } from '../../../common/voluntary.js';
import { header, INFO_COLUMNS, pagedTable, ROW, runningLine, sectionTitle, verification } from '../transcripts/pdf/blocks.js';
import { openPdf } from '../transcripts/pdf/document.js';
import { COLOR, CONTENT_WIDTH, Cursor, tableRow, type Column } from '../transcripts/pdf/draw.js';
import { logoImage } from '../transcripts/pdf/logo.js';
import { verifyAddress } from '../transcripts/pdf/render.js';

export const CERTIFICATE_TITLE = '志愿服务证明';

const RECORD_COLUMNS: Column[] = [
  { width: 36, align: 'center' },
  { width: CONTENT_WIDTH - 36 - 96 - 80 },
  { width: 96, align: 'center' },
  { width: 80, align: 'right' },
];

/** The certificate as an A4 PDF; `origin` makes the QR code's address absolute ('https://dekt.example.edu.cn'). */
export function renderCertificatePdf(cert: VolunteerCertificate, origin?: string): Promise<Buffer> {
  const { content } = cert;
  const v = content.volunteer;
  const pdf = openPdf({ title: `${content.school.name} ${CERTIFICATE_TITLE} ${v.name}`, author: content.school.name, code: cert.code });
  const c = new Cursor(pdf.doc);
  header(c, content, logoImage(content.school.logo), CERTIFICATE_TITLE);
  sectionTitle(c, '志愿者信息');
  const pairs: [string, string][][] = [
    [['姓名', v.name], ['学号', v.studentCode]],
    [['学院', v.collegeName], ['志愿者编号', v.volunteerNo]],
    [['所属组织', v.organizationName], ['服务总时长', `${content.totalHours} 小时`]],
  ];
  for (const row of pairs) {
    tableRow(c.doc, INFO_COLUMNS, row.flatMap(([label, value]) => [{ text: label, fill: COLOR.labelFill }, { text: value, bold: label === '服务总时长' }]), c.y, ROW, 10.5);
    c.y += ROW;
  }
  c.y += 10;
  pagedTable(c, {
    title: `志愿服务记录（共 ${content.records.length} 条，经审核）`, columns: RECORD_COLUMNS, head: ['序号', '志愿活动', '服务日期', '时长（小时）'],
    empty: '暂无经审核的志愿服务记录', running: () => runningLine(c, `${content.school.name} · ${CERTIFICATE_TITLE} · ${v.name}（${v.volunteerNo}）`),
    rows: content.records.map((r, i) => [String(i + 1), r.activityName, r.serviceDate, r.hours]),
  });
  c.y += 12;
  verification(c, cert, verifyAddress(cert, origin), '证明');
  return pdf.finish();
}
