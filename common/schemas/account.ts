/**
 * Params of the password endpoints with the spec §5 rules and texts, checked before the handler.
 * Change password: old, newPass, confirm. Recovery: mobile, countryCode, password, passwordRepeat,
 * code, schoolId. SMS request: countryCode, mobile, type, schoolId?.
 * Routes: POST /modify/password, /common/captcha/mobile, /common/modify/pwd.
 */
import { z } from 'zod';
import { isValidPhone } from '../validators/phone.js';
import { newPasswordError, passwordRuleMessage, recoveryPasswordError } from '../validators/password.js';
import { SMS_TYPE_RECOVERY } from '../api.js';
import { int, optionalInt, optionalText, text, wire, wireJson } from './fields.js';

export const PHONE_MESSAGE = '手机号格式不正确';
const MAX_PASSWORD = 128;

/** Only mainland numbers are supported (spec §9: country code 86). */
const countryCode = optionalText({ max: 4 }).transform((v, ctx) => {
  const cc = (v ?? '86').replace(/^\+/, '');
  if (cc !== '86') ctx.addIssue({ code: 'custom', message: '暂不支持该国家或地区的手机号' });
  return cc;
});

const mobile = text({ message: '请填写手机号', max: 20 }).transform((v, ctx) => {
  if (!isValidPhone(v)) ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
  return v;
});

/** POST /modify/password. */
export const passwordChangeParams = z
  .object({
    old: text({ raw: true, message: '请输入原密码', max: MAX_PASSWORD }),
    newPass: wire<string>(wireJson.text(MAX_PASSWORD)).transform((v, ctx): string => {
      const s = typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v);
      const rule = newPasswordError(s) ?? (s.length > MAX_PASSWORD ? 'auth.validation.tooLong' : null);
      if (rule) ctx.addIssue({ code: 'custom', message: passwordRuleMessage(rule) });
      return s;
    }),
    confirm: text({ raw: true, message: '请再次输入密码', max: MAX_PASSWORD }),
  })
  .superRefine((v, ctx) => {
    if (v.confirm !== v.newPass) ctx.addIssue({ code: 'custom', path: ['confirm'], message: '两次输入密码不一致!' });
    else if (v.newPass === v.old) ctx.addIssue({ code: 'custom', path: ['newPass'], message: '新密码不能与原密码相同' });
  });
export type PasswordChangeParams = z.output<typeof passwordChangeParams>;

/** POST /common/captcha/mobile. */
export const smsRequestParams = z.object({
  countryCode,
  mobile,
  type: optionalInt({ min: 1, max: 9 }).transform((v) => v ?? SMS_TYPE_RECOVERY),
  schoolId: optionalInt({ min: 1 }),
});
export type SmsRequestParams = z.output<typeof smsRequestParams>;

/** POST /common/modify/pwd: the two passwords must match, then the recovery hints in order. */
export const recoveryParams = z
  .object({
    mobile,
    countryCode,
    password: text({ raw: true, message: '请填写新密码', max: MAX_PASSWORD }),
    passwordRepeat: text({ raw: true, message: '请再次填写新密码', max: MAX_PASSWORD }),
    code: text({ message: '请填写验证码', max: 10 }),
    schoolId: int({ min: 1 }),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.passwordRepeat)
      ctx.addIssue({ code: 'custom', path: ['passwordRepeat'], message: '两次输入密码不一致,请确认!' });
    else {
      const rule = recoveryPasswordError(v.password);
      if (rule) ctx.addIssue({ code: 'custom', path: ['password'], message: passwordRuleMessage(rule) });
    }
  });
export type RecoveryParams = z.output<typeof recoveryParams>;
