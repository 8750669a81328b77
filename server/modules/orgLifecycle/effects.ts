/**
 * What an approved application does to its organisation (issue 19 "approval applies the effect"):
 *  - 成立: the organisation is made through the organisations service (addOrganization: the name
 *    check, the tree path, the leader) with its charter, advisor, 服务领域 and college; the founders
 *    become members and the first student among them leads it;
 *  - 注册: it is registered for the academic year (registered_year);
 *  - 年审: nothing changes on the organisation: the approved application is the year's result;
 *  - 评优: it gets the stars and the 优秀 title asked for;
 *  - 注销: its status becomes 已注销 (the row and its history stay).
 */
import { isStudentIdentity } from '../../../common/api.js';
import { OrgApplyKind, OrgStatus } from '../../../common/orgLifecycle.js';
import type { Db } from '../../db/db.js';
import type { OrganizationApplicationsTable } from '../../db/types.js';
import type { Selectable } from 'kysely';
import { insertMembers } from '../organizations/repository.js';
import { addOrganization } from '../organizations/service.js';
import * as repo from './repository.js';

type Application = Selectable<OrganizationApplicationsTable>;

/** Applies the approved application; returns the organisation's id (a 成立's new one). */
export async function applyEffect(db: Db, app: Application, now: Date): Promise<number> {
  const { schoolId } = app;
  if (app.kind === OrgApplyKind.CREATE) {
    const people = await repo.usersBrief(db, schoolId, app.founderIds);
    const leader = app.founderIds.find((id) => isStudentIdentity(people.find((p) => p.id === id)?.identity));
    const made = await addOrganization(db, schoolId, { name: app.name, nature: app.nature, parentId: app.parentId, userId: leader ?? null }, async () => {});
    await repo.updateLifecycle(db, schoolId, made.id, { charter: app.charter, advisorId: app.advisorId, serviceArea: app.serviceArea, collegeId: app.collegeId, status: OrgStatus.ACTIVE });
    if (app.founderIds.length) await insertMembers(db, schoolId, made.id, app.founderIds);
    return made.id;
  }
  const id = app.organizationId!;
  if (app.kind === OrgApplyKind.REGISTER) await repo.updateLifecycle(db, schoolId, id, { registeredYear: app.academicYear });
  if (app.kind === OrgApplyKind.APPRAISING) await repo.updateLifecycle(db, schoolId, id, { star: app.requestedStar, excellent: app.requestedExcellent });
  if (app.kind === OrgApplyKind.CANCEL) await repo.updateLifecycle(db, schoolId, id, { status: OrgStatus.CANCELLED, cancelledAt: now });
  return id;
}
