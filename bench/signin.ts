/**
 * Sign-in and the first pages (issue "first vertical slice"): captcha + GET /token + POST /login
 * (argon2id verification dominates), GET /system/modules, and GET /school/students at several
 * pages and filters, all through the wire protocol with app.inject.
 */
import type { FastifyInstance } from 'fastify';
import { measure } from './measure.js';
import { apiData as call } from './api.js';

async function signIn(app: FastifyInstance, captcha: string): Promise<string> {
  const { uuid } = await call(app, 'GET', '/common/login/verificationcode', {});
  const { access_token } = await call(app, 'GET', '/token', { uuid, schoolId: 10001, username: 'admin', password: 'Admin@123456', captcha });
  await call(app, 'POST', '/login', {}, access_token);
  return access_token;
}

export async function signInBench(app: FastifyInstance, captcha: string) {
  await measure('GET /api/health (protocol overhead)', 500, () => call(app, 'GET', '/health', {}));
  await measure('captcha image (svg-captcha → PNG)', 100, () => call(app, 'GET', '/common/login/verificationcode', {}));
  await measure('sign-in: captcha + /token + /login', 30, () => signIn(app, captcha), 2);
  const token = await signIn(app, captcha);
  await measure('GET /system/modules', 300, () => call(app, 'GET', '/system/modules', {}, token));
  await measure('GET /school/students page 1 of 10', 300, () => call(app, 'GET', '/school/students', { current: 1, size: 10 }, token));
  await measure('GET /school/students deep pages, 40 per page', 200, (i) =>
    call(app, 'GET', '/school/students', { current: 1 + (i % 45), size: 40 }, token),
  );
  await measure('GET /school/students name filter', 200, () => call(app, 'GET', '/school/students', { current: 1, size: 10, name: '王' }, token));
}
