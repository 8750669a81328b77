/** The Kysely queries of uploaded files (issue 4; spec §3 uploaded attachment), within one school except the lookup by random key. */
import { sql } from 'kysely';
import type { Db, Trx } from '../../db/db.js';

/** Bytes of all files uploaded in the school. */
export async function schoolUploadBytes(db: Db, schoolId: number): Promise<number> {
  const row = await db
    .selectFrom('files')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('size'), sql<string>`0`).as('bytes'))
    .where('schoolId', '=', schoolId)
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}

/** Takes the school's upload-quota lock until `trx` ends (concurrent uploads of one school queue here). */
export async function lockUploadQuota(trx: Trx, schoolId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('upload-quota'), ${schoolId})`.execute(trx);
}

/** Records an uploaded file and returns its id. */
export async function insertFile(
  db: Db,
  schoolId: number,
  v: { uploadedBy: number; storageKey: string; name: string; mime: string; type: number; size: number },
): Promise<number> {
  const { id } = await db.insertInto('files').values({ schoolId, ...v }).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The file stored under `storageKey` (its type and name), or undefined. The key is a random capability, so no school is needed. */
export function findFileByKey(db: Db, storageKey: string) {
  return db.selectFrom('files').select(['mime', 'name']).where('storageKey', '=', storageKey).executeTakeFirst();
}
