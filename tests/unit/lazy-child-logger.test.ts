/**
 * A request's own logger is made only when something logs through it (server/logging.ts
 * lazyChildLogger, issue 17): no pino child per request, and the lines it writes carry the
 * request's bindings as before.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { lazyChildLogger } from '../../server/logging.js';

function parentLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(JSON.parse(String(chunk))), done()) });
  const parent = pino({ level: 'info' }, stream);
  return { parent, lines, child: vi.spyOn(parent, 'child') };
}

describe('lazyChildLogger', () => {
  it('makes no child until a line is written, then writes it with the bindings', async () => {
    const { parent, lines, child } = parentLogger();
    const loggers = Array.from({ length: 100 }, (_, i) => lazyChildLogger(parent, { reqId: `r${i}` }, {}));
    expect(loggers[0].level).toBe('info');
    expect(child).not.toHaveBeenCalled();
    loggers[7].warn({ route: '/x' }, 'refused');
    loggers[7].info('again');
    loggers[7].debug('below the level');
    await new Promise((r) => setImmediate(r));
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((l) => [l.reqId, l.msg, l.route])).toEqual([['r7', 'refused', '/x'], ['r7', 'again', undefined]]);
  });
});
