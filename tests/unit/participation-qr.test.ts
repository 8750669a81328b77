/** Rotating attendance QR tokens (issue 4 "the token changes every 30 s, so a screenshot stops working"). */
import { describe, expect, it } from 'vitest';
import { parseQrToken, qrTiming, qrToken, qrWindow, verifyQrToken } from '../../server/modules/participation/qr.js';

const SECRET = 'b1946ac92492d2347c6235b4d2611184';
const T0 = new Date('2026-11-21T02:00:00.000Z'); // a window boundary (divisible by 30 s)
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe('qrToken', () => {
  it('is `${id}.${kind}.${window}.${hmac16}` and changes every 30 seconds', () => {
    const token = qrToken(SECRET, 42, 'in', at(5));
    expect(token).toMatch(/^42\.in\.\d+\.[0-9a-f]{16}$/);
    expect(parseQrToken(token)).toMatchObject({ activityId: 42, kind: 'in', window: qrWindow(at(5)) });
    expect(qrToken(SECRET, 42, 'in', at(29))).toBe(token);
    expect(qrToken(SECRET, 42, 'in', at(30))).not.toBe(token);
    expect(qrToken(SECRET, 42, 'out', at(5))).not.toBe(token);
    expect(qrToken('another-secret', 42, 'in', at(5))).not.toBe(token);
  });

  it('is valid in its window and the next, expired after', () => {
    const token = qrToken(SECRET, 42, 'out', at(10));
    expect(verifyQrToken(SECRET, 42, token, at(10))).toEqual({ kind: 'out' });
    expect(verifyQrToken(SECRET, 42, token, at(0))).toEqual({ kind: 'out' });
    expect(verifyQrToken(SECRET, 42, token, at(59.999))).toEqual({ kind: 'out' });
    expect(verifyQrToken(SECRET, 42, token, at(60))).toBeNull();
    expect(verifyQrToken(SECRET, 42, token, at(3600))).toBeNull();
    // A token from the future (a forged window) is refused too.
    expect(verifyQrToken(SECRET, 42, token, at(-1))).toBeNull();
  });

  it('refuses a forged HMAC, a tampered window or kind, and a token of another activity', () => {
    const token = qrToken(SECRET, 42, 'in', at(0));
    const [id, kind, window, hmac] = token.split('.');
    const flipped = hmac.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect(verifyQrToken(SECRET, 42, `${id}.${kind}.${window}.${flipped}`, at(0))).toBeNull();
    expect(verifyQrToken(SECRET, 42, `${id}.${kind}.${Number(window) + 1}.${hmac}`, at(30))).toBeNull();
    expect(verifyQrToken(SECRET, 42, `${id}.out.${window}.${hmac}`, at(0))).toBeNull();
    expect(verifyQrToken('wrong-secret', 42, token, at(0))).toBeNull();
    // Same secret, other activity: the id in the token must be the activity being signed.
    expect(verifyQrToken(SECRET, 43, token, at(0))).toBeNull();
    expect(verifyQrToken(SECRET, 43, `43.${kind}.${window}.${hmac}`, at(0))).toBeNull();
    for (const junk of ['', 'abc', '42.in.1', '42.sideways.1.0123456789abcdef', `${token}x`]) expect(verifyQrToken(SECRET, 42, junk, at(0))).toBeNull();
  });

  it('tells the screen when the token expires and when to refresh', () => {
    expect(qrTiming(at(0))).toEqual({ expiresIn: 60, refreshIn: 30 });
    expect(qrTiming(at(25))).toEqual({ expiresIn: 35, refreshIn: 5 });
    expect(qrTiming(at(29.5))).toEqual({ expiresIn: 31, refreshIn: 1 });
  });
});
