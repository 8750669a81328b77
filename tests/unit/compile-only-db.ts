/**
 * A Kysely over PostgreSQL's SQL that reaches no database: it compiles queries the way server/db
 * does (CamelCasePlugin first, then `plugins`), and runs them on `driver` (DummyDriver by default:
 * every statement returns no rows).
 */
import { CamelCasePlugin, DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type Driver, type KyselyPlugin } from 'kysely';
import type { Database } from '../../server/db/types.js';

export function compileOnlyDb(plugins: KyselyPlugin[] = [], driver: () => Driver = () => new DummyDriver()): Kysely<Database> {
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: driver,
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    plugins: [new CamelCasePlugin(), ...plugins],
  });
}
