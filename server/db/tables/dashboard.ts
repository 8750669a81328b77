/**
 * Table types: the summaries the hours ledger keeps for the dashboards (issue 6; migration
 * 20261121_008000_dashboard, maintained by server/modules/dashboard/ledgerSummary.ts in the grant's
 * transaction). Columns are camelCase here, snake_case in SQL (CamelCasePlugin).
 */
import type { Generated } from 'kysely';
import type { NumericWithDefault } from './columns.js';

/** A student's granted hours (and ledger rows) in one top-level module: Σ of the ledger. */
export interface StudentClassifyHoursTable {
  schoolId: number;
  userId: number;
  /** The top-level module (classifies.parent_id = 0) of the ledger rows' categories. */
  rootClassifyId: number;
  hours: NumericWithDefault;
  grants: Generated<number>;
}

/** The hours (and ledger rows) one source granted: an activity (1), a declaration (2), …. */
export interface LedgerSourceTotalsTable {
  schoolId: number;
  sourceType: number;
  relationId: string | number;
  hours: NumericWithDefault;
  grants: Generated<number>;
}
