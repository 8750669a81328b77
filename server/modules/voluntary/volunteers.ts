/**
 * Registered volunteers (issue 19 志愿者注册; ROUTES.md /volunteer, /voluntary/management/list and
 * its show page): a student registers once, joining a volunteer organisation (nature 3) and
 * drawing the school's next volunteer number ('V' + year + 5 digits; unique per school); staff
 * list, filter and open them with their service record and approved total.
 */
import type { Page } from '../../../common/envelope.js';
import { chinaDay } from '../../../common/time.js';
import { VOLUNTEER_MSG, type MyVolunteer, type VolunteerDetail, type VolunteerRow } from '../../../common/voluntary.js';
import type { VolunteerListParams, VolunteerRegisterParams } from '../../../common/schemas/voluntary.js';
import type { DataScope } from '../../auth/scope.js';
import type { Db } from '../../db/db.js';
import { badParams, fieldError } from '../../protocol/errors.js';
import { pageOffset } from '../../protocol/paging.js';
import type { Me } from '../studentHome/access.js';
import * as repo from './repository.js';
import { toServiceRow, toVolunteerRow } from './rows.js';

/**
 * POST /volunteer/register {organizationId, phone, intentions} → VolunteerRow. 10002
 * '您已注册为志愿者' when registered already; '参数错误: organizationId 志愿组织不存在' for an
 * organisation that is not a volunteer organisation of the school.
 */
export async function registerVolunteer(db: Db, me: Me, p: VolunteerRegisterParams, now = new Date()): Promise<VolunteerRow> {
  if (!(await repo.findTeam(db, me.schoolId, p.organizationId))) throw fieldError('organizationId', VOLUNTEER_MSG.teamUnknown);
  await repo.lockSchool(db, me.schoolId);
  if (await repo.findVolunteer(db, me.schoolId, me.userId, 'user')) throw badParams(VOLUNTEER_MSG.alreadyRegistered);
  const volunteerNo = await repo.nextVolunteerNo(db, me.schoolId, `V${chinaDay(now).slice(0, 4)}`);
  const id = await repo.insertVolunteer(db, {
    schoolId: me.schoolId, userId: me.userId, volunteerNo, organizationId: p.organizationId, intentions: p.intentions, phone: p.phone,
    registeredAt: now, updatedAt: now,
  });
  return toVolunteerRow((await repo.findVolunteer(db, me.schoolId, id))!);
}

/** GET /volunteer/mine → the student's registration (null before), every service record, the teams to join. */
export async function myVolunteer(db: Db, me: Me): Promise<MyVolunteer> {
  const [v, records, teams] = await Promise.all([
    repo.findVolunteer(db, me.schoolId, me.userId, 'user'),
    repo.findUserService(db, me.schoolId, me.userId),
    repo.findTeams(db, me.schoolId),
  ]);
  return { volunteer: v ? toVolunteerRow(v) : null, records: records.map(toServiceRow), teams };
}

/** GET /voluntary/volunteer/list → {list: VolunteerRow[], total}, newest registration first, within the caller's data scope. */
export async function listVolunteers(db: Db, schoolId: number, scope: DataScope, p: VolunteerListParams): Promise<Page<VolunteerRow>> {
  const { rows, total } = await repo.findVolunteerPage(db, schoolId, scope, p, { limit: p.size, offset: pageOffset(p) });
  return { list: rows.map(toVolunteerRow), total };
}

/** GET /voluntary/volunteer/detail {id} → the profile and service record; 10002 '志愿者不存在' (also outside the caller's data scope). */
export async function volunteerDetail(db: Db, schoolId: number, scope: DataScope, id: number): Promise<VolunteerDetail> {
  const v = await repo.findVolunteer(db, schoolId, id, 'id', scope);
  if (!v) throw badParams(VOLUNTEER_MSG.volunteerUnknown);
  const records = await repo.findUserService(db, schoolId, v.userId);
  return { volunteer: toVolunteerRow(v), records: records.map(toServiceRow) };
}
