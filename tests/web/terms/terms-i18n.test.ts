/** The terms catalogue (学期设置): the same keys in zh-CN and en, registered in both catalogues, and the words. */
import { describe, expect, it } from 'vitest';
import zh from '../../../src/i18n/zh-CN/terms';
import en from '../../../src/i18n/en/terms';
import { buildI18nProvider } from '../../../src/i18n';

function keys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('terms catalogue', () => {
  it('has the same keys in both languages', () => {
    expect(keys(en).sort()).toEqual(keys(zh).sort());
  });

  it('is registered in both catalogues with the issue’s words', () => {
    const zhT = buildI18nProvider('zh-CN').translate;
    expect(zhT('terms.title')).toBe('学期设置');
    expect([1, 2, 3].map((k) => zhT(`terms.kind.${k}`))).toEqual(['常规学期', '暑期', '寒假']);
    expect(zhT('terms.current')).toBe('当前学期');
    expect(zhT('terms.academic_year', { start: 2025, end: 2026 })).toBe('2025-2026学年');
    expect(buildI18nProvider('en').translate('terms.kind.2')).toBe('Summer');
  });
});
