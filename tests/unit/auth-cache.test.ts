/** Issue 17: which writes make the per-node auth cache stale, and reads racing an invalidation. */
import { describe, expect, it } from 'vitest';
import { AuthCache, makesStale, type SessionRow } from '../../server/auth/cache.js';
import type { Notifications } from '../../server/db/notify.js';
import { WriteWatch } from '../../server/db/notify.js';
import { sql } from 'kysely';
import { compileOnlyDb } from './compile-only-db.js';


const row = (userId: number, schoolId = 1): SessionRow => ({
  id: userId, userId, schoolId, lastSeenAt: new Date(), expiresAt: new Date(), revokedAt: null,
  username: `u${userId}`, name: '', identity: 0, isAdmin: 0, modL: 1, status: 1, opened: true, roleIds: [7],
});

/** Notifications that are live and deliver what the test sends. */
function fakeNotifications() {
  let deliver: (payload: string) => void = () => {};
  let setLive: (live: boolean) => void = () => {};
  const n: Notifications & { send(p: string): void; drop(): void } = {
    live: true,
    async listen(_channel, onMessage, onLive) {
      deliver = onMessage;
      setLive = onLive ?? (() => {});
      return () => {};
    },
    async close() {},
    send: (p) => deliver(p),
    drop: () => setLive(false),
  };
  return n;
}

async function attached() {
  const cache = new AuthCache();
  const n = fakeNotifications();
  const writes = new WriteWatch();
  await cache.attach(n, writes);
  return { cache, n, writes };
}

describe('makesStale', () => {
  it('ignores the once-a-minute slide and new sessions, not a revocation', () => {
    expect(makesStale({ table: 'sessions', op: 'update', columns: ['last_seen_at'] })).toBe(false);
    expect(makesStale({ table: 'sessions', op: 'insert' })).toBe(false);
    expect(makesStale({ table: 'sessions', op: 'update', columns: ['revoked_at'] })).toBe(true);
    expect(makesStale({ table: 'sessions', op: 'delete' })).toBe(true);
  });
  it('ignores a sign-in time but not a disabled user or a role given', () => {
    expect(makesStale({ table: 'users', op: 'update', columns: ['last_login_time'] })).toBe(false);
    expect(makesStale({ table: 'users', op: 'update', columns: ['status'] })).toBe(true);
    expect(makesStale({ table: 'user_roles', op: 'insert' })).toBe(true);
    expect(makesStale({ table: 'users', op: 'raw' })).toBe(true);
    expect(makesStale({ table: 'activities', op: 'delete' })).toBe(false);
  });
});

describe('AuthCache', () => {
  it('keeps rows while live and forgets them on the payloads of the triggers', async () => {
    const { cache, n } = await attached();
    cache.keepSession('h1', row(1), cache.generation);
    cache.keepSession('h2', row(2), cache.generation);
    cache.keepSession('h3', row(3, 2), cache.generation);
    cache.keepGrants(1, [7], new Set(['/a']), cache.generation);
    n.send('s:h1');
    expect(cache.session('h1')).toBeUndefined();
    expect(cache.session('h2')?.userId).toBe(2);
    n.send('u:1:2');
    expect(cache.session('h2')).toBeUndefined();
    expect(cache.grantsOf(1, [7])?.has('/a')).toBe(true);
    n.send('sc:1');
    expect(cache.grantsOf(1, [7])).toBeUndefined();
    expect(cache.session('h3')?.schoolId).toBe(2);
    n.send('*');
    expect(cache.session('h3')).toBeUndefined();
  });

  it('does not keep a row read before an invalidation that arrived during the read', async () => {
    const { cache, n } = await attached();
    const gen = cache.generation;
    n.send('s:other');
    cache.keepSession('h1', row(1), gen);
    expect(cache.session('h1')).toBeUndefined();
  });

  it('trusts nothing while notifications are down', async () => {
    const { cache, n } = await attached();
    cache.keepSession('h1', row(1), cache.generation);
    n.drop();
    expect(cache.session('h1')).toBeUndefined();
    cache.keepSession('h1', row(1), cache.generation);
    expect(cache.session('h1')).toBeUndefined();
  });

  it("drops everything on this process's own stale-making write, not on others", async () => {
    const { cache, writes } = await attached();
    const db = compileOnlyDb([writes]);
    cache.keepSession('h1', row(1), cache.generation);
    await db.updateTable('sessions').set({ lastSeenAt: new Date() }).where('id', '=', 1).execute();
    await db.deleteFrom('activities').where('id', '=', 1).execute();
    expect(cache.session('h1')?.userId).toBe(1);
    await db.deleteFrom('userRoles').where('userId', '=', 1).execute();
    expect(cache.session('h1')).toBeUndefined();
    cache.keepSession('h1', row(1), cache.generation);
    await sql`update users set name = 'x' where id = 1`.execute(db);
    expect(cache.session('h1')).toBeUndefined();
  });

  it('an unattached cache keeps nothing', () => {
    const cache = new AuthCache();
    cache.keepSession('h1', row(1), cache.generation);
    expect(cache.session('h1')).toBeUndefined();
  });
});
