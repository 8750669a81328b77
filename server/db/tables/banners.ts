/** Table type of school banners (issue 21; migration 20261126_047000_banners). Days are 'YYYY-MM-DD'. */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns.js';

type NullableDay = ColumnType<string | null, string | null | undefined, string | null>;

export interface SchoolBannersTable {
  id: Generated<number>;
  schoolId: number;
  title: string;
  fileId: number;
  link: Generated<string>;
  sort: Generated<number>;
  startDay: NullableDay;
  endDay: NullableDay;
  enabled: Generated<boolean>;
  createdAt: Timestamp;
}
