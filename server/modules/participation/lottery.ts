/**
 * The enrollment lottery (issue 4 "Lottery mode draws fairly and reproducibly (the seed is
 * recorded) when enrollment closes"; enrollMode 2).
 *
 * The seed is 128 random bits (hex) from node:crypto, stored in activities.lottery_seed. The draw
 * is a Fisher–Yates shuffle of the candidates sorted ascending (enrollment ids), driven by the
 * xoroshiro128+ generator of the `pure-rand` package seeded with those 128 bits, and unbiased
 * integers from its uniformInt; the first `seats` of the shuffle win. Anyone holding the seed and
 * the candidate ids can re-run `drawLottery` and get the same winners.
 */
import { randomBytes } from 'node:crypto';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { EnrollmentStatus, SourceType } from '../../../common/activities.js';
import { badParams } from '../../protocol/errors.js';
import { recordAudit } from '../audits/engine.js';
import type { Trx } from '../../db/db.js';
import type { ActivityRecord } from './activity.js';
import { recordLottery } from './repositories/activities.js';
import { decideEnrollments, pendingEnrollmentIds } from './repositories/enrollments.js';

/** A fresh lottery seed: 32 hex digits (128 bits) from the system's CSPRNG. */
export const newLotterySeed = (): string => randomBytes(16).toString('hex');

/** The generator of a seed: its 128 bits are xoroshiro128+'s state (an all-zero state is invalid, so it is nudged). */
function generatorOf(seed: string) {
  if (!/^[0-9a-f]{32}$/i.test(seed)) throw badParams('参数错误: seed 必须是32位十六进制数');
  const words = [0, 8, 16, 24].map((i) => Number.parseInt(seed.slice(i, i + 8), 16) | 0);
  if (!words.some((w) => w !== 0)) words[3] = 1;
  return xoroshiro128plusFromState(words);
}

/**
 * The winners among `candidates` for `seats` seats, in draw order: the candidates are sorted
 * ascending (so the caller's order does not matter), shuffled from the seed, and the first
 * min(seats, n) are taken. Same seed and same candidates → same winners. Pure.
 * @example drawLottery('00112233445566778899aabbccddeeff', [5, 3, 9], 2) → two of 3, 5, 9
 */
export function drawLottery(seed: string, candidates: readonly number[], seats: number): number[] {
  const order = [...new Set(candidates)].sort((a, b) => a - b);
  const rng = generatorOf(seed);
  for (let i = order.length - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order.slice(0, Math.max(0, Math.min(seats, order.length)));
}

/**
 * Draws the locked lottery activity (enrollMode 2) as its enrollment closes: among its status-2
 * (awaiting the draw) enrollments, winners get status 1 up to the free seats, the others 4; the
 * seed, draw time and the seats taken are written and a 'draw' history entry is recorded. Does
 * nothing when already drawn. Returns the winners' and losers' counts.
 */
export async function drawActivityLottery(trx: Trx, a: ActivityRecord, actorId: number | null, now: Date, seed = newLotterySeed()) {
  if (a.lotteryDrawnAt) return { winners: 0, losers: 0 };
  const ids = await pendingEnrollmentIds(trx, a.schoolId, a.id);
  const winners = drawLottery(seed, ids, a.capacity - a.enrollCount);
  const won = new Set(winners);
  const losers = ids.filter((id) => !won.has(id));
  await decideEnrollments(trx, a.schoolId, a.id, winners, EnrollmentStatus.ENROLLED, now);
  await decideEnrollments(trx, a.schoolId, a.id, losers, EnrollmentStatus.NOT_DRAWN, now);
  await recordLottery(trx, a.schoolId, a.id, seed, winners.length, now);
  a.lotterySeed = seed;
  a.lotteryDrawnAt = now;
  a.enrollCount += winners.length;
  await recordAudit(trx, {
    schoolId: a.schoolId, sourceType: SourceType.ACTIVITY, relationId: a.id, action: 'draw', actorId,
    opinion: `抽签种子${seed}:${ids.length}人参与,${winners.length}人中签,${losers.length}人未中签`, fromStatus: a.status, toStatus: a.status, now,
  });
  return { winners: winners.length, losers: losers.length };
}
