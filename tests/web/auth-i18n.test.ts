/** The auth catalogues (key parity: i18n-parity.test.ts): the spec's texts word for word in zh-CN. */
import { describe, expect, it } from 'vitest';
import zh from '../../src/i18n/zh-CN/auth';

describe('auth catalogues', () => {
  it('keeps the spec texts', () => {
    const v = zh.auth.validation;
    expect([v.username, v.password, v.captcha]).toEqual(['请填写用户名', '请填写密码', '请填写验证码']);
    expect([v.mobile, v.newPassword, v.repeatPassword, v.smsCode, v.recoveryMismatch]).toEqual([
      '请填写手机号', '请填写新密码', '请再次填写新密码', '请填写验证码', '两次输入密码不一致,请确认!',
    ]);
    expect([v.oldPassword, v.newPasswordRequired, v.newPasswordLength, v.confirmRequired, v.mismatch]).toEqual([
      '请输入原密码', '请输入密码', '输入密码长度必须大于8位', '请再次输入密码', '两次输入密码不一致!',
    ]);
    expect(v.schoolFirst).toBe('请先选择学校,再点击找回密码');
    expect([zh.auth.forgot.confirmSend, zh.auth.forgot.sent, zh.auth.change.failure]).toEqual(['此操作将发送验证码到用户手机', '短信发送成功!', '修改失败']);
    expect([zh.auth.logout.confirm, zh.auth.noPermission.text, zh.auth.school.empty, zh.auth.client.serverFailure]).toEqual([
      '确定退出吗？', '暂无权限！', '暂无数据', '服务器响应失败',
    ]);
    expect([zh.auth.login.submit, zh.auth.login.submitting, zh.auth.title]).toEqual(['登录', '登录中...', '第二课堂成绩单系统']);
  });
});
