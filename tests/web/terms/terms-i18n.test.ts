/** The terms catalogue (学期设置; key parity: i18n-parity.test.ts): registered in both catalogues, and the words. */
import { describe, expect, it } from 'vitest';
import { buildI18nProvider } from '../../../src/i18n';

describe('terms catalogue', () => {
  it('is registered in both catalogues with the issue’s words', async () => {
    const zhT = buildI18nProvider('zh-CN').translate;
    expect(zhT('terms.title')).toBe('学期设置');
    expect([1, 2, 3].map((k) => zhT(`terms.kind.${k}`))).toEqual(['常规学期', '暑期', '寒假']);
    expect(zhT('terms.current')).toBe('当前学期');
    expect(zhT('terms.academic_year', { start: 2025, end: 2026 })).toBe('2025-2026学年');
    // English is a lazy chunk: fetched when the user switches to it.
    const en = buildI18nProvider('zh-CN');
    await en.changeLocale('en');
    expect(en.translate('terms.kind.2')).toBe('Summer');
  });
});
