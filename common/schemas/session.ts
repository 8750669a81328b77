/**
 * Params of the sign-in endpoints (spec §3 "Login form", §7).
 * Routes: /token, /login, /logout.
 */
import { z } from 'zod';
import { int, text } from './fields.js';

/** GET /token: uuid of the captcha, schoolId, username, password, captcha text. */
export const tokenParams = z.object({
  uuid: text({ max: 64 }),
  schoolId: int({ min: 1 }),
  username: text({ max: 64 }),
  password: text({ raw: true, max: 128 }),
  captcha: text({ max: 16 }),
});
export type TokenParams = z.output<typeof tokenParams>;
