/** The enrollment lottery draw (issue 4 "Lottery mode draws fairly and reproducibly (the seed is recorded)"). */
import { describe, expect, it } from 'vitest';
import { drawLottery, newLotterySeed } from '../../server/modules/participation/lottery.js';

const SEED = '00112233445566778899aabbccddeeff';
const range = (n: number, from = 1) => Array.from({ length: n }, (_, i) => from + i);

describe('drawLottery', () => {
  it('is reproducible: same seed and candidates → same winners, whatever the input order', () => {
    const ids = range(50, 100);
    const winners = drawLottery(SEED, ids, 10);
    expect(winners).toHaveLength(10);
    expect(new Set(winners).size).toBe(10);
    expect(winners.every((w) => ids.includes(w))).toBe(true);
    expect(drawLottery(SEED, ids, 10)).toEqual(winners);
    expect(drawLottery(SEED, [...ids].reverse(), 10)).toEqual(winners);
    expect(drawLottery(SEED.toUpperCase(), ids, 10)).toEqual(winners);
  });

  it('differs with the seed', () => {
    const ids = range(50);
    const a = drawLottery(SEED, ids, 10);
    const b = drawLottery('ffeeddccbbaa99887766554433221100', ids, 10);
    expect(b).not.toEqual(a);
  });

  it('takes everyone when the seats cover the candidates, nobody for no seats', () => {
    expect(drawLottery(SEED, [3, 1, 2], 5).sort()).toEqual([1, 2, 3]);
    expect(drawLottery(SEED, [3, 1, 2], 0)).toEqual([]);
    expect(drawLottery(SEED, [], 5)).toEqual([]);
    expect(drawLottery(SEED, [7, 7, 7], 2)).toEqual([7]);
  });

  it('is fair: over many seeds each candidate wins about seats/n of the draws', () => {
    const ids = range(10);
    const wins = new Map(ids.map((id) => [id, 0]));
    const draws = 4000;
    for (let i = 0; i < draws; i++) for (const w of drawLottery(newLotterySeed(), ids, 3)) wins.set(w, wins.get(w)! + 1);
    // Expected 1200 each (σ ≈ 29): a 6σ band.
    for (const n of wins.values()) expect(Math.abs(n - 1200)).toBeLessThan(180);
  });

  it('records seeds of 128 bits in hex and refuses malformed ones', () => {
    expect(newLotterySeed()).toMatch(/^[0-9a-f]{32}$/);
    expect(newLotterySeed()).not.toBe(newLotterySeed());
    expect(() => drawLottery('xyz', [1], 1)).toThrow();
    // The all-zero seed still draws (the generator state is nudged).
    expect(drawLottery('0'.repeat(32), range(5), 2)).toHaveLength(2);
  });
});
