/**
 * How a spreadsheet import reads a cell and a header (shared by every xlsx import: the roster,
 * the declaration import). Pure, so that the sheet reader's worker thread and the tests use it as is.
 */
import type { CellValue } from 'exceljs';

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

/** A header cell's text matched to one of `columns` by label: '学号*', ' 学号 ', '学号（必填）' all read as 学号. */
export function matchHeader<C extends { label: string }>(text: string, columns: readonly C[]): C | undefined {
  const clean = text.replace(/[\s*＊]/g, '').replace(/[（(].*[)）]$/, '');
  return columns.find((c) => c.label === clean);
}
