/** Pure parts of sign-in and the menu: lock-out texts, SMS masking, the module tree, config, time format. */
import { describe, expect, it } from 'vitest';
import { lockedMessage, minutesLeft } from '../../server/auth/lockout.js';
import { maskDigits, maskMobile } from '../../server/auth/sms.js';
import { buildModuleTree } from '../../server/modules/layout/service.js';
import { flattenModules, ROLE_SEEDS, STAFF_MODULES, STUDENT_MODULES } from '../../server/seed/modules.js';
import { loadConfig } from '../../server/config.js';
import { formatDateTime } from '../../common/time.js';
import { newPasswordError, passwordRuleMessage, recoveryPasswordError } from '../../common/validators/password.js';
import { safeUrl } from '../../server/logging.js';

describe('lock-out texts', () => {
  it('says how many whole minutes are left, rounded up', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(minutesLeft(new Date(now.getTime() + 30 * 60_000), now)).toBe(30);
    expect(minutesLeft(new Date(now.getTime() + 12 * 60_000 + 1), now)).toBe(13);
    expect(minutesLeft(new Date(now.getTime() + 5_000), now)).toBe(1);
    expect(lockedMessage(30)).toBe('密码错误次数过多,账号已锁定,请30分钟后再试');
  });
});

describe('password rule texts', () => {
  it('has the spec §5 text for every key the shared validators return', () => {
    const samples = ['', 'a', 'abcdefgh', 'abcdefg1', 'ABCDEFG1', 'Abcdefg1', 'Abcdefgh!', 'ABCDEFG1!', 'abcdefg1!'];
    for (const pw of samples) for (const key of [newPasswordError(pw), recoveryPasswordError(pw)]) if (key) expect(passwordRuleMessage(key), key).not.toBe('密码不符合要求');
    expect(passwordRuleMessage('auth.validation.recoveryLower')).toBe('必须要有小写字母');
  });
});

describe('SMS masking', () => {
  it('masks the mobile and any code in log lines', () => {
    expect(maskMobile('13800000001')).toBe('138****0001');
    expect(maskDigits('您的验证码为123456,5分钟内有效')).toBe('您的验证码为******,5分钟内有效');
  });
});

describe('module tree', () => {
  it('nests children under parents, sorts by orderId, and lifts orphans to the top', () => {
    const tree = buildModuleTree([
      { id: 3, name: 'c', nameEn: 'C-en', path: '/g/c', parentId: 2, orderId: 2, isBtn: 0, icon: '' },
      { id: 2, name: 'g', nameEn: 'G-en', path: '/g', parentId: null, orderId: 2, isBtn: 0, icon: '' },
      { id: 4, name: 'd', nameEn: 'D-en', path: '/g/d', parentId: 2, orderId: 1, isBtn: 0, icon: '' },
      { id: 1, name: 'a', nameEn: 'A-en', path: '/a', parentId: null, orderId: 1, isBtn: 0, icon: '' },
      { id: 9, name: 'o', nameEn: 'O-en', path: '/o', parentId: 99, orderId: 0, isBtn: 1, icon: '' },
    ]);
    expect(tree.map((m) => m.id)).toEqual([9, 1, 2]);
    expect(tree[2].children.map((m) => m.id)).toEqual([4, 3]);
    expect(tree[1]).toMatchObject({ parentId: 0, children: [] });
    // Both names travel (issue 18 item 6).
    expect(tree[2]).toMatchObject({ name: 'g', nameEn: 'G-en' });
  });

  it('names every seeded module in English as well, without Chinese characters (issue 18 item 6)', () => {
    const rows = [...flattenModules(STAFF_MODULES), ...flattenModules(STUDENT_MODULES)];
    const untranslated = rows.filter((r) => !r.nameEn.trim() || /[\u4e00-\u9fff]/.test(r.nameEn)).map((r) => r.name);
    expect(untranslated).toEqual([]);
    expect(rows.find((r) => r.path === '/student/hours')).toMatchObject({ name: '我的学时', nameEn: 'My hours' });
  });

  it('seed roles grant only existing modules, with every granted child’s parent granted too', () => {
    const rows = [...flattenModules(STAFF_MODULES), ...flattenModules(STUDENT_MODULES)];
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.path)).size).toBe(rows.length);
    for (const role of ROLE_SEEDS)
      for (const id of role.modules) {
        const m = byId.get(id);
        expect(m, `${role.code}: ${id}`).toBeDefined();
        if (m?.parentId) expect(role.modules, `${role.code}: parent of ${m.path}`).toContain(m.parentId);
      }
  });
});

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ host: '127.0.0.1', port: 8080, codec: 'plain', sessionIdleMinutes: 120, sessionTouchMs: 2000 });
    expect(loadConfig({ SESSION_TOUCH_MS: '0' }).sessionTouchMs).toBe(0);
    expect(() => loadConfig({ SESSION_TOUCH_MS: '-1' })).toThrow('SESSION_TOUCH_MS');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.captchaTestCode).toBeUndefined();
    expect(c.dataDir.endsWith('data')).toBe(true);
  });

  it('refuses aes without a 16-character key and a bad port', () => {
    expect(() => loadConfig({ PROTOCOL_CODEC: 'aes', PROTOCOL_KEY: 'short' })).toThrow(/16/);
    expect(() => loadConfig({ PROTOCOL_CODEC: 'rot13' })).toThrow(/PROTOCOL_CODEC/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(loadConfig({ PROTOCOL_CODEC: 'AES', PROTOCOL_KEY: '0123456789abcdef', SESSION_IDLE_MINUTES: '5' })).toMatchObject({ codec: 'aes', sessionIdleMinutes: 5 });
  });
});

describe('formatting', () => {
  it('formats times in China Standard Time', () => {
    expect(formatDateTime(new Date('2026-01-02T16:04:05Z'))).toBe('2026-01-03 00:04:05');
    expect(formatDateTime(null)).toBeNull();
  });

  it('logs URLs without their query', () => {
    expect(safeUrl('/api/token?params=%7B%22password%22%7D')).toBe('/api/token?…');
    expect(safeUrl('/api/health')).toBe('/api/health');
  });
});
