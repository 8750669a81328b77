/**
 * The blocks of a transcript page (issue 7): the school header, the student block, the classify
 * table, the totals and verdict, the verification block (QR code and short code) and the records
 * table of the detailed layout. Each draws at the cursor and moves it down. Figures are shown
 * with the school's decimal places (spec §9), the score with its unit (spec §3 waysConvert).
 */
import type { IssuedTranscript, TranscriptContent, TranscriptRecord } from '../../../../common/transcripts.js';
import { formatHours } from '../../../../common/hoursRules.js';
import { ledgerSourceLabels } from '../../../../common/ledger.js';
import { growthKindLabels } from '../../../../common/honours.js';
import { cell, COLOR, CONTENT_WIDTH, Cursor, MARGIN, PAGE, tableRow, type Column } from './draw.js';
import { groupCode } from '../code.js';
import { drawQr } from './qr.js';

export const TITLE = '第二课堂成绩单';
export const ROW = 20;
const RECORD_ROW = 18;

/** Gender label (spec §3: 2 female, otherwise male). */
const genderLabel = (g: number) => (g === 2 ? '女' : '男');

/** Hours or score with the school's decimal places; a value that is not a number is shown as is. */
export function shown(value: string, decimalPlaces: number): string {
  try {
    return formatHours(value, decimalPlaces);
  } catch {
    return value;
  }
}

/** Logo, school name and title (default 第二课堂成绩单); `logo` is PNG/JPEG bytes or null (name only). */
export function header(c: Cursor, content: { school: { name: string } }, logo: Uint8Array | null, title = TITLE): void {
  const { doc } = c;
  const logoSize = 42;
  const top = c.y;
  if (logo) doc.image(Buffer.from(logo.buffer, logo.byteOffset, logo.byteLength), MARGIN, top, { width: logoSize, height: logoSize });
  cell(doc, content.school.name, logo ? MARGIN + logoSize + 4 : MARGIN - 5, top, CONTENT_WIDTH - logoSize, logoSize, { size: 15, bold: true, color: COLOR.accent });
  cell(doc, title, MARGIN, top + logoSize + 4, CONTENT_WIDTH, 34, { size: 24, bold: true, align: 'center' });
  c.y = top + logoSize + 4 + 34 + 8;
  doc.moveTo(MARGIN, c.y).lineTo(PAGE.width - MARGIN, c.y).lineWidth(1.2).strokeColor(COLOR.accent).stroke();
  c.y += 12;
}

/** A small running header for continuation pages of the detailed layout. */
export function runningHeader(c: Cursor, content: TranscriptContent): void {
  runningLine(c, `${content.school.name} · ${TITLE} · ${content.student.name}（${content.student.code}）`);
}

/** A muted line with a rule under it at the top of a continuation page. */
export function runningLine(c: Cursor, line: string): void {
  const { doc } = c;
  cell(doc, line, MARGIN - 5, c.y, CONTENT_WIDTH, 18, { size: 9, color: COLOR.muted });
  c.y += 20;
  doc.moveTo(MARGIN, c.y).lineTo(PAGE.width - MARGIN, c.y).lineWidth(0.6).strokeColor(COLOR.rule).stroke();
  c.y += 8;
}

/** A section heading in the accent colour, kept on one page with the first two rows below it. */
export function sectionTitle(c: Cursor, title: string): void {
  c.ensure(22 + ROW * 2);
  cell(c.doc, title, MARGIN - 5, c.y, CONTENT_WIDTH, 20, { size: 12, bold: true, color: COLOR.accent });
  c.y += 22;
}

export const INFO_COLUMNS: Column[] = [{ width: 72 }, { width: CONTENT_WIDTH / 2 - 72 }, { width: 72 }, { width: CONTENT_WIDTH / 2 - 72 }];

/** 姓名, 学号, 性别, 政治面貌, 学院, 专业, 班级, 年级 in a two-pair grid. */
export function studentBlock(c: Cursor, content: TranscriptContent): void {
  const s = content.student;
  const pairs: [string, string][][] = [
    [['姓名', s.name], ['学号', s.code]],
    [['性别', genderLabel(s.gender)], ['政治面貌', s.politics]],
    [['学院', s.collegeName], ['专业', s.majorName]],
    [['班级', s.className], ['年级', s.grade ? `${s.grade}级` : '']],
  ];
  sectionTitle(c, '学生信息');
  for (const row of pairs) {
    c.ensure(ROW);
    tableRow(c.doc, INFO_COLUMNS, row.flatMap(([label, value]) => [{ text: label, fill: COLOR.labelFill }, { text: value }]), c.y, ROW, 10.5);
    c.y += ROW;
  }
  c.y += 10;
}

const CLASSIFY_COLUMNS: Column[] = [
  { width: CONTENT_WIDTH - 3 * 105 },
  { width: 105, align: 'center' },
  { width: 105, align: 'center' },
  { width: 105, align: 'center' },
];

