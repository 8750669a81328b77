/**
 * Password endpoints (spec §7): change while signed in, and recovery by SMS code. Each runs in one
 * transaction that `commitRefusals`: a wrong old password or SMS code attempt it records must
 * survive the refusal that follows, while the new password is written all at once or not at all.
 */
import { clientOf, throttleAccount, throttleClient } from '../../auth/throttle.js';
import { defineRoute } from '../../protocol/define.js';
import { passwordChangeParams, recoveryParams, smsRequestParams } from '../../../common/schemas/account.js';
import { checkPasswordChange, sendRecoveryCode, storePasswordChange, storeRecovery, verifyRecovery } from './service.js';

export const accountRoutes = [
  /**
   * POST /modify/password {old, newPass, confirm} → null; signs the user out everywhere.
   * 10002 with the spec §5 text for a rule; 20002 '原密码错误'; 10029 too frequent (per client and
   * per user); 20004 after 5 wrong old passwords from one client (issue 14).
   */
  defineRoute({
    method: 'POST',
    path: '/modify/password',
    summary: 'Change password (spec §2 /changepassword, §5).',
    permission: 'session',
    beforeActivation: true,
    schema: passwordChangeParams,
    transactional: true,
    commitRefusals: true,
    async handler({ db, session, params, request }) {
      await throttleClient(request, 'password');
      await throttleAccount(request, 'password', `${session.schoolId}:${session.userId}`);
      const now = new Date();
      const passwordHash = await checkPasswordChange(db, session, params, clientOf(request), now);
      return storePasswordChange(db, session, passwordHash, now);
    },
  }),
  /**
   * POST /common/captcha/mobile {countryCode:'86', mobile, type:2, schoolId?} → null.
   * 10002 '手机号格式不正确', or too frequent (60 s); 10007 unknown school; 10029 too many
   * requests from the client or for the mobile (issue 14).
   */
  defineRoute({
    method: 'POST',
    path: '/common/captcha/mobile',
    summary: 'Send a password-recovery SMS code (spec §7).',
    permission: 'public',
    schema: smsRequestParams,
    async handler({ deps, params, request }) {
      await throttleClient(request, 'sms');
      await throttleAccount(request, 'sms', params.mobile);
      return sendRecoveryCode(deps, params);
    },
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
    transactional: true,
    commitRefusals: true,
    async handler({ db, params }) {
      const now = new Date();
      const recovery = await verifyRecovery(db, params, now);
      return storeRecovery(db, recovery, now);
    },
  }),
];
