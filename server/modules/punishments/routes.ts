/**
 * Punishment endpoints (issue 21 "Route groups III"; spec §2 /communist/punishment list, edit,
 * detail, cancel; §6 permissions). All scoped to the session's school and the caller's data scope
 * over students; every write runs in one transaction. Errors: 10002 naming the field or
 * PUNISHMENT_MESSAGES, 10003 without the module or outside the scope. The service: service.ts.
 */
import type { z } from 'zod';
import { PUNISHMENT_MESSAGES as M, PUNISHMENT_PATHS as P } from '../../../common/punishments.js';
import { noParams } from '../../../common/schemas/fields.js';
import * as s from '../../../common/schemas/punishments.js';
import type { Session } from '../../auth/sessions.js';
import type { Trx } from '../../db/db.js';
import { moduleRead, moduleWrite } from '../../protocol/moduleRoutes.js';
import type { AnyRoute } from '../../protocol/define.js';
import type { ConstraintMessages } from '../../protocol/dbErrors.js';
import { addPunishment, cancelPunishment, editPunishment, listPunishments, myPunishments, punishmentDetail } from './service.js';

/** A concurrent second record with the same 文号 answers as the pre-check does. */
export const PUNISHMENT_CONSTRAINTS: ConstraintMessages = { punishments_document_uq: { message: M.documentTaken } };

/** Who reads punishments: the list's and the cancellation page's holders. */
const READERS = [P.list, P.cancel];

/** A POST in one transaction for holders of any of `modules` (checked first when given), the unique keys mapped. */
const write = <S extends z.ZodType>(path: string, summary: string, modules: readonly string[], schema: S, run: (db: Trx, session: Session, params: z.output<S>) => Promise<unknown>) =>
  moduleWrite(path, summary, modules, schema, run, PUNISHMENT_CONSTRAINTS);

/** A GET for holders of any of `modules` (10003 otherwise). */
const read = moduleRead;

export const punishmentRoutes: AnyRoute[] = [
  /** GET /punishment/list {current, size, name?, level? 1–5, status? 1 in force | 2 cancelled} → {list: PunishmentRow[], total}. */
  read('/punishment/list', 'Punishments of the students in the caller’s scope.', READERS, s.punishmentListParams, listPunishments),
  /** GET /punishment/detail {id} → PunishmentDetail (evidence, the student's integrity now). */
  read('/punishment/detail', 'One punishment with its evidence.', READERS, s.idParams, (db, se, p) => punishmentDetail(db, se, p.id)),
  /** POST /punishment/add {studentCode, level, reason, punishedOn, documentNo, fileIds?} → {id}: lowers integrity, may blacklist. */
  write('/punishment/add', 'Records a punishment (处分).', [P.list], s.punishmentAddParams, addPunishment),
  /** POST /punishment/edit {id, level, reason, punishedOn, documentNo, fileIds?} → {id}: a punishment in force. */
  write('/punishment/edit', 'Changes a punishment in force.', [P.list], s.punishmentEditParams, editPunishment),
  /** POST /punishment/cancel {id, reason} → null: 撤销, integrity given back, blacklisting lifted. */
  write('/punishment/cancel', 'Cancels (撤销) a punishment with a reason.', [P.cancel], s.punishmentCancelParams, cancelPunishment),
  /** GET /punishment/my → MyPunishments: the student's own punishments, read only. */
  read('/punishment/my', 'The caller’s own punishments and integrity.', [P.mine], noParams, (db, se) => myPunishments(db, se)),
];
