/**
 * The Kysely queries of activity templates (issue 4): activity rows with is_template set, always
 * within one school. Who may see or change a template is decided in activities/templates.ts.
 */
import type { Db } from '../../../db/db.js';
import { detachReferences, fromSchool, sameSchool } from '../../../db/tenant.js';
import { pageOf } from '../../../db/paging.js';
import { likeContains } from '../../../util/like.js';

/** Whose templates a list shows: null = every template, else the caller's own and those of `organizationIds`. */
export interface TemplateFilter {
  name?: string;
  visible: { userId: number; organizationIds: number[] } | null;
}

/** One page of the school's templates ({id, name, hours, createdAt, orgName, classifyName}), newest first; and how many match. */
export function findTemplates(db: Db, schoolId: number, f: TemplateFilter, page: { limit: number; offset: number }) {
  const { visible } = f;
  return pageOf(
    fromSchool(db, 'activities as a', schoolId)
      .innerJoin('organizations as o', sameSchool('o.id', 'a.organizationId'))
      .innerJoin('classifies as c', sameSchool('c.id', 'a.classifyId'))
      .where('a.isTemplate', '=', true)
      .$if(!!f.name, (q) => q.where('a.name', 'ilike', likeContains(f.name!)))
      .$if(visible !== null, (q) =>
        q.where((eb) =>
          eb.or([eb('a.createdBy', '=', visible!.userId), ...(visible!.organizationIds.length ? [eb('a.organizationId', 'in', visible!.organizationIds)] : [])]),
        ),
      )
      .select(['a.id', 'a.name', 'a.hours', 'a.createdAt', 'o.name as orgName', 'c.name as classifyName'])
      .orderBy('a.id', 'desc'),
    page,
  );
}

/** The school's template `id` with every column, undefined when none. */
export function findTemplate(db: Db, schoolId: number, id: number) {
  return db.selectFrom('activities').selectAll().where('schoolId', '=', schoolId).where('id', '=', id).where('isTemplate', '=', true).executeTakeFirst();
}

/** Deletes the school's template `id` (never an activity); declarations related to it keep no activity. */
export async function deleteTemplate(db: Db, schoolId: number, id: number): Promise<void> {
  await detachReferences(db, schoolId, id, [['declarations', 'relateActivityId']]);
  await db.deleteFrom('activities').where('schoolId', '=', schoolId).where('id', '=', id).where('isTemplate', '=', true).execute();
}
