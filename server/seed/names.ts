/** Name tables for demo people: common surnames weighted roughly by frequency, and given-name characters. */
import type { Rng } from './prng.js';

const SURNAMES: readonly (readonly [string, number])[] = [
  ['王', 72], ['李', 70], ['张', 66], ['刘', 54], ['陈', 46], ['杨', 32], ['黄', 24], ['赵', 22], ['吴', 20], ['周', 20],
  ['徐', 15], ['孙', 14], ['马', 13], ['朱', 13], ['胡', 12], ['郭', 11], ['何', 10], ['林', 10], ['高', 10], ['罗', 9],
  ['郑', 9], ['梁', 8], ['谢', 7], ['宋', 6], ['唐', 6], ['许', 6], ['韩', 5], ['冯', 5], ['邓', 5], ['曹', 5],
  ['彭', 5], ['曾', 5], ['肖', 5], ['田', 4], ['董', 4], ['袁', 4], ['潘', 4], ['于', 4], ['蒋', 4], ['蔡', 4],
  ['余', 4], ['杜', 4], ['叶', 4], ['程', 4], ['苏', 3], ['魏', 3], ['吕', 3], ['丁', 3], ['任', 3], ['沈', 3],
  ['姚', 3], ['卢', 3], ['姜', 3], ['崔', 3], ['钟', 3], ['谭', 3], ['陆', 3], ['汪', 3], ['范', 3], ['金', 3],
  ['石', 3], ['廖', 3], ['贾', 2], ['夏', 2], ['韦', 2], ['付', 2], ['方', 2], ['白', 2], ['邹', 2], ['孟', 2],
  ['熊', 2], ['秦', 2], ['邱', 2], ['江', 2], ['尹', 2], ['薛', 2], ['闫', 2], ['段', 2], ['雷', 2], ['侯', 2],
  ['龙', 2], ['史', 2], ['陶', 2], ['黎', 2], ['贺', 2], ['顾', 2], ['毛', 2], ['郝', 2], ['龚', 2], ['邵', 2],
  ['欧阳', 1], ['司马', 1], ['上官', 1], ['诸葛', 1],
];

const MALE = '伟强磊军洋勇杰涛明超辉刚健鹏浩宇轩博文俊凯晨昊然航宁志翔斌毅锋睿哲言泽铭嘉瑞彬林峰亮坤晖楠旭阳'.split('');
const FEMALE = '芳娜敏静丽艳娟霞燕玲婷雪琳颖慧倩欣怡悦晴月瑶萱琪涵蕾佳洁诗雨梦可妍思璐彤婧薇茜'.split('');
const NEUTRAL = '子一欣晓雨思嘉梓诗天亦佳若清新安文书可'.split('');

/** A plausible Chinese name for the given gender (1 male, 2 female): surname plus one or two characters. */
export function personName(rng: Rng, gender: 1 | 2): string {
  const surname = rng.weighted(SURNAMES);
  const pool = gender === 1 ? MALE : FEMALE;
  if (rng.chance(0.3)) return surname + rng.pick(pool);
  const first = rng.chance(0.4) ? rng.pick(NEUTRAL) : rng.pick(pool);
  let second = rng.pick(pool);
  if (second === first) second = rng.pick(pool);
  return surname + first + second;
}
