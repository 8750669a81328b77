/** GET /blacklist/list row (issue 4 contract, helper C). Times 'YYYY-MM-DD HH:mm'. */
export interface BlacklistRow {
  id: number;
  userId: number;
  name: string;
  code: string;
  collegeName: string;
  className: string;
  reason: string;
  noShowCount: number;
  startedAt: string;
  endsAt: string;
  removedAt: string | null;
  active: boolean;
  /** 1 pending, 2 approved, 3 rejected (appealStatusLabels); null without an appeal. */
  appealStatus: number | null;
}
