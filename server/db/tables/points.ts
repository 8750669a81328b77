/**
 * Table types: 活力值 points and the gift store (issue 21 "Points and gifts"; migration
 * 20261126_044000_points). Columns are camelCase here, snake_case in SQL (CamelCasePlugin).
 */
import type { Generated } from 'kysely';
import type { NullableTimestamp } from './columns.js';

/** A student's running totals: balance = earned − spent = the sum of their ledger rows (kept in the ledger write's transaction). */
export interface PointsAccountsTable {
  schoolId: number;
  userId: number;
  balance: Generated<number>;
  earned: Generated<number>;
  spent: Generated<number>;
  updatedAt: Generated<Date>;
}

/** Append-only: rows are inserted, never updated or deleted (server/modules/points/ledger.ts). */
export interface PointsLedgerTable {
  id: Generated<number>;
  schoolId: number;
  userId: number;
  /** common/points.ts PointsSource. */
  source: number;
  /** The activity, declaration, evaluation or gift order the row belongs to. */
  relationId: number;
  /** Signed: positive earned or refunded, negative spent. */
  points: number;
  reason: Generated<string>;
  createdBy: number | null;
  createdAt: Generated<Date>;
}

/** One earning rule per school and source (/system/coin). */
export interface PointsRulesTable {
  schoolId: number;
  source: number;
  points: number;
  perHour: Generated<boolean>;
  enabled: Generated<boolean>;
  updatedAt: Generated<Date>;
}

export interface GiftsTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  description: Generated<string>;
  fileId: number | null;
  price: number;
  stock: number;
  perStudent: Generated<number>;
  onShelf: Generated<boolean>;
  createdBy: number | null;
  createdAt: Generated<Date>;
}

export interface GiftOrdersTable {
  id: Generated<number>;
  schoolId: number;
  giftId: number;
  userId: number;
  points: number;
  pickCode: string;
  status: Generated<number>;
  reason: Generated<string>;
  createdAt: Generated<Date>;
  handledBy: number | null;
  handledAt: NullableTimestamp;
}
