/**
 * Display rules of projects: the phase shown as the status chip (申报中 / 未开始 / 已结束 / 已停用)
 * and the options summary of the list ('国家级一等奖 20 学时 · 二等奖 16 学时 …').
 */
import type { ProjectOption, ProjectRow } from '../../../../common/declarations';
import { formatPlain } from '../../shared/format';

export type ProjectPhase = 'open' | 'upcoming' | 'ended' | 'disabled';

/** A wire time 'YYYY-MM-DD HH:mm[:ss]' (or ISO) as milliseconds, NaN when unreadable. */
function timeOf(wire: string): number {
  return new Date(wire.includes('T') ? wire : wire.replace(' ', 'T')).getTime();
}

/**
 * The phase of a project: 已停用 when disabled, 申报中 when the server says it is open, otherwise
 * 未开始 before its window and 已结束 after it.
 */
export function projectPhase(p: Pick<ProjectRow, 'enabled' | 'open' | 'applyStart' | 'applyEnd'>, now: Date = new Date()): ProjectPhase {
  if (!p.enabled) return 'disabled';
  if (p.open) return 'open';
  return now.getTime() < timeOf(p.applyStart) ? 'upcoming' : 'ended';
}

/** How many options the list cell names before '…'. */
export const SUMMARY_OPTIONS = 3;

/** 'name hours' pairs of the first `limit` options in order; `more` tells whether some were left out. */
export function optionsSummary(options: ProjectOption[], limit = SUMMARY_OPTIONS): { parts: { name: string; hours: string }[]; more: boolean } {
  const sorted = [...options].sort((a, b) => a.orderNo - b.orderNo || a.id - b.id);
  return { parts: sorted.slice(0, limit).map((o) => ({ name: o.name, hours: formatPlain(o.hours) })), more: sorted.length > limit };
}

/** 'YYYY-MM-DD HH:mm' of a wire time (seconds dropped). */
export const minuteOf = (wire: string | null | undefined): string => (wire ? wire.replace('T', ' ').slice(0, 16) : '');
