/**
 * Who may manage which templates (issue 21; spec §6 "visible data depends on permission"): each
 * kind's list page is a module of its own (server/seed/modules.ts 730–735, common/documentTemplates.ts
 * TEMPLATE_PATHS), and holding it is what lets a staff member read and change that kind's templates —
 * and no other kind's. Templates are school-wide documents, not per college: a college
 * administrator with the module manages the school's list. Reading the enabled templates of any
 * kind (the forms' 下载模板) needs only a session.
 */
import { TEMPLATE_PATHS, type TemplateKindValue } from '../../../common/documentTemplates.js';
import { hasPermission } from '../../auth/permissions.js';
import type { Session } from '../../auth/sessions.js';
import type { Db } from '../../db/db.js';
import { noPermission } from '../../protocol/errors.js';

/** 10003 unless the caller holds the kind's page (module). */
export async function requireKindModule(db: Db, caller: Pick<Session, 'schoolId' | 'userId'>, kind: TemplateKindValue): Promise<void> {
  if (!(await hasPermission(db, caller, TEMPLATE_PATHS[kind]))) throw noPermission();
}
