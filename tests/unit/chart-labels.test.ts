/** Spec §9 chart label shortening: axis labels at 3, 4 or 6 characters, radar names, formatter names. */
import { describe, expect, it } from 'vitest';
import { axisLabel, axisLabelLimit, formatterName, radarName, shorten } from '../../src/charts/labels';

describe('chart labels (spec §9)', () => {
  it('cuts axis labels at the limit the axis can hold', () => {
    expect([5, 8, 14].map(axisLabelLimit)).toEqual([6, 4, 3]);
    expect(([6, 4, 3] as const).map((limit) => axisLabel('马克思主义学院', limit))).toEqual(['马克思主义学…', '马克思主…', '马克思…']);
    expect(axisLabel('文学院', 3)).toBe('文学院');
  });

  it('shortens radar names over 8 characters to 7 plus an ellipsis', () => {
    expect(radarName('创新创业与科技竞赛')).toBe('创新创业与科技…');
    expect(radarName('思想政治与道德修养')).toHaveLength(8);
    expect(radarName('创新创业科技竞赛')).toBe('创新创业科技竞赛');
  });

  it('shortens formatter names over 6 characters to 5 plus an ellipsis', () => {
    expect(formatterName('青年志愿者协会')).toBe('青年志愿者…');
    expect(formatterName('志愿公益服务')).toBe('志愿公益服务');
  });

  it('counts characters, not UTF-16 units, and survives empty names', () => {
    expect(shorten('𠀀𠀁𠀂𠀃', 3)).toBe('𠀀𠀁𠀂…');
    expect(shorten('', 3)).toBe('');
  });
});
