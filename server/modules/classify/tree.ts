/**
 * The category tree (spec §3 category tree node; the seven modules of spec §1 and their children),
 * scoped to the session's school. A child inherits its module's kind, cap group and campus flag
 * unless given; names are unique per parent; a category with children or ledger rows is not deleted.
 */
import type { Selectable } from 'kysely';
import type { ClassifyNode, ModuleKind } from '../../../common/classify.js';
import type { CapGroup } from '../../../common/hoursRules.js';
import { buildTree } from '../../../common/tree.js';
import type { ClassifiesTable } from '../../db/types.js';
import { badParams, fieldError, refusal } from '../../protocol/errors.js';
import { type Db, isUniqueViolation } from '../../db/db.js';
import type { ClassifyAddParams, ClassifyUpdateParams } from '../../../common/schemas/classify.js';
import * as repo from './repository.js';
import { classifyRows } from './repository.js';
import { definedFields } from '../../util/defined.js';

type Row = Selectable<ClassifiesTable>;

const toNode = (r: Row): ClassifyNode => ({
  id: r.id, name: r.name, parentId: r.parentId, limitType: r.limitType, orderNumber: r.orderNumber,
  isAssociation: r.isAssociation, isExistence: r.isExistence, minHours: String(r.minHours),
  moduleKind: r.moduleKind as ModuleKind, capGroup: (r.capGroup as CapGroup | null) ?? null, campus: r.campus, children: [],
});

/** Every category of the school as flat rows, by orderNumber then id (read by the hours and activity modules). */
export { classifyRows };

/** GET /activity/classify/tree → ClassifyNode[]: top-level modules with nested children. */
export async function classifyTree(db: Db, schoolId: number): Promise<ClassifyNode[]> {
  return buildTree(await classifyRows(db, schoolId), toNode);
}

/** The id of each category's top-level module. */
export function rootOf(rows: Pick<Row, 'id' | 'parentId'>[]): Map<number, number> {
  const parent = new Map(rows.map((r) => [r.id, r.parentId]));
  const out = new Map<number, number>();
  for (const r of rows) {
    let id = r.id;
    for (let guard = 0; guard < 32 && (parent.get(id) ?? 0) !== 0; guard++) id = parent.get(id)!;
    out.set(r.id, id);
  }
  return out;
}

async function mustFind(db: Db, schoolId: number, id: number, field: string): Promise<Row> {
  const row = await repo.findClassify(db, schoolId, id);
  if (!row) throw fieldError(field, '分类不存在');
  return row;
}

async function assertNameFree(db: Db, schoolId: number, parentId: number, name: string, exceptId?: number) {
  if (await repo.siblingNamed(db, schoolId, parentId, name, exceptId)) throw fieldError('name', `同级下已存在名为「${name}」的分类`);
}

const capGroupOf = (v: string | undefined): CapGroup | null | undefined => (v === undefined ? undefined : v === 'none' ? null : (v as CapGroup));

async function nodeOf(db: Db, schoolId: number, id: number): Promise<ClassifyNode> {
  return toNode(await mustFind(db, schoolId, id, 'id'));
}

/**
 * POST /activity/classify/add {name, parentId?, limitType?, orderNumber?, isAssociation?,
 * isExistence?, minHours?, moduleKind?, capGroup?, campus?} → ClassifyNode. A top-level module
 * needs moduleKind; a child inherits its parent's. 10002: unknown parent, name taken.
 */
export async function addClassify(db: Db, schoolId: number, p: ClassifyAddParams): Promise<ClassifyNode> {
  const parentId = p.parentId ?? 0;
  const parent = parentId ? await mustFind(db, schoolId, parentId, 'parentId') : null;
  const moduleKind = p.moduleKind ?? parent?.moduleKind;
  if (!moduleKind) throw fieldError('moduleKind', '不能为空');
  await assertNameFree(db, schoolId, parentId, p.name);
  const capGroup = capGroupOf(p.capGroup);
  try {
    const id = await repo.insertClassify(db, schoolId, {
      parentId, name: p.name, moduleKind,
      limitType: p.limitType ?? parent?.limitType ?? 0,
      orderNumber: p.orderNumber ?? 0,
      isAssociation: p.isAssociation ?? 0,
      isExistence: p.isExistence ?? 1,
      minHours: p.minHours ?? 0,
      capGroup: capGroup === undefined ? (parent?.capGroup ?? null) : capGroup,
      campus: p.campus ?? parent?.campus ?? true,
    });
    return nodeOf(db, schoolId, id);
  } catch (e) {
    if (isUniqueViolation(e)) throw fieldError('name', `同级下已存在名为「${p.name}」的分类`);
    throw e;
  }
}

/** POST /activity/classify/update {id, …any field of add but parentId} → ClassifyNode. 10002: unknown id, name taken. */
export async function updateClassify(db: Db, schoolId: number, p: ClassifyUpdateParams): Promise<ClassifyNode> {
  const row = await mustFind(db, schoolId, p.id, 'id');
  if (p.name !== undefined) await assertNameFree(db, schoolId, row.parentId, p.name, p.id);
  const capGroup = capGroupOf(p.capGroup);
  const changes = {
    ...definedFields(p, ['name', 'limitType', 'orderNumber', 'isAssociation', 'isExistence', 'minHours', 'moduleKind', 'campus']),
    ...(capGroup !== undefined && { capGroup }),
  };
  if (Object.keys(changes).length) await repo.updateClassifyRow(db, schoolId, p.id, changes);
  return nodeOf(db, schoolId, p.id);
}

/** POST /activity/classify/delete {id} → null; refused (10002) while it has children or ledger rows. */
export async function deleteClassify(db: Db, schoolId: number, id: number): Promise<null> {
  await mustFind(db, schoolId, id, 'id');
  const { children, ledger } = await repo.countDependents(db, schoolId, id);
  const why = refusal('该分类', [[children, '个子分类'], [ledger, '条学时记录']]);
  if (why) throw badParams(why);
  await repo.deleteClassifyRow(db, schoolId, id);
  return null;
}
