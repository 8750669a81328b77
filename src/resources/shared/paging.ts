/**
 * Paging constants and rules (spec §5 "Page-size jump input", §9 page sizes).
 */

/** Page sizes offered by every list (spec §9: 10, 20, 30, 40; default 10), shared with the server. */
export { PAGE_SIZES, DEFAULT_PAGE_SIZE } from '../../../common/envelope';

/**
 * Reads the jumper input (前往 __ 页): a whole number, signed, or null for anything else (empty,
 * decimal, letters). Spec §5 read every non-positive input as page 10; issue 18 item 9 found −3
 * jumping to page 10 and asks for clamping or refusal instead (jumpTarget clamps).
 *
 * @example parseJumpInput('3') → 3; parseJumpInput('-3') → -3; parseJumpInput('2.5') → null
 */
export function parseJumpInput(raw: string | number | null | undefined): number | null {
  const text = String(raw ?? '').trim();
  return /^[-−]?\d{1,9}$/.test(text) ? Number(text.replace('−', '-')) : null;
}

/**
 * The page the jumper goes to: a typed whole number kept within 1..pageCount (−3 and 0 → 1, past
 * the last page → the last; pageCount 0, an empty list, → 1), or null when the input is no number
 * (the pager then stays where it is).
 */
export function jumpTarget(raw: string | number | null | undefined, pageCount: number): number | null {
  const typed = parseJumpInput(raw);
  return typed === null ? null : Math.max(1, Math.min(typed, Math.max(1, pageCount)));
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
