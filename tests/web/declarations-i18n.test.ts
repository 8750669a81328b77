/** The declaration catalogues (key parity: i18n-parity.test.ts): the spec's / contract's words (§3 type, §4 status, batch and reject messages). */
import { describe, expect, it } from 'vitest';
import { DECLARATION_MESSAGES, declarationStatusLabel, declarationTypeLabel } from '../../common/declarations';
import { buildI18nProvider } from '../../src/i18n';

describe('declaration catalogues', () => {
  it('keep the spec and contract texts word for word', () => {
    const zh = buildI18nProvider('zh-CN');
    expect([1, 2, 3, 4].map((s) => zh.translate(`declarations.status.${s}`))).toEqual([1, 2, 3, 4].map(declarationStatusLabel));
    expect([1, 2].map((t) => zh.translate(`declarations.type.${t}`))).toEqual([1, 2].map(declarationTypeLabel));
    expect(zh.translate('declarations.audit.same_project')).toBe(DECLARATION_MESSAGES.batchSameProject);
    expect(zh.translate('audits.validation.reject')).toBe(DECLARATION_MESSAGES.rejectReason);
    expect(zh.translate('declarations.empty')).toBe('暂无申报');
  });
});
