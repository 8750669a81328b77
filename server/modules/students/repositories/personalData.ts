/**
 * The Kysely queries of 查看完整个人信息 (issue 14 defect 8): the record of every full view or full
 * export of personal data (personal_data_views), always within one school.
 */
import type { Insertable } from 'kysely';
import type { Db } from '../../../db/db.js';
import type { PersonalDataViewsTable } from '../../../db/types.js';
import { pageOf } from '../../../db/paging.js';

/** Records one view or export (who, when, from which IP, which student or how many and the filter). */
export async function insertPersonalDataView(db: Db, schoolId: number, v: Omit<Insertable<PersonalDataViewsTable>, 'schoolId'>): Promise<void> {
  await db.insertInto('personalDataViews').values({ ...v, schoolId }).execute();
}

/** One page of the school's records, newest first; and how many there are. */
export function findPersonalDataViews(db: Db, schoolId: number, page: { limit: number; offset: number }) {
  return pageOf(
    db
      .selectFrom('personalDataViews')
      .where('schoolId', '=', schoolId)
      .select(['id', 'action', 'subjectKind', 'userId', 'userName', 'studentId', 'studentCode', 'studentName', 'studentCount', 'filter', 'ip', 'createdAt'])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc'),
    page,
  );
}
