/**
 * Table types: the summaries the hours ledger keeps for the dashboards (issue 6; migration
 * 20261121_008000_dashboard, maintained by server/modules/hours/ledgerSummary.ts in the grant's
 * transaction). Columns are camelCase here, snake_case in SQL (CamelCasePlugin).
 */
import type { Generated } from 'kysely';
import type { NumericWithDefault } from './columns.js';

/** The fixed position of a top-level module: its column m<slot> in student_module_hours (1-based, never reused). */
export interface ModuleSlotsTable {
  schoolId: number;
  rootClassifyId: number;
  slot: number;
}

/**
 * A student's granted hours per top-level module, in integer hundredths, in column m<slot> of the
 * module (m1 … m16): Σ of the ledger rows of the module's categories.
 */
export interface StudentModuleHoursTable {
  schoolId: number;
  userId: number;
  m1: Generated<number>;
  m2: Generated<number>;
  m3: Generated<number>;
  m4: Generated<number>;
  m5: Generated<number>;
  m6: Generated<number>;
  m7: Generated<number>;
  m8: Generated<number>;
  m9: Generated<number>;
  m10: Generated<number>;
  m11: Generated<number>;
  m12: Generated<number>;
  m13: Generated<number>;
  m14: Generated<number>;
  m15: Generated<number>;
  m16: Generated<number>;
}

/** The hours (and ledger rows) one source granted: an activity (1), a declaration (2), …. */
export interface LedgerSourceTotalsTable {
  schoolId: number;
  sourceType: number;
  relationId: string | number;
  hours: NumericWithDefault;
  grants: Generated<number>;
}
