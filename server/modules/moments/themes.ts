/**
 * Themes of moments (话题; issue 21 /communist/moments/theme): name (unique in the school), cover
 * image (an upload of the school, POST /upload/image), description, order and on/off. Disabled
 * themes stay on their posts but are not offered for new ones; a theme with posts cannot be deleted.
 */
import { MOMENT_MESSAGES as M, type MomentTheme } from '../../../common/moments.js';
import type { MomentThemeSaveParams } from '../../../common/schemas/moments.js';
import type { Db, Trx } from '../../db/db.js';
import { badParams } from '../../protocol/errors.js';
import { FILES_URL_PREFIX } from '../files/service.js';
import * as repo from './repository.js';

type Caller = { schoolId: number };

/** GET /moments/theme/list → MomentTheme[]: every theme, in display order (sort, then oldest first), with its published posts' count. */
export async function listThemes(db: Db, caller: Caller, enabledOnly = false): Promise<MomentTheme[]> {
  return (await repo.findThemes(db, caller.schoolId, enabledOnly)).map(({ storageKey, ...t }) => ({ ...t, coverUrl: storageKey ? FILES_URL_PREFIX + storageKey : null }));
}

/**
 * POST /moments/theme/save {id?, name ≤20, coverFileId?, description? ≤200, sort? 0–999, enabled} →
 * {id}. 10002 M.notImage (not an image of the school), M.themeNotFound, M.themeTaken (the name
 * again; under concurrency the unique key moment_themes_name_uq, mapped by the route).
 */
export async function saveTheme(trx: Trx, caller: Caller, p: MomentThemeSaveParams): Promise<{ id: number }> {
  if (p.coverFileId !== undefined) {
    const [file] = await repo.filesByIds(trx, caller.schoolId, [p.coverFileId]);
    if (file?.type !== 1) throw badParams(M.notImage);
  }
  const values = { name: p.name, coverFileId: p.coverFileId ?? null, description: p.description, sort: p.sort, enabled: p.enabled };
  const taken = (await repo.findThemes(trx, caller.schoolId, false)).some((t) => t.name === p.name && t.id !== p.id);
  if (taken) throw badParams(M.themeTaken);
  if (p.id === undefined) return repo.insertTheme(trx, { schoolId: caller.schoolId, ...values, createdAt: new Date() });
  const row = await repo.updateTheme(trx, caller.schoolId, p.id, values);
  if (!row) throw badParams(M.themeNotFound);
  return row;
}

/** POST /moments/theme/delete {id} → null. 10002 M.themeNotFound, M.themeInUse (posts use it: disable it instead). */
export async function deleteTheme(trx: Trx, caller: Caller, id: number): Promise<null> {
  if (!(await repo.findTheme(trx, caller.schoolId, id))) throw badParams(M.themeNotFound);
  if (await repo.themeUsed(trx, caller.schoolId, id)) throw badParams(M.themeInUse);
  await repo.deleteTheme(trx, caller.schoolId, id);
  return null;
}
