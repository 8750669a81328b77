/**
 * The Kysely queries of single sign-on (issue 16): each school's configuration (sso_configs) and the
 * validated service tickets with the sessions they produced (sso_tickets). Scoped by the school id
 * or route name given.
 */
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/db.js';
import type { Database } from '../../db/types.js';

export type SsoConfigRow = Selectable<Database['ssoConfigs']>;
export type SsoConfigWrite = Omit<Insertable<Database['ssoConfigs']>, 'schoolId' | 'updateTime'>;

/** The school's configuration, or undefined when never saved. */
export function configOf(db: Db, schoolId: number): Promise<SsoConfigRow | undefined> {
  return db.selectFrom('ssoConfigs').selectAll().where('schoolId', '=', schoolId).executeTakeFirst();
}

/** The configuration of the login route `routeName` (compared in lower case), or undefined. */
export function configByRoute(db: Db, routeName: string): Promise<SsoConfigRow | undefined> {
  return db.selectFrom('ssoConfigs').selectAll().where(sql`lower(route_name)`, '=', routeName.toLowerCase()).executeTakeFirst();
}

/** Inserts or replaces the school's configuration, stamping update_time; a taken route name violates sso_configs_route_name_key. */
export async function writeConfig(db: Db, schoolId: number, c: SsoConfigWrite, now = new Date()): Promise<void> {
  await db
    .insertInto('ssoConfigs')
    .values({ ...c, schoolId, updateTime: now })
    .onConflict((oc) => oc.column('schoolId').doUpdateSet({ ...c, updateTime: now }))
    .execute();
}

/** The login route, protocol ('none' when not enabled) and logout address of each configured school of `schoolIds`. */
export async function routesOf(db: Db, schoolIds: number[]) {
  if (schoolIds.length === 0) return new Map<number, { routeName: string; protocol: SsoConfigRow['protocol']; logoutUrl: string }>();
  const rows = await db
    .selectFrom('ssoConfigs')
    .select(['schoolId', 'routeName', 'protocol', 'enabled', 'logoutUrl'])
    .where('schoolId', 'in', schoolIds)
    .execute();
  return new Map(rows.map((r) => [r.schoolId, { routeName: r.routeName, protocol: r.enabled ? r.protocol : 'none', logoutUrl: r.logoutUrl }]));
}

/** Forgets the school's tickets recorded before `before` (their sessions have expired; CAS would refuse them long since). */
export async function pruneTickets(db: Db, schoolId: number, before: Date): Promise<void> {
  await db.deleteFrom('ssoTickets').where('schoolId', '=', schoolId).where('createdAt', '<', before).execute();
}

/** Records a validated ticket for `userId`; false when the school has seen this ticket before (a replay). */
export async function recordTicket(db: Db, schoolId: number, ticket: string, userId: number): Promise<boolean> {
  const row = await db
    .insertInto('ssoTickets')
    .values({ schoolId, ticket, userId })
    .onConflict((oc) => oc.columns(['schoolId', 'ticket']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Links the ticket to the session made from it, once; false when it is unknown, of another user or already used. */
export async function linkTicketSession(db: Db, schoolId: number, ticket: string, userId: number, sessionId: number): Promise<boolean> {
  const row = await db
    .updateTable('ssoTickets')
    .set({ sessionId })
    .where('schoolId', '=', schoolId)
    .where('ticket', '=', ticket)
    .where('userId', '=', userId)
    .where('sessionId', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The ids of the live sessions made from the school's ticket (CAS single sign-out). */
export async function sessionsOfTicket(db: Db, schoolId: number, ticket: string): Promise<number[]> {
  const rows = await db
    .selectFrom('ssoTickets as t')
    .innerJoin('sessions as s', (j) => j.onRef('s.id', '=', 't.sessionId').onRef('s.schoolId', '=', 't.schoolId'))
    .select('s.id')
    .where('t.schoolId', '=', schoolId)
    .where('t.ticket', '=', ticket)
    .where('s.revokedAt', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}

/** The id of the session with this token hash (the one GET /third/token just made). */
export async function sessionIdOfHash(db: Db, tokenHash: string): Promise<number> {
  const row = await db.selectFrom('sessions').select('id').where('tokenHash', '=', tokenHash).executeTakeFirstOrThrow();
  return row.id;
}

/** The enabled third-party configurations (school id and key) of every school: a partner's schoolCode is tried against each key. */
export function enabledThirdConfigs(db: Db): Promise<{ schoolId: number; thirdKey: string }[]> {
  return db.selectFrom('ssoConfigs').select(['schoolId', 'thirdKey']).where('protocol', '=', 'third').where('enabled', '=', true).where('thirdKey', '!=', '').orderBy('schoolId').execute();
}
