/**
 * Sessions (DESIGN.md §5): random tokens stored only as sha256 hashes, revocable, expiring after
 * SESSION_IDLE_MINUTES without a request and at the latest SESSION_MAX_DAYS after sign-in (→ 10001).
 * The idle expiry slides (issue 14): every use moves it to SESSION_IDLE_MINUTES after that use, while
 * last_seen_at, which it is computed from, is written at most once a minute per session.
 */
import DataLoader from 'dataloader';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { sameSchool, updateSchoolRows } from '../db/tenant.js';
import { newToken, sha256Hex } from './tokens.js';
import type { AuthCache, SessionRow } from './cache.js';
import type { SessionTouches } from './sessionTouches.js';

/** The signed-in caller, as every non-public handler sees it. */
export interface Session {
  id: number;
  userId: number;
  schoolId: number;
  username: string;
  name: string;
  /** 0 staff, 2 student. */
  identity: number;
  isAdmin: number;
  modL: number;
  /** The user's role ids, ascending (the key of the grants cached per role set, permissions.ts). */
  roleIds?: number[];
}

export const SESSION_MAX_DAYS = 7;
/** last_seen_at is written at most this often, so reads do not all turn into writes. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

/** Creates a session for the user and returns its token (the only time the token exists). */
export async function createSession(
  db: Kysely<Database>,
  user: { id: number; schoolId: number },
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      tokenHash: sha256Hex(token),
      userId: user.id,
      schoolId: user.schoolId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_MAX_DAYS * 86_400_000),
    })
    .execute();
  return token;
}

/**
 * The live session of a token, or null when it is unknown, revoked, past SESSION_MAX_DAYS, idle for
 * `idleMinutes` since its last use, or its user is disabled or its school closed. A use slides the
 * idle expiry: last_seen_at moves to `now` when it is at least LAST_SEEN_RESOLUTION_MS old (so a busy
 * session costs one write a minute, and concurrent requests on any node write it once).
 * Issue 17, all optional: with `cache` the row comes from this node's cache when it holds it (a row
 * that looks idle there is read again, since another node may have served the session since); with
 * `reads` the rows of requests that arrive together are read in one query (SessionReads); with
 * `touches` the last_seen_at move is batched (sessionTouches.ts) instead of written in the request.
 */
export async function resolveSession(
  db: Kysely<Database>,
  token: string,
  idleMinutes: number,
  now = new Date(),
  { cache, reads, touches }: { cache?: AuthCache; reads?: SessionReads; touches?: SessionTouches } = {},
): Promise<Session | null> {
  const tokenHash = sha256Hex(token);
  let row = cache?.session(tokenHash);
  if (!row || idleExpiry(row.lastSeenAt, idleMinutes).getTime() <= now.getTime()) {
    const gen = cache?.generation ?? 0;
    row = reads ? await reads.read(tokenHash) : (await sessionRows(db, [tokenHash]))[0];
    if (!row) return null;
    cache?.keepSession(tokenHash, row, gen);
  }
  if (row.revokedAt || !row.opened || row.status !== 1) return null;
  if (row.expiresAt.getTime() <= now.getTime()) return null;
  if (idleExpiry(row.lastSeenAt, idleMinutes).getTime() <= now.getTime()) return null;
  const stale = new Date(now.getTime() - LAST_SEEN_RESOLUTION_MS);
  if (row.lastSeenAt.getTime() <= stale.getTime()) {
    // With `touches` the move is written with others within seconds, not inside this request.
    if (touches) touches.touch(row.schoolId, row.id, now);
    else await db.updateTable('sessions').set({ lastSeenAt: now }).where('schoolId', '=', row.schoolId).where('id', '=', row.id).where('lastSeenAt', '<=', stale).execute();
    // The cached row follows, so this node writes it again only a minute later.
    row.lastSeenAt = now;
  }
  return {
    id: row.id,
    userId: row.userId,
    schoolId: row.schoolId,
    username: row.username,
    name: row.name,
    identity: row.identity,
    isAdmin: row.isAdmin,
    modL: row.modL,
    roleIds: row.roleIds,
  };
}

/** The session rows of these token hashes with their users' and schools' sign-in fields (unknown hashes have none). */
async function sessionRows(db: Kysely<Database>, tokenHashes: readonly string[]): Promise<(SessionRow & { tokenHash: string })[]> {
  return db
    .selectFrom('sessions as s')
    .innerJoin('users as u', sameSchool('u.id', 's.userId'))
    .innerJoin('schools as sc', 'sc.id', 's.schoolId')
    .select([
      's.id', 's.userId', 's.schoolId', 's.lastSeenAt', 's.expiresAt', 's.revokedAt', 's.tokenHash',
      'u.username', 'u.name', 'u.identity', 'u.isAdmin', 'u.modL', 'u.status', 'sc.opened',
      (eb) =>
        eb
          .selectFrom('userRoles as ur')
          .select(sql<number[]>`coalesce(array_agg(ur.role_id order by ur.role_id), '{}')`.as('ids'))
          .whereRef('ur.schoolId', '=', 's.schoolId')
          .whereRef('ur.userId', '=', 's.userId')
          .$asScalar()
          .as('roleIds'),
    ])
    // One statement text whatever the number of hashes (prepared once on PostgreSQL).
    .where(sql<boolean>`s.token_hash = any(${[...tokenHashes]}::text[])`)
    .execute();
}

/** Most hashes one coalesced read asks for. */
const SESSION_READ_BATCH = 500;

/**
 * Coalesces the session reads of requests that arrive together (issue 17, the enrollment rush: 5,000
 * students' first requests each missing the node's cache): the hashes asked for while the event loop
 * handles one round of sockets are read in one query when the round ends (setImmediate), up to
 * SESSION_READ_BATCH at a time. Nothing is kept here — that is AuthCache's job, with its
 * invalidation. DataLoader (graphql/dataloader) does the batching.
 */
export class SessionReads {
  private readonly loader: DataLoader<string, (SessionRow & { tokenHash: string }) | undefined>;

  constructor(db: Kysely<Database>) {
    this.loader = new DataLoader(
      async (hashes) => {
        const byHash = new Map((await sessionRows(db, hashes)).map((r) => [r.tokenHash, r]));
        return hashes.map((h) => byHash.get(h));
      },
      { cache: false, maxBatchSize: SESSION_READ_BATCH, batchScheduleFn: (dispatch) => setImmediate(dispatch) },
    );
  }

  /** The session row of a token hash, or undefined when there is none. */
  async read(tokenHash: string): Promise<SessionRow | undefined> {
    const row = await this.loader.load(tokenHash);
    if (!row) return undefined;
    const { tokenHash: _hash, ...rest } = row;
    return rest;
  }
}

/** When a session last used at `lastSeenAt` expires for idleness. */
function idleExpiry(lastSeenAt: Date, idleMinutes: number): Date {
  return new Date(lastSeenAt.getTime() + idleMinutes * 60_000);
}

/** Revokes the school's session `sessionId` (POST /logout). */
export async function revokeSession(db: Kysely<Database>, schoolId: number, sessionId: number, now = new Date()): Promise<void> {
  await db.updateTable('sessions').set({ revokedAt: now }).where('schoolId', '=', schoolId).where('id', '=', sessionId).where('revokedAt', 'is', null).execute();
}

/** Revokes every live session of a user (password change and recovery). */
export async function revokeUserSessions(
  db: Kysely<Database>,
  schoolId: number,
  userId: number,
  now = new Date(),
): Promise<void> {
  await updateSchoolRows(db, 'sessions', schoolId, { userId, revokedAt: null }, { revokedAt: now }).execute();
}
