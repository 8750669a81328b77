/** Password endpoints (spec §7): change while signed in, and recovery by SMS code. */
import { defineRoute } from '../../protocol/define.js';
import { passwordChangeParams, recoveryParams, smsRequestParams } from './schema.js';
import { changePassword, recoverPassword, sendRecoveryCode } from './service.js';

export const accountRoutes = [
  /**
   * POST /modify/password {old, newPass, confirm} → null; signs the user out everywhere.
   * 10002 with the spec §5 text for a rule; 20002 '原密码错误'.
   */
  defineRoute({
    method: 'POST',
    path: '/modify/password',
    summary: 'Change password (spec §2 /changepassword, §5).',
    permission: 'session',
    beforeActivation: true,
    schema: passwordChangeParams,
    handler: ({ deps, session, params }) => changePassword(deps, session, params),
  }),
  /**
   * POST /common/captcha/mobile {countryCode:'86', mobile, type:2, schoolId?} → null.
   * 10002 '手机号格式不正确', or too frequent (60 s); 10007 unknown school.
   */
  defineRoute({
    method: 'POST',
    path: '/common/captcha/mobile',
    summary: 'Send a password-recovery SMS code (spec §7).',
    permission: 'public',
    schema: smsRequestParams,
    handler: ({ deps, params }) => sendRecoveryCode(deps, params),
  }),
  /**
   * POST /common/modify/pwd {mobile, countryCode, password, passwordRepeat, code, schoolId} → null.
   * 10002 spec §5 texts; 10007 unknown school; 20003 '短信验证码错误或已过期'.
   */
  defineRoute({
    method: 'POST',
    path: '/common/modify/pwd',
    summary: 'Reset a password with an SMS code (spec §2 forgot password).',
    permission: 'public',
    schema: recoveryParams,
    handler: ({ deps, params }) => recoverPassword(deps, params),
  }),
];
