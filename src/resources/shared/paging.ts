/**
 * Paging constants and rules (spec §5 "Page-size jump input", §9 page sizes).
 */

/** Page sizes offered by every list (spec §9: 10, 20, 30, 40; default 10), shared with the server. */
export { PAGE_SIZES, DEFAULT_PAGE_SIZE } from '../../../common/envelope';

/**
 * Reads the jumper input (spec §5): a positive integer is kept, anything else (empty, zero,
 * negative, decimal, letters) becomes 10.
 *
 * @example parseJumpInput('3') → 3; parseJumpInput('0') → 10; parseJumpInput('2.5') → 10
 */
export function parseJumpInput(raw: string | number | null | undefined): number {
  const text = String(raw ?? '').trim();
  return /^[1-9]\d*$/.test(text) ? Number(text) : 10;
}

/**
 * The page the jumper goes to: the parsed input (parseJumpInput) kept within 1..pageCount
 * (pageCount 0, an empty list, stays on page 1).
 */
export function jumpTarget(raw: string | number | null | undefined, pageCount: number): number {
  return Math.max(1, Math.min(parseJumpInput(raw), Math.max(1, pageCount)));
}

/**
 * The look of a filtered list page: the table scrolls sideways inside its card instead of the page,
 * the filter row keeps a compact height, and filter inputs sit on white over the grey page.
 */
export const LIST_SX = {
  '& .RaList-main': { minWidth: 0 },
  '& .RaList-content': { overflowX: 'auto' },
  '& .RaList-actions form': { minHeight: 'auto', pb: 2 },
  '& .RaList-actions .MuiInputBase-root': { bgcolor: 'background.paper' },
} as const;
