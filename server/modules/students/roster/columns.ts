/**
 * The roster spreadsheet's columns (issue 3 roster import): the template's headers, in order
 * ('*' marks a required column), and how a cell's value reads as text. Error reports name a column
 * by its header without the '*'.
 */
import { cellText, matchHeader } from '../../../jobs/sheets/cells.js';

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
 * '学号（必填）' all read as 学号 (the shared sheet reader's rule, server/jobs/sheets/cells.ts).
 */
export function columnForHeader(text: string): RosterColumn | undefined;
export function columnForHeader<C extends { label: string }>(text: string, columns: readonly C[]): C | undefined;
export function columnForHeader(text: string, columns: readonly { label: string }[] = ROSTER_COLUMNS): { label: string } | undefined {
  return matchHeader(text, columns);
}

/** A cell's value as trimmed text (the shared sheet reader's rule). */
export { cellText };
