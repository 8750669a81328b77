/**
 * Batched last_seen_at (issue 17; server/auth/sessionTouches.ts): with SESSION_TOUCH_MS set, a
 * request of a session last seen over a minute ago is answered without writing last_seen_at; the
 * moves of many sessions are written together by one statement, never backwards, and the session's
 * idle expiry slides as before.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { call, makeApp, signInAs } from './helpers.js';

const t = await makeApp({ config: { sessionTouchMs: 600_000 } });
afterAll(() => t.close());

const seen = (id: number) => t.db.selectFrom('sessions').select('lastSeenAt').where('id', '=', id).executeTakeFirstOrThrow();
const latestSession = async () => (await t.db.selectFrom('sessions').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()).id;

describe('batched last_seen_at', () => {
  it('answers without writing, then writes every waiting session in one go', async () => {
    const touches = t.app.sessionTouches!;
    expect(touches).not.toBeNull();
    const old = new Date(Date.now() - 10 * 60_000);
    const tokens = [await signInAs(t, 'admin'), await signInAs(t, 'teacher')];
    const ids = [await latestSession() - 1, await latestSession()];
    await t.db.updateTable('sessions').set({ lastSeenAt: old }).where('id', 'in', ids).execute();
    for (const token of tokens) expect((await call(t, 'GET', '/system/decimal', {}, token)).code).toBe(0);
    // Nothing written inside the requests: both moves wait.
    for (const id of ids) expect((await seen(id)).lastSeenAt.getTime()).toBe(old.getTime());
    expect(touches.size).toBeGreaterThanOrEqual(2);
    await touches.flush();
    expect(touches.size).toBe(0);
    for (const id of ids) expect((await seen(id)).lastSeenAt.getTime()).toBeGreaterThan(old.getTime() + 9 * 60_000);
  });

  it('never moves last_seen_at backwards', async () => {
    const touches = t.app.sessionTouches!;
    const id = await latestSession();
    const later = new Date(Date.now() + 60_000);
    touches.touch(10001, id, new Date(Date.now() - 5 * 60_000));
    await t.db.updateTable('sessions').set({ lastSeenAt: later }).where('id', '=', id).execute();
    await touches.flush();
    expect((await seen(id)).lastSeenAt.getTime()).toBe(later.getTime());
  });

  it("keeps the node's cached sessions and remembered replies across a flush (it writes last_seen_at only)", async () => {
    const token = await signInAs(t, 'admin');
    const list = () => call(t, 'GET', '/school/students', { current: 1, size: 10 }, token);
    const replies = t.app.replyCache!;
    expect((await list()).code).toBe(0);
    const hits = replies.stats.hits;
    await list();
    expect(replies.stats.hits).toBe(hits + 1);
    t.app.sessionTouches!.touch(10001, await latestSession(), new Date());
    await t.app.sessionTouches!.flush();
    // A flush that cleared the auth cache would also void every remembered reply (its guard).
    await list();
    expect(replies.stats.hits).toBe(hits + 2);
  });

  it('keeps sliding the idle expiry', async () => {
    const token = await signInAs(t, 'admin');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (t.config.sessionIdleMinutes - 5) * 60_000);
      expect((await call(t, 'GET', '/system/decimal', {}, token)).code).toBe(0);
      await t.app.sessionTouches!.flush();
      vi.setSystemTime(Date.now() + 10 * 60_000);
      // Past the allowance from sign-in, within it from the last use.
      expect((await call(t, 'GET', '/system/decimal', {}, token)).code).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
