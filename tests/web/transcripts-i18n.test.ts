/** The transcripts catalogue (key parity: i18n-parity.test.ts): the Chinese words. */
import { describe, expect, it } from 'vitest';
import { buildI18nProvider } from '../../src/i18n';

describe('transcripts catalogue', () => {
  it('keeps the words of issue 7', () => {
    const t = buildI18nProvider('zh-CN').translate;
    expect(t('transcripts.title')).toBe('第二课堂成绩单');
    expect(t('transcripts.batch.pageTitle')).toBe('成绩单导出');
    expect(t('transcripts.batch.title')).toBe('批量生成成绩单');
    expect(['valid', 'altered', 'revoked', 'superseded', 'notFound'].map((s) => t(`transcripts.verify.status.${s}`))).toEqual(['有效', '已被篡改', '已撤销', '已被新版本取代', '未找到']);
    expect(t('transcripts.verify.ledgerMatch')).toBe('与当前学时记录一致');
    expect(t('transcripts.verify.ledgerMismatch')).toBe('与当前学时记录不一致');
    expect(t('transcripts.action.issue')).toBe('签发并下载PDF');
  });
});
