/**
 * Catalogue parity (DESIGN.md §6, issue 15 step 4): every area's English file has the same keys
 * as its zh-CN twin and fills in the same %{placeholders} in each message. The compiler checks
 * the keys too (src/i18n/catalogue.ts); this table also catches a file added without its twin.
 */
import { describe, expect, it } from 'vitest';

type Module = { default: unknown };
const zhFiles = import.meta.glob<Module>('../../src/i18n/zh-CN/**/*.ts', { eager: true });
const enFiles = import.meta.glob<Module>('../../src/i18n/en/**/*.ts', { eager: true });
/** zh-CN/ra.ts is react-admin's own messages in Chinese (shell-i18n.test.tsx); it has no en twin. */
const areas = Object.keys(enFiles).map((file) => file.replace('/en/', '/'));

/** Dotted paths of every leaf, with the leaf. */
const leaves = (o: unknown, prefix = ''): [string, unknown][] =>
  typeof o === 'object' && o !== null ? Object.entries(o).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k)) : [[prefix, o]];
/** The distinct %{names} a message fills in (a message may use one twice in one language only). */
const placeholders = (s: unknown) => [...new Set(String(s).match(/%\{\w+\}/g) ?? [])].sort();

describe('i18n catalogues', () => {
  it('cover the areas of the interface in both languages', () => {
    expect(areas.map((a) => a.replace('../../src/i18n/', '')).sort()).toEqual(expect.arrayContaining([
      'activities.ts', 'activity/launch.ts', 'analysis.ts', 'assistant.ts', 'audits.ts', 'auth.ts', 'blacklist.ts', 'dataScreen.ts',
      'declarations.ts', 'personalData.ts', 'roles.ts', 'schoolParams.ts', 'shell.ts', 'staff.ts', 'participation.ts',
      'studentHome.ts', 'students.ts', 'terms.ts', 'transcripts.ts',
    ]));
  });

  it.each(areas)('%s has the same keys and placeholders in zh-CN and en', (area) => {
    const zh = zhFiles[area.replace('/i18n/', '/i18n/zh-CN/')]?.default;
    const en = enFiles[area.replace('/i18n/', '/i18n/en/')].default;
    expect(zh, `zh-CN twin of ${area}`).toBeDefined();
    const zhLeaves = leaves(zh);
    expect(leaves(en).map(([k]) => k).sort()).toEqual(zhLeaves.map(([k]) => k).sort());
    const enByKey = new Map(leaves(en));
    for (const [k, v] of zhLeaves) expect([k, placeholders(enByKey.get(k))]).toEqual([k, placeholders(v)]);
  });
});
