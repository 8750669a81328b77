/** Catalogues (DESIGN.md §6): react-admin's messages fully in Chinese (key parity of our areas: i18n-parity.test.ts). */
import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import zhRa from '../../src/i18n/zh-CN/ra';
import { buildI18nProvider, restoreLocale } from '../../src/i18n';

/** Dotted paths of every string leaf. */
function keys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('i18n catalogues', () => {
  it('translates every react-admin key into Chinese', () => {
    const missing = keys(englishMessages).filter((k) => !keys(zhRa).includes(k));
    expect(missing).toEqual([]);
    const untranslated = keys(zhRa).filter((k) => {
      const zh = k.split('.').reduce<any>((o, p) => o?.[p], zhRa);
      const en = k.split('.').reduce<any>((o, p) => o?.[p], englishMessages);
      // Identical strings are fine only when they are nothing but placeholders ('%{name}').
      return zh === en && typeof zh === 'string' && /[a-z]{3}/i.test(zh.replace(/%\{\w+\}/g, ''));
    });
    expect(untranslated).toEqual([]);
  });

  it('keeps the spec texts word for word', () => {
    const zh = buildI18nProvider('zh-CN');
    expect(zh.translate('shell.user.logout_confirm')).toBe('确定退出吗？');
    expect(zh.translate('shell.menu.overview')).toBe('数据一览');
    expect(zh.translate('shell.menu.my_home')).toBe('我的首页');
    expect(zh.translate('shell.breadcrumb.current')).toBe('当前位置');
    expect(zh.translate('shell.empty')).toBe('暂无数据');
    expect(zh.translate('students.politics.4')).toBe('中共预备党员');
  });

  it('starts in zh-CN, or in the locale saved under localStorage "locale" once its catalogue has arrived', async () => {
    expect(buildI18nProvider().getLocale()).toBe('zh-CN');
    localStorage.setItem('locale', 'en');
    const saved = buildI18nProvider();
    // main.tsx renders after this: the English chunk is fetched first (issue 17).
    await restoreLocale(saved);
    expect(saved.getLocale()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(saved.translate('shell.menu.overview')).toBe('Data overview');
    await saved.changeLocale('zh-CN');
    expect(localStorage.getItem('locale')).toBe('zh-CN');
    expect(saved.translate('shell.menu.overview')).toBe('数据一览');
    localStorage.setItem('locale', 'fr');
    expect(buildI18nProvider().getLocale()).toBe('zh-CN');
  });
});
