/** The activity and blacklist catalogues (key parity: i18n-parity.test.ts): the spec's words (§4 statuses, §5 upload messages). */
import { describe, expect, it } from 'vitest';
import { buildI18nProvider } from '../../src/i18n';

describe('activity catalogues', () => {
  it('keep the spec texts word for word', () => {
    const zh = buildI18nProvider('zh-CN');
    expect([1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((s) => zh.translate(`activities.status.${s}`))).toEqual([
      '审核中', '已驳回', '待报名', '报名中', '待开始', '进行中', '待结项', '结项审核中', '结项驳回', '结项拒绝', '已完成',
    ]);
    expect(zh.translate('activities.launch.upload.image_type')).toBe('Only GIF, JPG, JPEG, PNG images allowed');
    expect(zh.translate('activities.launch.upload.image_failed')).toBe('Image upload failed, please contact the person in charge');
    expect(zh.translate('activities.launch.upload.attachment_size')).toBe('attachment may not exceed 5MB');
    expect(zh.translate('activities.backfill.reason_required')).toBe('补录必须填写原因');
  });
});