type FourCells = [string, string, string, { text: string; color?: string }];

/** Rows of the requirement and module tables: a little tighter, so both fit above a short record list. */
const FOUR_ROW = 16;

/** A four-column table, under a section title when given, whose header repeats on every new page. */
function fourColumnTable(c: Cursor, title: string | null, headings: string[], rows: FourCells[]): void {
  const head = () => tableRow(c.doc, CLASSIFY_COLUMNS, headings.map((text) => ({ text, bold: true, fill: COLOR.headFill })), c.y, FOUR_ROW, 10);
  if (title) sectionTitle(c, title);
  else c.ensure(FOUR_ROW * 3);
  head();
  c.y += FOUR_ROW;
  c.onNewPage(() => {
    head();
    c.y += FOUR_ROW;
  });
  for (const [a, b, d, e] of rows) {
    c.ensure(FOUR_ROW);
    tableRow(c.doc, CLASSIFY_COLUMNS, [{ text: a }, { text: b }, { text: d }, e], c.y, FOUR_ROW, 10);
    c.y += FOUR_ROW;
  }
  c.onNewPage(null);
  c.y += 6;
}

const metCell = (met: boolean) => ({ text: met ? '达标' : '未达标', color: met ? COLOR.ok : COLOR.bad });

/**
 * 认定要求, 应修学时, 已修学时, 是否达标 per requirement of the student's rule (issue 13); nothing for
 * transcripts issued before. Its title is its first heading, so that a detailed transcript with a
 * short record list still fits one page.
 */
export function requirementsTable(c: Cursor, content: TranscriptContent): void {
  const lines = content.requirements ?? [];
  if (lines.length === 0) return;
  const dp = content.school.decimalPlaces;
  fourColumnTable(c, null, ['认定要求', '应修学时', '已修学时', '是否达标'], lines.map((l) => [l.label, shown(l.required, dp), shown(l.earned, dp), metCell(l.met)]));
}

/** 模块, 学时, 最低要求, 是否达标 per top-level module; a module without a minimum of its own shows '—'. */
export function classifyTable(c: Cursor, content: TranscriptContent): void {
  const dp = content.school.decimalPlaces;
  const none = { text: '—', color: COLOR.muted };
  fourColumnTable(
    c,
    '分类学时',
    ['模块', '学时', '最低要求', '是否达标'],
    content.byClassify.map((k) => {
      const required = Number(k.minHours) > 0;
      return [k.classifyName, shown(k.hours, dp), required ? shown(k.minHours, dp) : '—', required ? metCell(k.met) : none];
    }),
  );
}

const TOTAL_COLUMNS: Column[] = [{ width: 72 }, { width: CONTENT_WIDTH / 2 - 72, align: 'center' }, { width: 72 }, { width: CONTENT_WIDTH / 2 - 72, align: 'center' }];
const VERDICT_COLUMNS: Column[] = [{ width: 72 }, { width: CONTENT_WIDTH - 72 }];

/** 总学时 and the score with its unit, then the verdict (达到要求 or the missing lines). */
export function totalsAndVerdict(c: Cursor, content: TranscriptContent): void {
  const dp = content.school.decimalPlaces;
  const unit = content.school.hoursUnit || '学时';
  c.ensure(ROW * 2);
  tableRow(
    c.doc,
    TOTAL_COLUMNS,
    [
      { text: '总学时', fill: COLOR.labelFill, bold: true },
      { text: `${shown(content.totalHours, dp)} ${unit}`, bold: true },
      { text: content.scoreUnit, fill: COLOR.labelFill, bold: true },
      { text: shown(content.score, dp), bold: true },
    ],
    c.y,
    ROW,
    11,
  );
  c.y += ROW;
  const { verdict } = content;
  const lines = verdict.met ? ['达到要求'] : verdict.missing.length > 0 ? verdict.missing : ['未达到要求'];
  // Postgraduates' hours are record-only (spec §1): a note, not a shortfall.
  const color = verdict.met ? COLOR.ok : verdict.recordOnly ? COLOR.muted : COLOR.bad;
  // One cell for the label and one for all the lines, however many there are.
  const lineHeight = 17;
  const h = Math.max(ROW, lines.length * lineHeight + 5);
  c.ensure(h);
  const [label, value] = VERDICT_COLUMNS;
  c.doc.rect(MARGIN, c.y, label.width, h).fill(COLOR.labelFill);
  cell(c.doc, '结论', MARGIN, c.y, label.width, h, { size: 11, bold: true });
  lines.forEach((line, i) => cell(c.doc, line, MARGIN + label.width, c.y + (h - lines.length * lineHeight) / 2 + i * lineHeight, value.width, lineHeight, { size: 11, bold: true, color }));
  c.doc.rect(MARGIN, c.y, label.width, h).rect(MARGIN + label.width, c.y, value.width, h).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
  c.y += h + 12;
}

export const VERIFY_HEIGHT = 94;

