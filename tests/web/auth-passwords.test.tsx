/** Password recovery and change-password forms (spec §4, §5, §8). */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangePasswordForm } from '../../src/account/ChangePasswordForm';
import { ForgotPasswordForm } from '../../src/account/ForgotPasswordForm';
import { authProvider } from '../../src/authProvider';
import { renderInAdmin, serveApi, type Handler, type SeenRequest } from './auth-helpers';

let seen: SeenRequest[];
const serve = (routes: Record<string, Handler> = {}) => (seen = serveApi(routes));

beforeEach(() => serve());

describe('ForgotPasswordForm', () => {
  const renderForm = (onDone = vi.fn()) => {
    renderInAdmin(<ForgotPasswordForm schoolId={10001} onDone={onDone} />);
    return onDone;
  };

  it('empty submit shows the required messages; the SMS code, not yet sent, asks to get one first without turning red', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: '找回密码' }));
    for (const text of ['请填写手机号', '请填写新密码', '请再次填写新密码']) expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText('手机号')).toHaveAttribute('aria-invalid', 'true');
    // Issue 18 item 9: no red field the user could not have filled yet.
    expect(screen.getByText('请先获取短信验证码')).toBeInTheDocument();
    expect(screen.queryByText('请填写验证码')).not.toBeInTheDocument();
    expect(screen.getByLabelText('短信验证码')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('button', { name: '找回密码' })).toBeDisabled();
    expect(seen).toEqual([]);
  });

  it('once an SMS was sent, an empty code is required in red (请填写验证码) and nothing is posted', async () => {
    serve({ 'POST /common/captcha/mobile': () => ({ code: 0, data: null }) });
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('手机号'), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByRole('button', { name: '300秒后重新获取' })).toBeDisabled();
    expect(screen.getByLabelText('短信验证码')).toHaveAttribute('aria-invalid', 'false');
    await user.type(screen.getByLabelText('新密码'), 'Abcdef1!');
    await user.type(screen.getByLabelText('确认新密码'), 'Abcdef1!');
    await user.click(screen.getByRole('button', { name: '找回密码' }));
    expect(await screen.findByText('请填写验证码')).toBeInTheDocument();
    expect(screen.getByLabelText('短信验证码')).toHaveAttribute('aria-invalid', 'true');
    expect(seen.map((r) => r.path)).toEqual(['/common/captcha/mobile']);
  });

  it('password hints come in order and disable the button while shown', async () => {
    const user = userEvent.setup();
    renderForm();
    const pw = screen.getByLabelText('新密码');
    const button = screen.getByRole('button', { name: '找回密码' });
    const steps: [string, string | null][] = [
      ['abc', '位数必须大于8位'],
      ['abcdefgh', '必须要有数字'],
      ['ABCDEFG1', '必须要有小写字母'],
      ['abcdefg1', '必须要有大写字母'],
      ['abcdefG1', '必须要有特殊字符($@!%*#?&)'],
      ['abcdeG1!', null],
    ];
    for (const [value, hint] of steps) {
      await user.clear(pw);
      await user.type(pw, value);
      if (hint) {
        expect(screen.getByText(hint)).toBeInTheDocument();
        expect(button).toBeDisabled();
      } else {
        expect(screen.queryByText(/^(位数|必须要有)/)).not.toBeInTheDocument();
        expect(button).toBeEnabled();
      }
    }
  });

  it("a different confirmation shows '两次输入密码不一致,请确认!'", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('新密码'), 'Abcdef1!');
    await user.type(screen.getByLabelText('确认新密码'), 'Abcdef1?');
    expect(screen.getByText('两次输入密码不一致,请确认!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '找回密码' })).toBeDisabled();
    await user.clear(screen.getByLabelText('确认新密码'));
    await user.type(screen.getByLabelText('确认新密码'), 'Abcdef1!');
    expect(screen.queryByText('两次输入密码不一致,请确认!')).not.toBeInTheDocument();
  });

  it('shows the password help text', () => {
    renderForm();
    for (const t of ['至少包含数字、大写字母、小写字母、特殊字符中的三种', '必须包含特殊字符', '不少于8位', '不得包含个人信息'])
      expect(screen.getByText(t)).toBeInTheDocument();
  });

  it('send SMS confirms first, posts {countryCode 86, mobile, type 2, schoolId}, then counts down 300 s', async () => {
    serve({ 'POST /common/captcha/mobile': () => ({ code: 0, data: null }) });
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请填写手机号')).toBeInTheDocument();
    await user.type(screen.getByLabelText('手机号'), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('此操作将发送验证码到用户手机')).toBeInTheDocument();
    expect(seen).toEqual([]);
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('短信发送成功!')).toBeInTheDocument();
    expect(seen[0].path).toBe('/common/captcha/mobile');
    expect(seen[0].params).toEqual({ countryCode: '86', mobile: '13800138000', type: 2, schoolId: 10001 });
    expect(await screen.findByRole('button', { name: '300秒后重新获取' })).toBeDisabled();
  });

  it('submit posts the recovery payload; after 1 s the success message shows, the form resets and returns', async () => {
    serve({ 'POST /common/modify/pwd': () => ({ code: 0, data: null }) });
    const user = userEvent.setup();
    const onDone = renderForm();
    await user.type(screen.getByLabelText('手机号'), '13800138000');
    await user.type(screen.getByLabelText('新密码'), 'Abcdef1!');
    await user.type(screen.getByLabelText('确认新密码'), 'Abcdef1!');
    await user.type(screen.getByLabelText('短信验证码'), '123456');
    const started = Date.now();
    await user.click(screen.getByRole('button', { name: '找回密码' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled(), { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(await screen.findByText('密码重置成功,请使用新密码登录')).toBeInTheDocument();
    expect(screen.getByLabelText('手机号')).toHaveValue('');
    expect(seen[0].path).toBe('/common/modify/pwd');
    expect(seen[0].params).toEqual({ mobile: '13800138000', countryCode: '86', password: 'Abcdef1!', passwordRepeat: 'Abcdef1!', code: '123456', schoolId: 10001 });
  });
});

describe('ChangePasswordForm', () => {
  it('checks each field on blur with the spec messages', async () => {
    const user = userEvent.setup();
    renderInAdmin(<ChangePasswordForm />, { authProvider, path: '/changepassword' });
    const [oldPw, newPw, confirm] = ['原密码', '新密码', '确认新密码'].map((l) => screen.getByLabelText(l));
    await user.click(oldPw);
    await user.tab();
    expect(screen.getByText('请输入原密码')).toBeInTheDocument();
    await user.tab(); // leave the new password empty
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('请再次输入密码')).toBeInTheDocument();

    await user.type(newPw, 'Ab1!');
    fireEvent.blur(newPw);
    expect(screen.getByText('输入密码长度必须大于8位')).toBeInTheDocument();
    await user.clear(newPw);
    await user.type(newPw, 'abcdefgh1');
    fireEvent.blur(newPw);
    expect(screen.getByText('密码必须包含大写字母、小写字母、数字和特殊符号')).toBeInTheDocument();
    await user.clear(newPw);
    await user.type(newPw, 'Xk9#mQ2$vL');
    fireEvent.blur(newPw);
    expect(screen.queryByText('密码必须包含大写字母、小写字母、数字和特殊符号')).not.toBeInTheDocument();

    await user.type(confirm, 'Xk9#mQ2$vX');
    fireEvent.blur(confirm);
    expect(screen.getByText('两次输入密码不一致!')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('warns about a common weak password', async () => {
    const user = userEvent.setup();
    renderInAdmin(<ChangePasswordForm />);
    expect(screen.getByText('请勿使用以下常见弱密码:')).toBeInTheDocument();
    await user.type(screen.getByLabelText('新密码'), 'Qwerty@123');
    expect(screen.getByText('该密码属于常见弱密码,容易被猜到,请更换')).toBeInTheDocument();
  });

  it('Enter submits {old, newPass, confirm}; success shows the message, runs onSuccess and signs out to /login', async () => {
    serve({ 'POST /modify/password': () => ({ code: 0, data: null }), 'POST /logout': () => ({ code: 10001, msg: '登录已失效' }) });
    localStorage.setItem('sessionKey', 'tok');
    localStorage.setItem('name', '管理员');
    const onSuccess = vi.fn();
    const user = userEvent.setup();
    let at = '';
    renderInAdmin(<ChangePasswordForm onSuccess={onSuccess} compact />, { authProvider, path: '/dashboard', onLocation: (p) => (at = p) });
    await user.type(screen.getByLabelText('原密码'), 'Admin@123456');
    await user.type(screen.getByLabelText('新密码'), 'Xk9#mQ2$vL');
    await user.type(screen.getByLabelText('确认新密码'), 'Xk9#mQ2$vL{Enter}');
    expect(await screen.findByText('密码修改成功,请重新登录')).toBeInTheDocument();
    expect(seen[0].params).toEqual({ old: 'Admin@123456', newPass: 'Xk9#mQ2$vL', confirm: 'Xk9#mQ2$vL' });
    expect(onSuccess).toHaveBeenCalled();
    await waitFor(() => expect(at).toBe('/login'));
    expect(localStorage.getItem('sessionKey')).toBeNull();
    expect(localStorage.getItem('name')).toBeNull();
  });

  it('a refused change shows the server msg; a transport failure shows 修改失败', async () => {
    serve({ 'POST /modify/password': () => ({ code: 10002, msg: '原密码错误' }) });
    const user = userEvent.setup();
    renderInAdmin(<ChangePasswordForm />);
    await user.type(screen.getByLabelText('原密码'), 'wrong');
    await user.type(screen.getByLabelText('新密码'), 'Xk9#mQ2$vL');
    await user.type(screen.getByLabelText('确认新密码'), 'Xk9#mQ2$vL');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('原密码错误')).toBeInTheDocument();
    expect(screen.queryByText('修改失败')).not.toBeInTheDocument();

    serve({ 'POST /modify/password': () => 'network-error' });
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('修改失败', {}, { timeout: 6000 })).toBeInTheDocument();
  });
});
