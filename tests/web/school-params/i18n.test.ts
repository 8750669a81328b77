/** The 参数设置 catalogue (key parity: i18n-parity.test.ts): the Chinese words. */
import { describe, expect, it } from 'vitest';
import { buildI18nProvider } from '../../../src/i18n';

describe('schoolParams catalogue', () => {
  it('keeps the words of issue 13', () => {
    const t = buildI18nProvider('zh-CN').translate;
    expect(t('schoolParams.title')).toBe('参数设置');
    expect(t('schoolParams.integrity.title')).toBe('诚信设置');
    expect(t('schoolParams.sets.from_grade', { grade: 2024 })).toBe('适用于 2024 级及以后');
    expect(t('schoolParams.sets.base')).toBe('适用于所有更早的年级');
    expect(t('schoolParams.preview.summary', { changed: 5, lost: 2, gained: 3 })).toBe('将影响 5 名学生的认定结论（2 人由达标变为未达标，3 人由未达标变为达标）');
    expect(t('schoolParams.preview.download_all')).toBe('下载全部名单');
    expect(t('schoolParams.preview.confirm')).toBe('确认保存');
    expect(t('schoolParams.form.make_up_month', { month: 5 })).toBe('最后一学年 5 月前补足');
    expect(['campusCultureTermCap', 'summerPracticeTermCap', 'winterPracticeTermCap'].map((f) => t(`schoolParams.fields.${f}`))).toEqual([
      '校园文化每学期上限', '暑期社会实践每学期上限', '寒假社会实践每学期上限',
    ]);
  });
});
