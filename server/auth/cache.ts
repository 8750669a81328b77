/**
 * The per-node cache of sessions and granted modules (issue 17, "session and permission look-ups
 * cached per node with cross-node invalidation through PostgreSQL LISTEN/NOTIFY"): most requests
 * then reach their handler without a database round trip for who the caller is and what they may do.
 *
 * Staleness is bounded three ways:
 *  - other nodes' changes arrive as NOTIFY 'auth_cache' from the triggers of migration
 *    20261126_014000 (a logout or role change anywhere reaches every node within milliseconds);
 *  - this node's own writes to those tables drop the cache as the statement runs (WriteWatch), so
 *    the next request of the same client never waits on its own NOTIFY;
 *  - entries expire after AUTH_CACHE_TTL_MS, and while the LISTEN connection is down nothing is
 *    cached at all (a notification missed then cannot be told apart from none).
 * A read that raced an invalidation is not stored (the generation counter).
 */
import { LRUCache } from 'lru-cache';
import type { Notifications, TableWrite, WriteWatch } from '../db/notify.js';

/** The channel the triggers of migration 20261126_014000_auth_cache_notify notify. */
export const AUTH_CACHE_CHANNEL = 'auth_cache';
/** Longest life of a cached entry, in ms: the safety net under the notifications. */
export const AUTH_CACHE_TTL_MS = 60_000;

/** A session row as resolveSession reads it (sessions ⋈ users ⋈ schools). */
export interface SessionRow {
  id: number;
  userId: number;
  schoolId: number;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  username: string;
  name: string;
  identity: number;
  isAdmin: number;
  modL: number;
  status: number;
  opened: boolean;
  roleIds: number[];
}

/**
 * For each watched table, the columns whose change makes an entry stale (undefined: any), and
 * whether an insert can (a new session or user cannot; a role given can).
 */
const WATCHED: Record<string, { columns?: string[]; inserts: boolean }> = {
  sessions: { columns: ['revoked_at', 'expires_at', 'user_id', 'school_id'], inserts: false },
  users: { columns: ['status', 'mod_l', 'name', 'username', 'identity', 'is_admin', 'school_id'], inserts: false },
  user_roles: { inserts: true },
  role_modules: { inserts: true },
  roles: { inserts: false },
  modules: { inserts: false },
  schools: { columns: ['opened'], inserts: false },
};

/** True when a statement writing `w` can make a cached session or grant stale. */
export function makesStale(w: TableWrite): boolean {
  const rule = WATCHED[w.table];
  if (!rule) return false;
  if (w.op === 'insert') return rule.inserts;
  if (w.op === 'update' && rule.columns && w.columns) return w.columns.some((c) => rule.columns!.includes(c));
  return true;
}

/** Grants are kept per school and role set: every student of a school shares one entry. */
const grantKey = (schoolId: number, roleIds: readonly number[]) => `${schoolId}:${roleIds.join(',')}`;

export class AuthCache {
  private readonly sessions = new LRUCache<string, SessionRow>({ max: 100_000, ttl: AUTH_CACHE_TTL_MS });
  private readonly grants = new LRUCache<string, ReadonlySet<string>>({ max: 50_000, ttl: AUTH_CACHE_TTL_MS });
  private trusted = false;
  /** Bumped by every invalidation; a read that started before it is not stored. */
  private gen = 0;

  /** The current generation: read it before a database read whose result is to be kept. */
  get generation(): number {
    return this.gen;
  }

  /** The cached row of a token hash, or undefined (also whenever notifications are not live). */
  session(tokenHash: string): SessionRow | undefined {
    return this.trusted ? this.sessions.get(tokenHash) : undefined;
  }

  /** Keeps a row read at generation `gen` (dropped when an invalidation came in between). */
  keepSession(tokenHash: string, row: SessionRow, gen: number): void {
    if (this.trusted && gen === this.gen) this.sessions.set(tokenHash, row);
  }

  /** The paths (module paths and api entries) granted to holders of exactly these roles, or undefined. */
  grantsOf(schoolId: number, roleIds: readonly number[]): ReadonlySet<string> | undefined {
    return this.trusted ? this.grants.get(grantKey(schoolId, roleIds)) : undefined;
  }

  keepGrants(schoolId: number, roleIds: readonly number[], paths: ReadonlySet<string>, gen: number): void {
    if (this.trusted && gen === this.gen) this.grants.set(grantKey(schoolId, roleIds), paths);
  }

  /** Applies one NOTIFY payload of the triggers ('s:<hash>', 'u:<school>:<user>', 'sc:<school>', '*'). */
  invalidate(payload: string): void {
    this.gen++;
    const [kind, a, b] = payload.split(':');
    if (kind === 's' && a) {
      this.sessions.delete(a);
    } else if (kind === 'u' && a && b) {
      // A user's roles travel with their session rows (SessionRow.roleIds): dropping those is enough.
      const schoolId = Number(a);
      const userId = Number(b);
      for (const [hash, row] of this.sessions.entries()) if (row.userId === userId && row.schoolId === schoolId) this.sessions.delete(hash);
    } else if (kind === 'sc' && a) {
      const schoolId = Number(a);
      for (const [hash, row] of this.sessions.entries()) if (row.schoolId === schoolId) this.sessions.delete(hash);
      for (const key of this.grants.keys()) if (key.startsWith(`${schoolId}:`)) this.grants.delete(key);
    } else {
      this.clear();
    }
  }

  clear(): void {
    this.gen++;
    this.sessions.clear();
    this.grants.clear();
  }

  /**
   * Starts trusting the cache while `notifications` are live and drops it on this process's own
   * writes that `writes` reports. Returns the function that detaches it (the app's onClose).
   */
  async attach(notifications: Notifications, writes: WriteWatch): Promise<() => void> {
    const offWrites = writes.onWrite((ws) => {
      if (ws.some(makesStale)) this.clear();
    });
    const unlisten = await notifications.listen(
      AUTH_CACHE_CHANNEL,
      (payload) => this.invalidate(payload),
      (live) => {
        this.clear();
        this.trusted = live;
      },
    );
    this.trusted = notifications.live;
    return () => {
      this.trusted = false;
      this.clear();
      offWrites();
      unlisten();
    };
  }
}
