/**
 * Issue 21 "/city with the location confirm of §4": the city a school is in (schools.city, '' when
 * not set), set in 参数设置 › 单位与小数 and sent at sign-in as schoolCity. The shell detects the
 * user's city from it (or from a school name naming a city); detection failing with no city saved
 * sends the user to /city (spec §4 "if detection fails go to /city"). The two demo schools are in
 * Wuhan (their campuses are 南湖 and 光谷, and 东湖).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('schools').addColumn('city', 'text', (c) => c.notNull().defaultTo('')).execute();
  await sql`update schools set city = '武汉' where (id, name) in ((10001, '示范大学'), (10002, '东湖学院'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('schools').dropColumn('city').execute();
}
