/**
 * The activity row query (spec §3 activity row; common/activities.ts ActivityRow), shared by GET
 * /activity/list, the review queues (server/modules/audits/queue.ts), the student lists of
 * participation/ and the detail. One query with its joins:
 *  - the organisation's name (orgName) and the administrator's name (administrator);
 *  - the category: classifyName = its top-level module (any depth), classifyNameS = the category
 *    itself when it is not the module ('' otherwise);
 *  - activityPeopleNumber = enrollments holding a seat (status 1) with a sign-in (QR or back-fill);
 *  - assign*One from the activity's current (open) or else last first-review task (sourceType 1),
 *    assign*Two the same for the completion-report review (sourceType 2): step name, the step's
 *    auditor names joined with '、', and the task's organisation name.
 * Templates are rows too: callers add `.where('a.isTemplate', '=', false)` where they must not appear.
 */
import { sql, type ExpressionBuilder } from 'kysely';
import type { ActivitiesTable, Database } from '../../db/types.js';
import type { ActivityRow } from '../../../common/activities.js';
import { formatMinute } from '../../../common/time.js';
import type { Db } from '../../db/db.js';

/** The top-level module name of the activity's category (recursive over classifies.parent_id). */
const topModuleName = sql<string>`coalesce((
  with recursive up(id, parent_id, name) as (
    select c.id, c.parent_id, c.name from classifies c where c.id = a.classify_id and c.school_id = a.school_id
    union all
    select p.id, p.parent_id, p.name from classifies p join up on p.id = up.parent_id where p.school_id = a.school_id
  )
  select up.name from up where up.parent_id = 0 limit 1
), '')`;

/** The current (open) or else the newest task of `sourceType` of the activity `a`. */
const lastTask = (eb: ExpressionBuilder<Database & { a: ActivitiesTable }, 'a'>, sourceType: number) =>
  eb
    .selectFrom('auditTasks as t')
    .select(['t.stepName', 't.auditorIds', 't.organizationId'])
    .whereRef('t.schoolId', '=', 'a.schoolId')
    .whereRef('t.relationId', '=', 'a.id')
    .where('t.sourceType', '=', sourceType)
    .orderBy(sql`t.done_at is null`, 'desc')
    .orderBy('t.id', 'desc')
    .limit(1);

const auditorNames = (alias: string) =>
  sql<string>`coalesce((select string_agg(u.name, '、' order by u.id) from users u
    where u.school_id = a.school_id and u.id = any(${sql.raw(alias)}.auditor_ids)), '')`;
const taskOrgName = (alias: string) =>
  sql<string>`coalesce((select o2.name from organizations o2
    where o2.school_id = a.school_id and o2.id = ${sql.raw(alias)}.organization_id), '')`;

/**
 * SELECT of the ActivityRow columns from `activities as a` of the school (joined: `o` organisation,
 * `adm` administrator user, `c` category, lateral `t1`/`t2` tasks). Callers add where / orderBy /
 * limit (and may select more `a.` columns), then map each row with `toActivityRow`.
 * @example activityRowSelect(db, schoolId).where('a.id', '=', id).executeTakeFirst()
 */
export function activityRowSelect(db: Db, schoolId: number) {
  return db
    .selectFrom('activities as a')
    .innerJoin('organizations as o', 'o.id', 'a.organizationId')
    .innerJoin('classifies as c', 'c.id', 'a.classifyId')
    .leftJoin('users as adm', 'adm.id', 'a.administratorId')
    // The current (open) or else the newest task of each review.
    .leftJoinLateral((eb) => lastTask(eb, 1).as('t1'), (j) => j.onTrue())
    .leftJoinLateral((eb) => lastTask(eb, 2).as('t2'), (j) => j.onTrue())
    .where('a.schoolId', '=', schoolId)
    .select([
      'a.id', 'a.name', 'a.ecology', 'a.isRecommend', 'a.limitType', 'a.hours', 'a.startTime', 'a.endTime', 'a.status',
      'a.capacity', 'a.starScore', 'a.address', 'a.activityLevel', 'a.enrollCount', 'a.classifyId', 'c.parentId as classifyParentId',
      'o.name as orgName',
      sql<string>`coalesce(adm.name, '')`.as('administrator'),
      topModuleName.as('classifyName'),
      sql<string>`case when c.parent_id = 0 then '' else c.name end`.as('classifyNameS'),
      sql<number>`(select count(*)::int from activity_enrollments e
        where e.school_id = a.school_id and e.activity_id = a.id and e.status = 1 and e.sign_in_at is not null)`.as('activityPeopleNumber'),
      sql<string>`coalesce(t1.step_name, '')`.as('assignFirstOne'),
      auditorNames('t1').as('assignSecondOne'),
      taskOrgName('t1').as('assignFirstSourceNameOne'),
      sql<string>`coalesce(t2.step_name, '')`.as('assignFirstTwo'),
      auditorNames('t2').as('assignSecondTwo'),
      taskOrgName('t2').as('assignFirstSourceNameTwo'),
    ]);
}

/** What activityRowSelect returns per row. */
export type ActivityRowRaw = Awaited<ReturnType<ReturnType<typeof activityRowSelect>['executeTakeFirstOrThrow']>>;

/** Decimal string with two places ('4' → '4.00'); numeric columns arrive as strings. */
export const decimal2 = (v: string | number | null | undefined): string => (v == null ? '0.00' : Number(v).toFixed(2));

/** One raw row → the wire ActivityRow (times 'YYYY-MM-DD HH:mm' in Asia/Shanghai, hours '4.00'). */
export function toActivityRow(r: ActivityRowRaw): ActivityRow {
  return {
    id: r.id,
    name: r.name,
    orgName: r.orgName,
    administrator: r.administrator,
    classifyName: r.classifyName,
    classifyNameS: r.classifyNameS,
    ecology: r.ecology,
    isRecommend: r.isRecommend,
    limitType: r.limitType,
    hours: decimal2(r.hours),
    startTime: formatMinute(r.startTime),
    endTime: formatMinute(r.endTime),
    status: r.status,
    assignFirstOne: r.assignFirstOne,
    assignSecondOne: r.assignSecondOne,
    assignFirstSourceNameOne: r.assignFirstSourceNameOne,
    assignFirstTwo: r.assignFirstTwo,
    assignSecondTwo: r.assignSecondTwo,
    assignFirstSourceNameTwo: r.assignFirstSourceNameTwo,
    applyPeopleNumber: r.capacity,
    activityPeopleNumber: Number(r.activityPeopleNumber),
    starScore: Number(r.starScore).toFixed(1),
    address: r.address,
    activityLevel: r.activityLevel,
    enrollCount: r.enrollCount,
  };
}
