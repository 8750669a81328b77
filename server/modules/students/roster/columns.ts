/**
 * The roster spreadsheet's columns (issue 3 roster import): the template's headers, in order
 * ('*' marks a required column), and how a cell's value reads as text. Error reports name a column
 * by its header without the '*'.
 */
import type { CellValue } from 'exceljs';

export type RosterKey =
  | 'code' | 'name' | 'gender' | 'idType' | 'idNumber' | 'mobile' | 'politics'
  | 'campus' | 'college' | 'major' | 'grade' | 'class';

export interface RosterColumn {
  key: RosterKey;
  /** The header as the template writes it. */
  header: string;
  /** The header as error reports name it (no '*'). */
  label: string;
  required: boolean;
  /** Kept as text in the template (numbers that must not become 1.1E+17). */
  text?: boolean;
  width: number;
}

const col = (key: RosterKey, label: string, required: boolean, width: number, text = false): RosterColumn => ({
  key, label, header: required ? `${label}*` : label, required, width, text,
});

export const ROSTER_COLUMNS: RosterColumn[] = [
  col('code', '学号', true, 16, true),
  col('name', '姓名', true, 12),
  col('gender', '性别', false, 8),
  col('idType', '证件类型', false, 18),
  col('idNumber', '证件号码', true, 22, true),
  col('mobile', '手机号', false, 15, true),
  col('politics', '政治面貌', false, 14),
  col('campus', '校区', true, 14),
  col('college', '学院', true, 20),
  col('major', '专业', true, 20),
  col('grade', '年级', true, 8, true),
  col('class', '班级', true, 20),
];

export const COLUMN_BY_KEY = Object.fromEntries(ROSTER_COLUMNS.map((c) => [c.key, c])) as Record<RosterKey, RosterColumn>;

/**
 * A header cell's text matched to a column of `columns` (default: the roster's): '学号*', ' 学号 ',
 * '学号（必填）' all read as 学号. Other imports (declarations) pass their own columns.
 */
export function columnForHeader(text: string): RosterColumn | undefined;
export function columnForHeader<C extends { label: string }>(text: string, columns: readonly C[]): C | undefined;
export function columnForHeader(text: string, columns: readonly { label: string }[] = ROSTER_COLUMNS): { label: string } | undefined {
  const clean = text.replace(/[\s*＊]/g, '').replace(/[（(].*[)）]$/, '');
  return columns.find((c) => c.label === clean);
}

/** A cell's value as trimmed text: numbers, rich text, hyperlinks, formula results and dates included. */
export function cellText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText)) return value.richText.map((r) => r.text).join('').trim();
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
    if ('result' in value) return cellText(value.result as CellValue);
  }
  return String(value).trim();
}
