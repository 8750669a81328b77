/** Column helper types shared by the table types. */
import type { ColumnType } from 'kysely';

/** A timestamptz column: read as Date, written as Date. */
export type Timestamp = ColumnType<Date, Date | undefined, Date>;
export type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;
/** A numeric column: read as a string (exact), written as string or number. */
export type Numeric = ColumnType<string, string | number, string | number>;
/** A numeric column with a default: optional on insert. */
export type NumericWithDefault = ColumnType<string, string | number | undefined, string | number>;