/** What a verification block needs of an issued document (a transcript, a volunteer certificate). */
export type Verifiable = Pick<IssuedTranscript, 'code'> & { content: { school: { name: string }; issueDate: string } };

/**
 * QR code (→ verifyUrl), the printed short code, the issue date and the issuing school; `noun`
 * names the document in the instruction (default 成绩单).
 */
export function verification(c: Cursor, issued: Verifiable, verifyUrl: string, noun = '成绩单'): void {
  const { doc } = c;
  c.ensure(VERIFY_HEIGHT);
  const top = c.y;
  const qr = 88;
  drawQr(doc, verifyUrl, PAGE.width - MARGIN - qr, top, qr);
  const x = MARGIN - 5;
  const w = CONTENT_WIDTH - qr - 8;
  const lines: [string, number, boolean, string][] = [
    [`签发单位：${issued.content.school.name}`, 10.5, false, COLOR.text],
    [`签发日期：${issued.content.issueDate}`, 10.5, false, COLOR.text],
    [`验证码：${groupCode(issued.code)}`, 12, true, COLOR.text],
    [`扫描右侧二维码或访问以下网址，核验本${noun}真伪：`, 9, false, COLOR.muted],
    [verifyUrl, 9, false, COLOR.muted],
  ];
  let y = top + 1;
  for (const [text, size, bold, color] of lines) {
    cell(doc, text, x, y, w, 17, { size, bold, color });
    y += 17.5;
  }
  c.y = top + VERIFY_HEIGHT;
}

const RECORD_COLUMNS: Column[] = [
  { width: 28, align: 'center' },
  { width: CONTENT_WIDTH - 28 - 48 - 62 - 110 - 60 - 44 },
  { width: 48, align: 'center' },
  { width: 62 },
  { width: 110 },
  { width: 60, align: 'center' },
  { width: 44, align: 'right' },
];
const RECORD_HEAD = ['序号', '项目名称', '来源', '模块', '学期', '日期', '学时'];

/** Every ledger record, paginated with the table header repeated on each page. */
export function recordsTable(c: Cursor, content: TranscriptContent, records: TranscriptRecord[]): void {
  const dp = content.school.decimalPlaces;
  pagedTable(c, {
    title: `学时明细（共 ${records.length} 条）`, columns: RECORD_COLUMNS, head: RECORD_HEAD, empty: '暂无学时记录',
    running: () => runningHeader(c, content),
    rows: records.map((r, i) => [String(i + 1), r.sourceName, ledgerSourceLabels[r.sourceType] ?? '', r.classifyName, r.termName, r.date, shown(r.hours, dp)]),
  });
}

const GROWTH_COLUMNS: Column[] = [
  { width: 28, align: 'center' },
  { width: 70, align: 'center' },
  { width: CONTENT_WIDTH - 28 - 70 - 130 - 70 },
  { width: 130 },
  { width: 70, align: 'center' },
];
const GROWTH_HEAD = ['序号', '类别', '名称', '级别/类型', '日期'];

/** 成长记录 (issue 21): the approved honours and employment records, when there are any. */
export function growthTable(c: Cursor, content: TranscriptContent): void {
  const items = content.growth ?? [];
  if (items.length === 0) return;
  pagedTable(c, {
    title: `成长记录（共 ${items.length} 条）`, columns: GROWTH_COLUMNS, head: GROWTH_HEAD, empty: '暂无成长记录',
    running: () => runningHeader(c, content),
    rows: items.map((g, i) => [String(i + 1), growthKindLabels[g.kind] ?? '', g.title, g.detail, g.date]),
  });
}

export interface PagedTable {
  title: string;
  columns: Column[];
  head: string[];
  /** One text per column. */
  rows: string[][];
  /** The one line shown when there are no rows. */
  empty: string;
  /** Drawn at the top of each continuation page, before the repeated header. */
  running: () => void;
}

/** A titled table over as many pages as it needs, its header repeated under a running header on each new page. */
export function pagedTable(c: Cursor, t: PagedTable): void {
  const head = () => {
    tableRow(c.doc, t.columns, t.head.map((text) => ({ text, bold: true, fill: COLOR.headFill })), c.y, RECORD_ROW, 9);
    c.y += RECORD_ROW;
  };
  sectionTitle(c, t.title);
  head();
  c.onNewPage(() => {
    t.running();
    head();
  });
  if (t.rows.length === 0) {
    tableRow(c.doc, [{ width: CONTENT_WIDTH, align: 'center' }], [{ text: t.empty, color: COLOR.muted }], c.y, RECORD_ROW, 9);
    c.y += RECORD_ROW;
  }
  for (const row of t.rows) {
    c.ensure(RECORD_ROW);
    tableRow(c.doc, t.columns, row.map((text) => ({ text })), c.y, RECORD_ROW, 9);
    c.y += RECORD_ROW;
  }
  c.onNewPage(null);
}
