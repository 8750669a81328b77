/** Helpers of the structure and organisation API tests. */
import type { Envelope } from '../../common/envelope.js';
import { call, type TestApp } from './helpers.js';

/** One call that must succeed: its data, or a thrown error with the envelope. */
export async function ok<T>(t: TestApp, method: 'GET' | 'POST', path: string, params: object, token: string): Promise<T> {
  const env = await call<T>(t, method, path, params, token);
  if (env.code !== 0) throw new Error(`${method} ${path} ${JSON.stringify(params)} → ${JSON.stringify(env)}`);
  return env.data;
}

/** The envelope of a call expected to fail. */
export function fail(t: TestApp, method: 'GET' | 'POST', path: string, params: object, token: string): Promise<Envelope<unknown>> {
  return call(t, method, path, params, token);
}

/** Id of a row of a school's structure table by name. */
export async function idByName(t: TestApp, table: 'campuses' | 'colleges' | 'majors' | 'classes', schoolId: number, name: string): Promise<number> {
  const row = await t.db.selectFrom(table).select('id').where('schoolId', '=', schoolId).where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Gives a staff user of the school a role granting exactly `paths` (module paths of the seed tree),
 * straight in the database, and returns the role id.
 */
export async function grantOnly(t: TestApp, schoolId: number, username: string, paths: string[]): Promise<number> {
  const user = await t.db.selectFrom('users').select('id').where('schoolId', '=', schoolId).where('username', '=', username).executeTakeFirstOrThrow();
  const { id: roleId } = await t.db
    .insertInto('roles')
    .values({ schoolId, name: `测试角色${Date.now() % 100000}${Math.floor(Math.random() * 1000)}`, code: `test_${Date.now()}_${Math.floor(Math.random() * 1e6)}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const modules = await t.db.selectFrom('modules').select('id').where('schoolId', 'is', null).where('path', 'in', paths).execute();
  await t.db.insertInto('roleModules').values(modules.map((m) => ({ schoolId, roleId, moduleId: m.id }))).execute();
  await t.db.deleteFrom('userRoles').where('schoolId', '=', schoolId).where('userId', '=', user.id).execute();
  await t.db.insertInto('userRoles').values({ schoolId, userId: user.id, roleId }).execute();
  return roleId;
}
