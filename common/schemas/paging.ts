/**
 * Paging params (DESIGN.md §2, spec §9): `current` is 1-based (anything below 1 reads as 1); `size`
 * is one of 10/20/30/40 — other values are clamped to the largest allowed size not above them (at
 * least 10, at most 40), so a page is never unbounded. Replies are `{list, total}`.
 * Routes: (builders only) every paged list endpoint.
 */
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../envelope.js';
import { optionalInt } from './fields.js';

/** The allowed page size for a requested one (absent → DEFAULT_PAGE_SIZE). */
export function clampPageSize(size: number | undefined): number {
  if (size === undefined) return DEFAULT_PAGE_SIZE;
  let out: number = PAGE_SIZES[0];
  for (const s of PAGE_SIZES) if (size >= s) out = s;
  return out;
}

/** Schema fields `current` and `size` for a paged endpoint's params object. */
export const pageFields = {
  current: optionalInt({ json: { description: 'The page, from 1 (default 1).', examples: [1] } }).transform((v) => Math.max(1, v ?? 1)),
  size: optionalInt({
    json: { description: `Rows per page: ${PAGE_SIZES.join(', ')} (default ${DEFAULT_PAGE_SIZE}; other sizes are clamped).`, examples: [DEFAULT_PAGE_SIZE] },
  }).transform(clampPageSize),
};

/** The paging part of a paged endpoint's params as the service receives it. */
export interface PageParams {
  current: number;
  size: number;
}
