/**
 * Server side of paging: the params schema fields (`pageFields`, `clampPageSize`) live in
 * common/schemas/paging.ts; this turns a parsed page into the SQL offset.
 */
import type { PageParams } from '../../common/schemas/paging.js';

/** Rows to skip for a 1-based page of `size` rows. */
export function pageOffset(p: PageParams): number {
  return (p.current - 1) * p.size;
}
