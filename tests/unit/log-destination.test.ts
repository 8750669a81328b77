/**
 * The log's destination (server/logging.ts logDestination, issue 17): lines are written in blocks,
 * yet a quiet server's line still reaches the file within LOG_FLUSH_MS, and stop() writes out
 * what is buffered.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { LOG_FLUSH_MS, logDestination } from '../../server/logging';

const dir = mkdtempSync(join(tmpdir(), 'sc-log-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const lines = (file: string) => readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { msg: string });

describe('logDestination', () => {
  it('holds a short line for the block, then writes it within the flush interval', async () => {
    const file = join(dir, 'quiet.log');
    const out = logDestination(file);
    const log = pino({}, out.stream);
    await new Promise((r) => setTimeout(r, 50));
    log.info('one quiet line');
    await new Promise((r) => setTimeout(r, 50));
    expect(readFileSync(file, 'utf8')).toBe('');
    await expect.poll(() => lines(file).map((l) => l.msg), { timeout: LOG_FLUSH_MS * 3, interval: 100 }).toEqual(['one quiet line']);
    out.stop();
  });

  it('writes what is buffered when stopped', async () => {
    const file = join(dir, 'stop.log');
    const out = logDestination(file);
    const log = pino({}, out.stream);
    await new Promise((r) => setTimeout(r, 50));
    for (let i = 0; i < 3; i++) log.info(`line ${i}`);
    out.stop();
    await expect.poll(() => lines(file).length, { timeout: 500, interval: 20 }).toBe(3);
  });
});
