/**
 * Every migration, in order. Listed statically (not read from the folder) so the same list runs under
 * tsx, vitest and a bundler. The key is the file name: a timestamp, then what it does.
 */
import type { Migration } from 'kysely';
import * as m000100 from './20261121_000100_tenants_users.js';
import * as m000200 from './20261121_000200_school_structure.js';
import * as m000300 from './20261121_000300_auth.js';

export const migrations: Record<string, Migration> = {
  '20261121_000100_tenants_users': m000100,
  '20261121_000200_school_structure': m000200,
  '20261121_000300_auth': m000300,
};
