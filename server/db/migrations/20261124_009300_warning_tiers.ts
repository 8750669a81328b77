/**
 * Issue 13, 预警配置 (spec §2 /system/classify/warn): the tiers of the hours warnings, per school on
 * school_rules — 黄色预警 below warn_yellow_percent % of the pace expected for the student's year
 * (default 60), 红色预警 below warn_red_percent % (default 30); integers 1–100, red below yellow
 * (common/warningTiers.ts). A school without a school_rules row reads the defaults.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('school_rules')
    .addColumn('warn_yellow_percent', 'smallint', (c) => c.notNull().defaultTo(60))
    .addColumn('warn_red_percent', 'smallint', (c) => c.notNull().defaultTo(30))
    .execute();
  await sql`alter table school_rules add constraint school_rules_warn_tiers_ck
    check (warn_yellow_percent between 1 and 100 and warn_red_percent between 1 and 100 and warn_red_percent < warn_yellow_percent)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table school_rules drop constraint if exists school_rules_warn_tiers_ck`.execute(db);
  await db.schema.alterTable('school_rules').dropColumn('warn_red_percent').dropColumn('warn_yellow_percent').execute();
}
