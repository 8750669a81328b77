/** Column helper types shared by the table types. */
import type { ColumnType, Generated } from 'kysely';

/** A timestamptz column: read as Date, written as Date. */
export type Timestamp = ColumnType<Date, Date | undefined, Date>;
export type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;
/** A numeric column: read as a string (exact), written as string or number. */
export type Numeric = ColumnType<string, string | number, string | number>;
/** A numeric column with a default: optional on insert. */
export type NumericWithDefault = ColumnType<string, string | number | undefined, string | number>;

/**
 * The columns every attachment table shares (activity and declaration attachments): the uploaded
 * file (null when given by url only), its name, url, type (spec §3 uploaded attachment: 1 image,
 * 3 word, 4 spreadsheet, 5 pdf), size and display order.
 */
export interface AttachmentColumns {
  fileId: number | null;
  name: string;
  url: string;
  type: number;
  size: number;
  orderNo: Generated<number>;
}
