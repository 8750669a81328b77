/** Issue 17: statements prepared once per connection under a name from their text, within a bound. */
import { describe, expect, it } from 'vitest';
import type pg from 'pg';
import { MAX_PREPARED_PER_CONNECTION, preparingPool, statementName } from '../../server/db/prepared.js';

/** A pool of one fake client that records what each query call received. */
function fakePool() {
  const calls: unknown[][] = [];
  const client = { query: (...args: unknown[]) => (calls.push(args), Promise.resolve({ rows: [] })), release() {} };
  const pool = { connect: async () => client, end: async () => {} } as unknown as pg.Pool;
  return { pool, calls };
}

describe('preparingPool', () => {
  it('names reads and writes by their text, the same name every time, and leaves transaction control alone', async () => {
    const { pool, calls } = fakePool();
    const client = await preparingPool(pool).connect();
    await client.query('select * from students where school_id = $1', [1]);
    await client.query('select * from students where school_id = $1', [2]);
    await client.query('begin');
    await client.query('with x as (select 1) update t set a = 1');
    expect(calls[0][0]).toEqual({ name: statementName('select * from students where school_id = $1'), text: 'select * from students where school_id = $1', values: [1] });
    expect((calls[1][0] as { name: string }).name).toBe((calls[0][0] as { name: string }).name);
    expect(calls[2]).toEqual(['begin']);
    expect(calls[3][0]).toMatchObject({ name: expect.stringMatching(/^k[0-9a-f]{24}$/) });
    expect(statementName('select 1')).not.toBe(statementName('select 2'));
  });

  it('runs statements unnamed once a connection holds MAX_PREPARED_PER_CONNECTION of them', async () => {
    const { pool, calls } = fakePool();
    const client = await preparingPool(pool).connect();
    for (let i = 0; i < MAX_PREPARED_PER_CONNECTION; i++) await client.query(`select ${i}`, []);
    await client.query('select -1', []);
    await client.query('select 0', []);
    expect(calls[MAX_PREPARED_PER_CONNECTION]).toEqual(['select -1', []]);
    expect(calls[MAX_PREPARED_PER_CONNECTION + 1][0]).toMatchObject({ name: statementName('select 0') });
  });
});
