/**
 * Who may manage which organisations (spec §2 /organization side menu, §6): each nature has its
 * module (naturePaths); the routes require the '/organization' group and the handler checks the
 * nature of the organisation at hand (10003 otherwise).
 */
import { naturePaths, ORGANIZATION_NATURES, type OrganizationNature } from '../../../common/organizations.js';
import type { Session } from '../../auth/sessions.js';
import { noPermission } from '../../protocol/errors.js';
import type { Db } from '../../db/db.js';
import { findGrantedPaths } from './repository.js';

/** The natures whose module one of the user's roles grants. */
export async function permittedNatures(db: Db, session: Session): Promise<OrganizationNature[]> {
  const paths = new Set(await findGrantedPaths(db, session.schoolId, session.userId, Object.values(naturePaths)));
  return ORGANIZATION_NATURES.filter((n) => paths.has(naturePaths[n]));
}

/** 10003 unless the user may manage organisations of this nature. */
export async function requireNature(db: Db, session: Session, nature: number): Promise<void> {
  const allowed = await permittedNatures(db, session);
  if (!allowed.includes(nature as OrganizationNature)) throw noPermission();
}
