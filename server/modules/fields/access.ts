/**
 * Who sees and does what with publicity fields (issue 21; spec §6 "visible data depends on
 * permission"). Modules (server/seed/modules.ts): 751 宣传阵地 '/system/field/list' reads fields,
 * 752 新增阵地 '/system/field/add' adds, edits and deletes them (and decides any review step, as the
 * fields' managers), 753 阵地申请 '/system/field/apply' applies and lists applications. Data scope
 * (auth/scope.ts): the whole school; a college administrator their college's fields (and the
 * school-wide ones) and the applications of their college; an organisation scope the organisations
 * they lead and below. An applicant applies for organisations they lead or that are in their scope.
 */
import { FIELD_MODULES as P } from '../../../common/fields.js';
import { dataScopeOf } from '../../auth/scope.js';
import type { Session } from '../../auth/sessions.js';
import type { Db } from '../../db/db.js';
import { ledBy } from '../orgLifecycle/repository.js';
import * as repo from './repository.js';

export { holdsAny, requireAny } from '../../protocol/moduleRoutes.js';

export type Caller = Pick<Session, 'schoolId' | 'userId'>;

/** Every module that reads fields. */
export const FIELD_READERS = [P.list, P.add, P.apply];
/** The fields' managers. */
export const FIELD_MANAGERS = [P.add];

export interface FieldScope {
  /** null: every college. */
  colleges: number[] | null;
  /** null: no organisation limit (school or college scope). */
  organizations: number[] | null;
}

/** The caller's scope over fields and applications. */
export async function fieldScope(db: Db, caller: Caller): Promise<FieldScope> {
  const s = await dataScopeOf(db, caller);
  if (s.kind === 'school') return { colleges: null, organizations: null };
  if (s.kind === 'college') return { colleges: s.collegeIds, organizations: null };
  return { colleges: null, organizations: s.organizationIds };
}

/** Organisations the caller may apply for: those they lead, and those of their scope. */
export async function applicableOrganizations(db: Db, caller: Caller): Promise<{ id: number; name: string; collegeId: number | null }[]> {
  const [scope, led] = await Promise.all([fieldScope(db, caller), ledBy(db, caller.schoolId, caller.userId)]);
  const inScope = scope.organizations
    ? await repo.organizationsOf(db, caller.schoolId, { ids: scope.organizations })
    : await repo.organizationsOf(db, caller.schoolId, scope.colleges ? { colleges: scope.colleges } : {});
  const mine = led.length ? await repo.organizationsOf(db, caller.schoolId, { ids: led }) : [];
  const byId = new Map([...inScope, ...mine].map((o) => [o.id, o]));
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'));
}
